extension TargetResolver {
    /// The framework and library targets of this project that `target` depends on (its
    /// `PBXTargetDependency`s) or links (its frameworks phase naming another target's product), in
    /// that order, each once. Apps, extensions and bundles are left out: a target depends on those to
    /// embed them, not to import their module. Dependencies on other projects and on Swift package
    /// products are not targets of this project and are left out too.
    func libraryDependencies(of target: PBXObject) throws -> [PBXObject] {
        var found: [PBXObject] = []
        for dependency in try graph.references("dependencies", of: target) {
            if let other = try graph.reference("target", of: dependency) {
                found.append(other)
            } else if let proxy = try graph.reference("targetProxy", of: dependency),
                      proxy.string("containerPortal") == graph.project.id,
                      let id = proxy.string("remoteGlobalIDString"), let other = graph.objects[id] {
                found.append(other)
            }
        }
        let productOwners = Dictionary(
            graph.objects(isa: "PBXNativeTarget").compactMap { owner in owner.string("productReference").map { ($0, owner) } },
            uniquingKeysWith: { first, _ in first })
        for phase in try graph.references("buildPhases", of: target) where phase.isa == "PBXFrameworksBuildPhase" {
            for buildFile in try graph.references("files", of: phase) {
                if let reference = try graph.reference("fileRef", of: buildFile), let owner = productOwners[reference.id] { found.append(owner) }
            }
        }
        var seen: Set<String> = [target.id]
        return found.filter { Self.libraryProductTypes.contains($0.string("productType") ?? "") && seen.insert($0.id).inserted }
    }

    /// The product types whose module another target imports.
    static let libraryProductTypes: Set<String> = [
        "com.apple.product-type.framework",
        "com.apple.product-type.framework.static",
        "com.apple.product-type.library.static",
        "com.apple.product-type.library.dynamic",
    ]
}
