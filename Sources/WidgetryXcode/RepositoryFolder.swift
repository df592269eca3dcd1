import Foundation

/// The repository a project lives in, as the place to look for the code Xcode builds beside it (other
/// projects of its workspace, local Swift packages).
///
/// Its root is the nearest folder above the project holding `.git` (a folder, or a file in a submodule or
/// worktree). A checkout without `.git` (an archive download) has no such folder; its root is then the
/// outermost folder above the project that holds what a repository's root does (`.gitignore`, a README or a
/// LICENSE), never the home folder or above it, else the project's own folder.
public struct RepositoryFolder: Sendable, Equatable {
    /// The repository's root folder.
    public var root: URL

    /// Folders never searched: build products, dependency managers' checkouts and caches.
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "node_modules", "DerivedData"]

    /// A repository rooted at `root`.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The repository holding `anchor` (a project, a folder of sources, a file).
    public init(containing anchor: URL) {
        let start = Self.startingFolder(of: anchor.standardizedFileURL)
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        var folder = start
        var marked: URL?
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                self.init(root: folder)
                return
            }
            if folder.path == home { break }
            if Self.looksLikeRepositoryRoot(folder) { marked = folder }
            folder.deleteLastPathComponent()
        }
        self.init(root: marked ?? start)
    }

    /// The folder a search from `anchor` starts in: a project's or a file's folder, or the folder itself.
    static func startingFolder(of anchor: URL) -> URL {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: anchor.path, isDirectory: &isFolder)
        return exists && isFolder.boolValue && anchor.pathExtension != "xcodeproj" ? anchor : anchor.deletingLastPathComponent()
    }

    private static func looksLikeRepositoryRoot(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { name in
            let lower = name.lowercased()
            return lower == ".gitignore" || lower.hasPrefix("readme") || lower.hasPrefix("license") || lower.hasPrefix("licence")
        }
    }

    /// The folders under the root whose name `matches`, sorted by path. Matching folders are not descended
    /// into; hidden folders and ``skippedFolders`` are not searched, nor are the insides of projects.
    public func folders(named matches: (String) -> Bool) -> [URL] {
        var found: [URL] = []
        walk(root) { url, isFolder in
            guard isFolder else { return false }
            if matches(url.lastPathComponent) { found.append(url); return false }
            return !url.lastPathComponent.hasSuffix(".xcodeproj") && !url.lastPathComponent.hasSuffix(".xcworkspace")
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The folders under the root that hold a `Package.swift` (local Swift packages), sorted by path, the
    /// root's own first when it is one. A package's own subfolders are searched too (packages nest).
    public func packageFolders() -> [URL] {
        var found: [URL] = []
        walk(root) { url, isFolder in
            if !isFolder, url.lastPathComponent == "Package.swift" { found.append(url.deletingLastPathComponent()) }
            return isFolder && !url.lastPathComponent.hasSuffix(".xcodeproj") && !url.lastPathComponent.hasSuffix(".xcworkspace")
        }
        return found.sorted { $0.path.count != $1.path.count ? $0.path.count < $1.path.count : $0.path < $1.path }
    }

    /// Calls `visit` for each item below `folder` (not following symbolic links to folders seen before); a
    /// folder is descended into when `visit` returns true.
    private func walk(_ folder: URL, visit: (URL, Bool) -> Bool) {
        var visited: Set<String> = []
        var stack = [folder]
        while let current = stack.popLast() {
            guard visited.insert(current.resolvingSymlinksInPath().path).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: current.path) else { continue }
            for name in names.sorted().reversed() where !name.hasPrefix(".") && !Self.skippedFolders.contains(name) {
                let url = current.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
                if visit(url, isFolder.boolValue), isFolder.boolValue { stack.append(url) }
            }
        }
    }
}
