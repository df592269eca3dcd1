import Foundation

/// Where the project's file references and groups are on disk. A reference's `path` is relative to
/// what its `sourceTree` says: `<group>` is the enclosing group's folder (walking up to the main
/// group, whose folder is the source root), `SOURCE_ROOT` the source root, `<absolute>` nothing.
struct GroupTree: Sendable {
    /// The folder holding the `.xcodeproj` (moved by the project's `projectDirPath`, which is rarely set).
    let sourceRoot: URL
    private let graph: ObjectGraph
    /// Each group member's enclosing group, by id.
    private let parents: [String: String]

    init(graph: ObjectGraph, sourceRoot: URL) {
        self.graph = graph
        self.sourceRoot = sourceRoot
        var parents: [String: String] = [:]
        for object in graph.objects.values where Self.containers.contains(object.isa) {
            for child in object.strings("children") { parents[child] = object.id }
        }
        self.parents = parents
    }

    /// The file or folder `object` refers to, or nil when it is not on disk here (a product in
    /// `BUILT_PRODUCTS_DIR`, an SDK framework in `SDKROOT`, a reference without a path).
    func url(of object: PBXObject) -> URL? {
        var visited: Set<String> = []
        return resolve(object, visited: &visited)?.standardizedFileURL
    }

    private func resolve(_ object: PBXObject, visited: inout Set<String>) -> URL? {
        // A group listed as its own ancestor is malformed; stop rather than loop.
        guard visited.insert(object.id).inserted else { return nil }
        let path = object.string("path")
        if let path, path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        let base: URL
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            if let parentID = parents[object.id], let parent = graph.objects[parentID] {
                guard let parentURL = resolve(parent, visited: &visited) else { return nil }
                base = parentURL
            } else {
                base = sourceRoot
            }
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            base = sourceRoot
        default:
            return nil
        }
        guard let path, !path.isEmpty else { return base }
        return base.appendingPathComponent(path)
    }

    /// Classes whose `children` are members of a folder-like group.
    private static let containers: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
}
