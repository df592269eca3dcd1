/// A file format ``DisplayListRenderer`` writes.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// A bitmap at the requested scale.
    case png
    /// Vector drawing; the document size is points × scale pixels.
    case svg
    /// Vector drawing; the page size is points × scale PDF points.
    case pdf

    /// The format for a file extension such as "png" or "PDF" (case-insensitive), or `nil`.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
