import Foundation

/// A file or folder held in memory, as Foundation's `FileWrapper` on Apple's platforms (Linux's Foundation lacks it):
/// what SwiftUI's document types read and write. Regular files hold their bytes, folders their children by name.
open class FileWrapper: NSObject, @unchecked Sendable {
    // @unchecked: a wrapper is built and read on one thread, as on Apple's platforms.
    private enum Contents {
        case file(Data)
        case folder([String: FileWrapper])
        case link(URL)
    }

    private var contents: Contents
    /// The name it was read with or last written as.
    open var filename: String?
    /// The name it would like in a folder.
    open var preferredFilename: String?
    /// The file's attributes (kept, not applied).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
        super.init()
    }

    /// A folder holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        contents = .folder(childrenByPreferredName)
        super.init()
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        contents = .link(url)
        super.init()
    }

    /// The file or folder at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
        contents = try Self.read(url)
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        super.init()
    }

    private static func read(_ url: URL) throws -> Contents {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard isFolder.boolValue else { return .file(try Data(contentsOf: url)) }
        var children: [String: FileWrapper] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            children[name] = try FileWrapper(url: url.appendingPathComponent(name))
        }
        return .folder(children)
    }

    /// Whether it is a regular file.
    open var isRegularFile: Bool { if case .file = contents { true } else { false } }
    /// Whether it is a folder.
    open var isDirectory: Bool { if case .folder = contents { true } else { false } }
    /// Whether it is a symbolic link.
    open var isSymbolicLink: Bool { if case .link = contents { true } else { false } }
    /// A regular file's bytes (nil for a folder).
    open var regularFileContents: Data? { if case .file(let data) = contents { data } else { nil } }
    /// A folder's children by name (nil for a file).
    open var fileWrappers: [String: FileWrapper]? { if case .folder(let children) = contents { children } else { nil } }
    /// A link's destination.
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = contents { url } else { nil } }

    /// Adds `child` to a folder under its preferred name; returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .folder(var children) = contents else { fatalError("FileWrapper: addFileWrapper(_:) on a file; only folders hold children") }
        let base = child.preferredFilename ?? child.filename ?? "Untitled"
        var name = base, counter = 2
        while children[name] != nil { name = "\(counter) \(base)"; counter += 1 }
        children[name] = child
        contents = .folder(children)
        return name
    }

    /// Adds a regular file holding `data` to a folder.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .folder(var children) = contents else { return }
        children = children.filter { $0.value !== child }
        contents = .folder(children)
    }

    /// Writes the file or folder to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch contents {
        case .file(let data): try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .link(let destination): try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        case .folder(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children { try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil) }
        }
        filename = url.lastPathComponent
    }

    /// Reads the file or folder again from `url`.
    open func read(from url: URL, options: ReadingOptions = []) throws { contents = try Self.read(url) }

    /// How a wrapper is read, as `FileWrapper.ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// How a wrapper is written, as `FileWrapper.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }
}
