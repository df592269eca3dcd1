import Foundation

/// An Xcode project (`App.xcodeproj`) read as data: its targets, and for each the Swift files,
/// compilation conditions and resources needed to compile it and check its widgets on any machine.
///
/// Both ways Xcode records a target's files are read: file references in build phases (resolved
/// through the group tree) and Xcode 16 synchronized folders (`objectVersion` 77).
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public var url: URL
    /// The project's targets, in the order Xcode lists them.
    public var targets: [XcodeTarget]
    /// The project's build configuration names (e.g. "Debug", "Release").
    public var configurations: [String]

    private let graph: ObjectGraph
    private let tree: GroupTree

    /// Reads the project at `projectURL`: the `.xcodeproj` folder (its `project.pbxproj` file is accepted too).
    /// Throws ``XcodeProjectError`` when the file cannot be read or is not a well-formed project.
    public init(contentsOf projectURL: URL) throws {
        var url = projectURL.standardizedFileURL
        if url.lastPathComponent == "project.pbxproj" { url.deleteLastPathComponent() }
        let file = url.appendingPathComponent("project.pbxproj")
        if !FileManager.default.fileExists(atPath: file.path), url.pathExtension != "xcodeproj" {
            throw XcodeProjectError.cannotRead(
                file: file, reason: "No such file or directory; pass the .xcodeproj folder itself (e.g. MyApp.xcodeproj), not the folder holding it")
        }
        let graph = try ObjectGraph(contentsOf: file)
        var sourceRoot = url.deletingLastPathComponent()
        if let projectDir = graph.project.string("projectDirPath"), !projectDir.isEmpty {
            sourceRoot = projectDir.hasPrefix("/") ? URL(fileURLWithPath: projectDir) : sourceRoot.appendingPathComponent(projectDir)
        }
        self.url = url
        self.graph = graph
        self.tree = GroupTree(graph: graph, sourceRoot: sourceRoot.standardizedFileURL)
        self.targets = try graph.references("targets", of: graph.project).map { target in
            XcodeTarget(
                name: target.string("name") ?? target.id, productType: target.string("productType"),
                productName: target.string("productName"), isWidgetExtension: Self.looksLikeWidgetExtension(target, in: graph))
        }
        let configurationList = try graph.reference("buildConfigurationList", of: graph.project)
        self.configurations = try configurationList.map { try graph.references("buildConfigurations", of: $0) }?.compactMap { $0.string("name") } ?? []
    }

    /// What compiling the target named `name` takes, with build settings from its `configuration`.
    /// Throws ``XcodeProjectError/noSuchTarget(name:project:available:)`` for an unknown name,
    /// ``XcodeProjectError/noSuchConfiguration(name:target:available:)`` for an unknown configuration,
    /// and other ``XcodeProjectError``s for files that cannot be read and dangling references.
    /// With no `configuration`, "Debug" (what Xcode's Run uses) when the target has one, else the target's
    /// default configuration, as Xcode falls back to it.
    public func sources(ofTarget name: String, configuration: String? = nil) throws -> TargetSources {
        let candidates = try graph.references("targets", of: graph.project)
        guard let target = candidates.first(where: { $0.string("name") == name }) else {
            throw XcodeProjectError.noSuchTarget(name: name, project: url, available: targets.map(\.name))
        }
        return try TargetResolver(graph: graph, tree: tree, projectURL: url)
            .sources(of: target, configuration: configuration ?? "Debug", strict: configuration != nil)
    }

    /// The heuristic behind ``XcodeTarget/isWidgetExtension``. Dangling references are left for
    /// ``sources(ofTarget:configuration:)`` to report; listing targets should not fail on them.
    private static func looksLikeWidgetExtension(_ target: PBXObject, in graph: ObjectGraph) -> Bool {
        guard target.string("productType") == "com.apple.product-type.app-extension" else { return false }
        if (target.string("name") ?? "").localizedCaseInsensitiveContains("widget") { return true }
        let phases = (try? graph.references("buildPhases", of: target)) ?? []
        return phases.filter { $0.isa == "PBXFrameworksBuildPhase" }.contains { phase in
            ((try? graph.references("files", of: phase)) ?? []).contains { buildFile in
                let reference = (try? graph.reference("fileRef", of: buildFile)) ?? nil
                let path = reference?.string("path") ?? reference?.string("name") ?? ""
                return (path as NSString).lastPathComponent == "WidgetKit.framework"
            }
        }
    }
}

extension XcodeProject {
    /// The project's framework and static-library targets whose module is `moduleName`, read as
    /// ``sources(ofTarget:configuration:)`` reads them; nil when no such target compiles that module.
    /// A target is matched by its module name (`PRODUCT_MODULE_NAME`, else its product name made an identifier).
    public func libraryTarget(providingModule moduleName: String, configuration: String? = nil) -> TargetSources? {
        let resolver = TargetResolver(graph: graph, tree: tree, projectURL: url)
        let candidates = (try? graph.references("targets", of: graph.project)) ?? []
        for target in candidates where TargetResolver.libraryProductTypes.contains(target.string("productType") ?? "") {
            guard let sources = try? resolver.sources(of: target, configuration: configuration ?? "Debug", strict: false) else { continue }
            if sources.moduleName == moduleName { return sources }
        }
        return nil
    }

    /// Every Swift package the project refers to, with the products any of its targets use (a package no
    /// target uses yet has none), grouped by package in the order first met: the packages Xcode resolves for
    /// the whole project, whichever target's files import them.
    public func packageReferences() -> [PackageDependency] {
        let resolver = TargetResolver(graph: graph, tree: tree, projectURL: url)
        var packages: [PackageDependency] = []
        func add(_ package: PackageDependency) {
            if let index = packages.firstIndex(where: { $0.source == package.source }) {
                for product in package.products where !packages[index].products.contains(product) { packages[index].products.append(product) }
            } else {
                packages.append(package)
            }
        }
        for target in (try? graph.references("targets", of: graph.project)) ?? [] {
            ((try? resolver.packageDependencies(of: target)) ?? []).forEach(add)
        }
        for reference in (try? graph.references("packageReferences", of: graph.project)) ?? [] {
            if let source = resolver.source(of: reference) { add(PackageDependency(source: source, products: [])) }
        }
        return packages
    }
}

extension XcodeProject {
    /// The projects this one holds in its groups (sub-projects, `wrapper.pb-project`), which Xcode builds with it
    /// so that its targets link their frameworks; sorted by path. A sub-project the checkout lacks is listed too.
    public func referencedProjects() -> [URL] {
        let references = graph.objects(isa: "PBXFileReference").filter { reference in
            (reference.string("lastKnownFileType") ?? reference.string("explicitFileType")) == "wrapper.pb-project"
                || (reference.string("path") ?? "").hasSuffix(".xcodeproj")
        }
        return Array(Set(references.compactMap(tree.url(of:)).map(\.standardizedFileURL))).sorted { $0.path < $1.path }
    }
}
