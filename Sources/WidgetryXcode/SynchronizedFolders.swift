import Foundation

/// A target's members from Xcode 16 synchronized folders (`PBXFileSystemSynchronizedRootGroup`,
/// objectVersion 77). A folder the target lists in `fileSystemSynchronizedGroups` gives it every file
/// under it except the paths of the folder's exception set for that target; a folder the target does
/// not list gives it exactly the paths of such a set (how Xcode records "also in target X").
struct SynchronizedFolders {
    let graph: ObjectGraph
    let tree: GroupTree

    /// Adds the members of `target` from synchronized folders to `files`.
    func add(for target: PBXObject, into files: inout FileSet) throws {
        let owned = try graph.references("fileSystemSynchronizedGroups", of: target)
        let ownedIDs = Set(owned.map(\.id))
        for group in owned {
            guard let root = tree.url(of: group) else { continue }
            let excluded = try exceptionPaths(of: group, for: target)
            for entry in try entries(of: group, under: root) where !Self.matches(entry.relativePath, excluded) {
                add(entry, of: group, into: &files)
            }
        }
        for group in graph.objects(isa: "PBXFileSystemSynchronizedRootGroup") where !ownedIDs.contains(group.id) {
            let included = try exceptionPaths(of: group, for: target)
            guard !included.isEmpty, let root = tree.url(of: group) else { continue }
            for entry in try entries(of: group, under: root) where Self.matches(entry.relativePath, included) {
                add(entry, of: group, into: &files)
            }
        }
    }

    private func add(_ entry: FolderScanner.Entry, of group: PBXObject, into files: inout FileSet) {
        guard entry.isFolder else { return files.addSynchronized(entry.url) }
        switch FileKind(url: entry.url) {
        case .assetCatalog:
            files.assetCatalogs.insert(entry.url)
            return
        case .dataModel:
            // A Core Data model in the folder (or named by another target's folder exception, as a widget shares the
            // app's model): Xcode generates its entity classes for the target.
            files.dataModels.insert(entry.url)
            return
        default:
            break
        }
        if group.strings("explicitFolders").contains(entry.relativePath) {
            // A folder marked "as folder" is copied whole under its own name, like a folder reference.
            let inner = (try? FolderScanner().entries(under: entry.url)) ?? []
            files.resources += inner.map { BundleResource(bundlePath: entry.url.lastPathComponent + "/" + $0.relativePath, url: $0.url) }
        } else {
            files.resources.append(BundleResource(flattened: entry.url))
        }
    }

    /// The folder's files, with its "explicit folders" kept whole rather than descended into.
    private func entries(of group: PBXObject, under root: URL) throws -> [FolderScanner.Entry] {
        let explicitFolders = Set(group.strings("explicitFolders").map(Self.trimmed))
        return try FolderScanner { explicitFolders.contains($0) ? .whole : .descend }.entries(under: root)
    }

    /// The `membershipExceptions` of the folder's exception sets for `target`, relative to the folder.
    private func exceptionPaths(of group: PBXObject, for target: PBXObject) throws -> [String] {
        try graph.references("exceptions", of: group)
            .filter { $0.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0.string("target") == target.id }
            .flatMap { $0.strings("membershipExceptions") }
            .map(Self.trimmed)
    }

    /// Whether `path` is one of `paths` or inside one of them (an exception may name a folder).
    private static func matches(_ path: String, _ paths: [String]) -> Bool {
        paths.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    private static func trimmed(_ path: String) -> String {
        path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
}
