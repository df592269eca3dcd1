import Foundation

/// Maps a request path under `/assets/` to a file inside the widget's asset folder, and to nothing else.
///
/// Each segment is percent-decoded on its own and refused if it is empty, `.` or `..`, hidden, or still
/// holds a separator or NUL after decoding (`%2e%2e`, `%2f`, `%00`); the joined path is then resolved
/// through symbolic links and must still lie inside the folder. Only image and asset-catalog files are
/// served.
struct AssetFolderResolver: Sendable {
    /// The folder served.
    let root: URL
    /// File types served, with their content types.
    static let contentTypes = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "json": "application/json"]

    /// The file and content type for `segments` (the raw path after `/assets/`), or `nil`.
    func resolve(_ rawSegments: [Substring]) -> (url: URL, contentType: String)? {
        guard !rawSegments.isEmpty else { return nil }
        var url = root
        for raw in rawSegments {
            guard let segment = raw.removingPercentEncoding, !segment.isEmpty, segment != ".", segment != "..",
                  !segment.hasPrefix("."), !segment.contains("/"), !segment.contains("\\"), !segment.contains("\0") else { return nil }
            url.appendPathComponent(segment)
        }
        guard let type = Self.contentTypes[url.pathExtension.lowercased()] else { return nil }
        let base = root.resolvingSymlinksInPath().standardizedFileURL.path
        let real = url.resolvingSymlinksInPath().standardizedFileURL.path
        guard real.hasPrefix(base.hasSuffix("/") ? base : base + "/") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return (URL(fileURLWithPath: real), type)
    }
}
