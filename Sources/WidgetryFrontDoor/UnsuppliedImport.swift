import Foundation

/// An `import` of a module that no module of the build, Swift package, Widgetry facade or toolchain module
/// supplies: where it is, and which of the build's modules the file belongs to.
public struct UnsuppliedImport: Sendable, Hashable, CustomStringConvertible {
    /// The user's file.
    public var file: URL
    /// The line of the `import`.
    public var line: Int
    /// The module imported.
    public var module: String
    /// The module the file is compiled in (the widget extension's, or a framework's).
    public var importer: String

    /// An import as given.
    public init(file: URL, line: Int, module: String, importer: String) {
        self.file = file
        self.line = line
        self.module = module
        self.importer = importer
    }

    /// The Swift package whose `Sources/` folder holds `file` (the folder with its `Package.swift`), or nil for a file of
    /// the widget's own folders.
    static func packageRoot(of file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path.count > 1 {
            if folder.lastPathComponent == "Sources" || folder.lastPathComponent == "Tests" {
                let root = folder.deletingLastPathComponent()
                if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { return root }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// `/path/File.swift:3: import Charts`.
    public var description: String { "\(file.path):\(line): import \(module)" }
}
