import Foundation

/// A file an intent parameter holds, as Intents' `INFile`: its data, name and type, or a URL to it.
open class INFile: NSObject, @unchecked Sendable {
    /// The file's contents.
    public let data: Data
    /// The file's name.
    public let filename: String
    /// The file's uniform type identifier, if known.
    public let typeIdentifier: String?
    /// Where the file is, if it is on disk.
    public let fileURL: URL?

    /// A file of `data`.
    public init(data: Data, filename: String, typeIdentifier: String?) {
        self.data = data; self.filename = filename; self.typeIdentifier = typeIdentifier; fileURL = nil
    }

    /// A file at `fileURL` (read when asked for its data).
    public init(fileURL: URL, filename: String?, typeIdentifier: String?) {
        self.fileURL = fileURL
        self.data = (try? Data(contentsOf: fileURL)) ?? Data()
        self.filename = filename ?? fileURL.lastPathComponent
        self.typeIdentifier = typeIdentifier
    }
}
