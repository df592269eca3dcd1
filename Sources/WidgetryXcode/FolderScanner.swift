import Foundation

/// Lists the files under a folder on disk, as Xcode's synchronized folders and `--sources` see them:
/// hidden items are left out and package folders (`.xcassets`, `.bundle`, …) are one entry each.
struct FolderScanner: Sendable {
    /// A file, or a folder kept whole, with its path relative to the scanned folder.
    struct Entry: Sendable, Equatable {
        let url: URL
        let relativePath: String
        let isFolder: Bool
    }

    /// What to do with a folder met while scanning.
    enum FolderTreatment: Sendable {
        case descend
        case skip
        /// Reported as one entry, not descended into.
        case whole
    }

    /// Decides for each folder below the root (given its relative path); packages it would descend into are kept whole.
    var treatment: @Sendable (_ relativePath: String) -> FolderTreatment = { _ in .descend }

    /// The entries under `root`, sorted by relative path; a file given as the root is its one entry (a shared model
    /// file passed on its own, `--sources App/Model/Item.swift`). Throws when `root` does not exist.
    func entries(under root: URL) throws -> [Entry] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw XcodeProjectError.directoryNotFound(root)
        }
        guard isFolder.boolValue else { return [Entry(url: root.standardizedFileURL, relativePath: root.lastPathComponent, isFolder: false)] }
        // A package folder given itself (`Model.xcdatamodeld`, `Assets.xcassets`) is one entry, as met inside a folder.
        if FileKind.isPackage(folderName: root.lastPathComponent) {
            return [Entry(url: root.standardizedFileURL, relativePath: root.lastPathComponent, isFolder: true)]
        }
        var entries: [Entry] = []
        var visited: Set<String> = []
        walk(root.standardizedFileURL, prefix: "", into: &entries, visited: &visited)
        return entries.sorted { $0.relativePath < $1.relativePath }
    }

    private func walk(_ folder: URL, prefix: String, into entries: inout [Entry], visited: inout Set<String>) {
        // A symbolic link back up the tree would otherwise be followed forever.
        guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
        // An unreadable subfolder is left out, as Xcode leaves it out of a synchronized folder.
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let relativePath = prefix.isEmpty ? name : prefix + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                entries.append(Entry(url: url, relativePath: relativePath, isFolder: false))
                continue
            }
            var treatment = self.treatment(relativePath)
            if case .descend = treatment, FileKind.isPackage(folderName: name) { treatment = .whole }
            switch treatment {
            case .descend: walk(url, prefix: relativePath, into: &entries, visited: &visited)
            case .skip: continue
            case .whole: entries.append(Entry(url: url, relativePath: relativePath, isFolder: true))
            }
        }
    }
}
