import Foundation

/// A uniform type identifier, as UniformTypeIdentifiers' `UTType`: the identifier, and for the common
/// types their filename extension and MIME type, which shared code uses to name and read files.
public struct UTType: Sendable, Hashable, CustomStringConvertible {
    /// The identifier, e.g. `public.png`.
    public let identifier: String
    /// The filename extension types of this kind usually have.
    public let preferredFilenameExtension: String?
    /// The MIME type, when it has one.
    public let preferredMIMEType: String?
    /// The identifiers of the types this one directly conforms to (`public.png` → `public.image`).
    let parents: [String]

    /// A type by identifier (`nil` for an empty one).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = Self.known.first { $0.identifier == identifier } ?? UTType(identifier: identifier, extension: nil, mime: nil)
    }

    /// The type of files with `filenameExtension`, when it is a common one.
    public init?(filenameExtension: String) {
        guard let type = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = type
    }

    /// The type with `mimeType`, when it is a common one.
    public init?(mimeType: String) {
        guard let type = Self.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = type
    }

    private init(identifier: String, extension: String?, mime: String?, parents: [String] = ["public.data"]) {
        self.identifier = identifier; preferredFilenameExtension = `extension`; preferredMIMEType = mime; self.parents = parents
    }

    /// A type the app declares and exports (its Info.plist's `UTExportedTypeDeclarations`), as
    /// `UTType(exportedAs: "com.example.recipe", conformingTo: .json)`; it conforms to `parentType` (data by default).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType(identifier: identifier, extension: nil, mime: nil, parents: [(parentType ?? .data).identifier])
    }

    /// A type another app declares and this one imports (`UTImportedTypeDeclarations`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// Whether this type is `type` or conforms to it through its declared parents (`.png` conforms to `.image`,
    /// `.data` and `.item`), as UTType's conformance hierarchy says.
    public func conforms(to type: UTType) -> Bool {
        var seen: Set<String> = [], queue = [identifier]
        while let next = queue.popLast() {
            if next == type.identifier { return true }
            guard seen.insert(next).inserted else { continue }
            queue += Self.known.first { $0.identifier == next }?.parents ?? (next == identifier ? parents : [])
        }
        return false
    }

    /// Whether this type is a supertype of `type`.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether `type` is a supertype of this one.
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

    public var description: String { identifier }

    // A type is its identifier: one declared with parents equals the same identifier read back from a string.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public static let item = UTType(identifier: "public.item", extension: nil, mime: nil, parents: [])
    public static let content = UTType(identifier: "public.content", extension: nil, mime: nil, parents: [])
    public static let data = UTType(identifier: "public.data", extension: nil, mime: nil, parents: ["public.item"])
    public static let text = UTType(identifier: "public.text", extension: nil, mime: nil, parents: ["public.data", "public.content"])
    public static let plainText = UTType(identifier: "public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text"])
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", extension: "txt", mime: "text/plain", parents: ["public.plain-text"])
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", extension: "csv", mime: "text/csv", parents: ["public.plain-text"])
    public static let json = UTType(identifier: "public.json", extension: "json", mime: "application/json", parents: ["public.text"])
    public static let html = UTType(identifier: "public.html", extension: "html", mime: "text/html", parents: ["public.text"])
    public static let xml = UTType(identifier: "public.xml", extension: "xml", mime: "application/xml", parents: ["public.text"])
    public static let rtf = UTType(identifier: "public.rtf", extension: "rtf", mime: "text/rtf", parents: ["public.text"])
    public static let rtfd = UTType(identifier: "com.apple.rtfd", extension: "rtfd", mime: nil, parents: ["public.text"])
    public static let flatRTFD = UTType(identifier: "com.apple.flat-rtfd", extension: "rtfd", mime: nil, parents: ["public.data"])
    public static let url = UTType(identifier: "public.url", extension: nil, mime: nil, parents: ["public.data"])
    public static let fileURL = UTType(identifier: "public.file-url", extension: nil, mime: nil, parents: ["public.url"])
    public static let image = UTType(identifier: "public.image", extension: nil, mime: nil, parents: ["public.data", "public.content"])
    public static let png = UTType(identifier: "public.png", extension: "png", mime: "image/png", parents: ["public.image"])
    public static let jpeg = UTType(identifier: "public.jpeg", extension: "jpeg", mime: "image/jpeg", parents: ["public.image"])
    public static let heic = UTType(identifier: "public.heic", extension: "heic", mime: "image/heic", parents: ["public.image"])
    public static let gif = UTType(identifier: "com.compuserve.gif", extension: "gif", mime: "image/gif", parents: ["public.image"])
    public static let webP = UTType(identifier: "org.webmproject.webp", extension: "webp", mime: "image/webp", parents: ["public.image"])
    public static let svg = UTType(identifier: "public.svg-image", extension: "svg", mime: "image/svg+xml", parents: ["public.image", "public.xml"])
    public static let pdf = UTType(identifier: "com.adobe.pdf", extension: "pdf", mime: "application/pdf", parents: ["public.data", "public.content"])
    public static let zip = UTType(identifier: "public.zip-archive", extension: "zip", mime: "application/zip", parents: ["public.data"])
    public static let propertyList = UTType(identifier: "com.apple.property-list", extension: "plist", mime: nil, parents: ["public.data"])
    public static let movie = UTType(identifier: "public.movie", extension: nil, mime: nil, parents: ["public.data", "public.content"])
    public static let audio = UTType(identifier: "public.audio", extension: nil, mime: nil, parents: ["public.data", "public.content"])

    private static let known: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .commaSeparatedText, .json, .html, .xml,
                                          .url, .fileURL, .image, .png, .jpeg, .heic, .gif, .webP, .svg, .pdf, .zip, .propertyList, .movie, .audio]
}
