import Foundation
import WidgetryGraphics

/// `gallery.json`: the machine-readable record of a gallery folder — every image with its cell, findings,
/// tap targets and pixel hash, and the run's check report. `gallery --compare` and `merge --gallery` read it;
/// docs/report-schema.md ("Gallery manifest") documents it.
///
/// Keys are sorted and entries come in run order, so two galleries of the same run (one machine, or shards
/// merged) are the same bytes.
public struct GalleryManifest: Sendable, Codable {
    /// The format's version: raised when a field changes meaning or goes (adding one does not), so readers
    /// refuse a manifest they would misread.
    public var schemaVersion: Int
    /// Pixels per point of the images.
    public var scale: Double
    /// For a gallery written with `--shard i/n`, which shard; `nil` for a whole run (or a merged one).
    public var shard: Shard?
    /// The images, in run order (``GalleryEntry/position``).
    public var entries: [GalleryEntry]
    /// The check report of the cells the gallery rendered (including cells that drew nothing).
    public var report: CheckReport
    /// Images that could not be written, as "path: why", sorted.
    public var imageErrors: [String]
    /// The fonts and library versions the images were drawn with; absent in galleries from before the field.
    /// `gallery --compare` warns, naming the difference, when the base gallery's differs.
    public var renderProfile: RenderFingerprint?

    /// The version this Widgetry writes and reads.
    public static let currentSchemaVersion = 1
    /// The manifest's file name in a gallery folder.
    public static let fileName = "gallery.json"

    /// Shard `index` of `count`, as `--shard index/count`.
    public struct Shard: Sendable, Codable, Hashable {
        /// 1-based.
        public var index: Int
        /// How many shards the run was split into.
        public var count: Int

        /// A shard.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// A manifest of the current version.
    public init(scale: Double, shard: Shard? = nil, entries: [GalleryEntry], report: CheckReport, imageErrors: [String] = [],
                renderProfile: RenderFingerprint? = nil) {
        schemaVersion = Self.currentSchemaVersion
        self.scale = scale
        self.shard = shard
        self.entries = entries
        self.report = report
        self.imageErrors = imageErrors
        self.renderProfile = renderProfile
    }

    /// The manifest as JSON: pretty-printed, keys sorted.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Writes `gallery.json` into `folder`.
    public func write(to folder: URL) throws {
        try json().write(to: folder.appendingPathComponent(Self.fileName), options: .atomic)
    }

    /// Reads the manifest of the gallery in `folder`. Errors name the folder and end with `fix`, what the
    /// caller's user should run (the base revision's gallery for a comparison, shards for a merge).
    public static func read(from folder: URL, fix: String) throws -> GalleryManifest {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw GalleryError("no gallery folder at '\(folder.path)'", fix: fix)
        }
        let file = folder.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw GalleryError("'\(folder.path)' has no \(fileName) (not a gallery, or one written before galleries had a manifest)", fix: fix)
        }
        // The version first, so a newer manifest is refused by its number rather than by whichever field
        // changed.
        struct Version: Decodable { var schemaVersion: Int }
        let version: Int
        do { version = try JSONDecoder().decode(Version.self, from: data).schemaVersion } catch {
            throw GalleryError("'\(file.path)' is not a gallery manifest (\(Self.reason(error)))", fix: fix)
        }
        guard version <= currentSchemaVersion else {
            throw GalleryError("'\(file.path)' has schema version \(version), newer than this Widgetry reads (\(currentSchemaVersion))",
                               fix: "read it with the Widgetry that wrote it, or write both galleries with the same one")
        }
        do { return try JSONDecoder().decode(GalleryManifest.self, from: data) } catch {
            throw GalleryError("'\(file.path)' is not a gallery manifest (\(Self.reason(error)))", fix: fix)
        }
    }

    /// A decoding error in a sentence: the field path and what was wrong, not Foundation's whole dump.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func at(_ path: [any CodingKey]) -> String { path.isEmpty ? "" : " at \(path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))" }
        switch error {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)'\(at(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription + at(context.codingPath)
        @unknown default: return "\(error)"
        }
    }
}
