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

    private init(identifier: String, extension: String?, mime: String?) {
        self.identifier = identifier; preferredFilenameExtension = `extension`; preferredMIMEType = mime
    }

    public var description: String { identifier }

    public static let data = UTType(identifier: "public.data", extension: nil, mime: nil)
    public static let text = UTType(identifier: "public.text", extension: nil, mime: nil)
    public static let plainText = UTType(identifier: "public.plain-text", extension: "txt", mime: "text/plain")
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", extension: "txt", mime: "text/plain")
    public static let json = UTType(identifier: "public.json", extension: "json", mime: "application/json")
    public static let url = UTType(identifier: "public.url", extension: nil, mime: nil)
    public static let fileURL = UTType(identifier: "public.file-url", extension: nil, mime: nil)
    public static let image = UTType(identifier: "public.image", extension: nil, mime: nil)
    public static let png = UTType(identifier: "public.png", extension: "png", mime: "image/png")
    public static let jpeg = UTType(identifier: "public.jpeg", extension: "jpeg", mime: "image/jpeg")
    public static let heic = UTType(identifier: "public.heic", extension: "heic", mime: "image/heic")
    public static let gif = UTType(identifier: "com.compuserve.gif", extension: "gif", mime: "image/gif")
    public static let pdf = UTType(identifier: "com.adobe.pdf", extension: "pdf", mime: "application/pdf")
    public static let propertyList = UTType(identifier: "com.apple.property-list", extension: "plist", mime: nil)
    public static let movie = UTType(identifier: "public.movie", extension: nil, mime: nil)
    public static let audio = UTType(identifier: "public.audio", extension: nil, mime: nil)

    private static let known: [UTType] = [.data, .text, .plainText, .utf8PlainText, .json, .url, .fileURL, .image, .png, .jpeg, .heic,
                                          .gif, .pdf, .propertyList, .movie, .audio]
}
