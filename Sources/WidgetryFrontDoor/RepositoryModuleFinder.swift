import Foundation
import WidgetryXcode

/// Finds a module the widget's files import, that nobody supplied, where Xcode finds it: in the repository
/// the project lives in. Xcode builds every project and local package of a workspace together, and resolves
/// every package the project refers to, so a widget can import a framework of another project of its
/// workspace, a library of a local package, or a product another target of its project uses, without its own
/// target naming it.
///
/// Looked in, in order: the project's package references (a product any of its targets uses, a local
/// package's libraries); the project's own framework and static-library targets (an app-linked framework the widget
/// imports, which Xcode builds first; with `--sources`, those of the projects beside the folders); the projects it
/// holds in its groups (sub-projects); each workspace the project is in
/// (beside or above it, or listing it) — its other projects' framework and static-library targets, and its local
/// packages; without a workspace, every local package of the repository (``RepositoryFolder/packageFolders()``).
final class RepositoryModuleFinder {
    /// Where a module was found.
    enum Source: Equatable {
        /// A framework or static-library target of another project, read as the widget's own frameworks are.
        case target(TargetSources, project: URL)
        /// A Swift package; `products` holds the product to link, `modules` the module when it is another of
        /// the product's targets; `libraries` are a local package's library products (empty for a remote one),
        /// so a module whose package is already linked through another of its products needs nothing more.
        case package(PackageDependency, libraries: [LocalPackageManifest.Library])
        /// A local package's library whose targets import Apple modules, compiled as the front door's own modules
        /// (``LocalPackageManifest/frontDoorModules(of:)``), each with the package targets it depends on.
        case packageModules([TargetSources], package: URL)
    }

    /// A module found, where, and how to say so.
    struct Finding: Equatable {
        var module: String
        var source: Source
        /// Where it came from, for a person: "the library product X of the local package at DIR (listed in W.xcworkspace)".
        var origin: String
        /// The command-line option that would supply it explicitly.
        var option: String
    }

    /// The widget's project, when the code is a project's target.
    let project: URL?
    /// The repository searched.
    let repository: RepositoryFolder
    /// The workspaces the project (or the first folder of sources) is in.
    let workspaces: [XcodeWorkspace]
    /// The `--sources` folders, near which the projects that build them are looked for.
    let sourceFolders: [URL]
    /// The projects read, shared with the front door's other rules.
    private let projects: ProjectCache
    private var manifests: [URL: LocalPackageManifest?] = [:]
    private var repositoryPackages: [URL]?
    /// Why a manifest or project could not be read, each once, for the error and the log.
    private(set) var unreadable: [String] = []

    /// A finder for the code at `project`, else in `sources` (the first folder anchors the search).
    init(project: URL?, sources: [URL], projects: ProjectCache = ProjectCache()) {
        self.project = project?.standardizedFileURL
        self.projects = projects
        self.sourceFolders = sources.map(\.standardizedFileURL).filter { $0.pathExtension != "swift" }
        let anchor = (project ?? sources.first ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        self.repository = RepositoryFolder(containing: anchor)
        self.workspaces = XcodeWorkspace.enclosing(anchor, in: repository)
    }

    /// The places searched, for the error that lists what is still missing (`missing`), and the folders named
    /// after a missing module that hold a project generator's manifest (Tuist's `Project.swift`, XcodeGen's
    /// `project.yml`): a checkout holds those instead of the projects they write.
    func searched(missing: [String]) -> [String] {
        let manifests = ["Project.swift", "project.yml"]
        let generated = repository.folders(named: { missing.contains($0) }).compactMap { folder -> String? in
            guard let manifest = manifests.first(where: { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) else { return nil }
            let sources = folder.appendingPathComponent("Sources")
            let hint = FileManager.default.fileExists(atPath: sources.path) ? ", or pass --module \(folder.lastPathComponent)=\(sources.path)" : ""
            return "\(relative(folder)) holds a project generator's manifest (\(manifest)), not a project: generate the project (`tuist generate`, `xcodegen`) and point --project at it\(hint)"
        }
        // A folder named like the module, holding Swift files and no manifest: most likely the module's own code (a
        // framework target's folder), which `--sources` alone does not make a module.
        let plain = repository.folders(named: { missing.contains($0) }).compactMap { folder -> String? in
            let fileManager = FileManager.default
            guard !(manifests + ["Package.swift"]).contains(where: { fileManager.fileExists(atPath: folder.appendingPathComponent($0).path) }),
                  let code = [folder.appendingPathComponent("Sources"), folder].first(where: Self.holdsSwiftFiles) else { return nil }
            return "\(relative(folder)) holds Swift files: if it is that module's code, pass --module \(folder.lastPathComponent)=\(code.path)"
        }
        // A compiled framework named like the module (`Frameworks/Clock.xcframework`): Xcode links it; nothing here can.
        let binary = repository.folders(named: { name in
            ["xcframework", "framework"].contains((name as NSString).pathExtension) && missing.contains((name as NSString).deletingPathExtension)
        }).map { folder in
            let name = folder.deletingPathExtension().lastPathComponent
            return "\(relative(folder)) is a compiled framework: its code is built for Apple's platforms and cannot be linked here; put `import \(name)` and the code that uses it under `#if canImport(\(name))`, or pass --module \(name)=DIR with its Swift sources"
        }
        return searchedPlaces + generated + plain + binary
    }

    /// Whether `folder` holds a Swift file anywhere below it.
    private static func holdsSwiftFiles(_ folder: URL) -> Bool {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { return true }
        }
        return false
    }

    private var searchedPlaces: [String] {
        var places: [String] = []
        if let project {
            places.append("the package references of \(project.lastPathComponent)")
            let subprojects = self.project(at: project)?.referencedProjects() ?? []
            if !subprojects.isEmpty { places.append("its sub-projects [\(subprojects.map(relative).joined(separator: ", "))]") }
        }
        for workspace in workspaces {
            let others = workspace.projects.filter { $0 != project }
            let absent = others.filter { !FileManager.default.fileExists(atPath: $0.appendingPathComponent("project.pbxproj").path) }
            let projects = others.filter { !absent.contains($0) }.map(relative)
            let packages = workspace.folders.filter(Self.isPackage).map(relative)
            places.append("\(relative(workspace.url)): projects [\(projects.joined(separator: ", "))], local packages [\(packages.joined(separator: ", "))]")
            // CocoaPods writes Pods/Pods.xcodeproj at `pod install`; Tuist and XcodeGen write the other projects a
            // workspace lists from manifests a checkout holds instead.
            let pods = absent.filter { $0.pathComponents.contains("Pods") }
            let generated = absent.filter { !$0.pathComponents.contains("Pods") }
            if !pods.isEmpty {
                places.append("  \(pods.map(relative).joined(separator: ", ")) is not in the checkout: CocoaPods writes it at `pod install`; install the pods, or pass --module NAME=DIR for each pod's module")
            }
            if !generated.isEmpty {
                let names = generated.prefix(5).map(relative).joined(separator: ", ") + (generated.count > 5 ? ", …" : "")
                places.append("  \(generated.count) project\(generated.count == 1 ? "" : "s") it lists \(generated.count == 1 ? "is" : "are") not in the checkout (\(names)): a generator such as Tuist (Project.swift) or XcodeGen (project.yml) writes them; generate them, or pass --module NAME=DIR for each module")
            }
        }
        if workspaces.isEmpty {
            places.append("the local packages (folders with a Package.swift) under \(repository.root.path): \(packagesOfRepository().count)")
        }
        return places + unreadable
    }

    /// Where `module` is, or nil when none of the places holds it.
    func find(_ module: String) -> Finding? {
        if let project, let found = findInPackageReferences(of: project, module) { return found }
        // A framework another target of the same project builds (the app links it; the widget only imports it): Xcode
        // builds it first into the shared products folder, where the widget's `import` finds it.
        if let project, let found = findLibraryTarget(module, in: project, place: "built by the same project") { return found }
        if project == nil {
            for url in FrontDoor.nearbyProjects(of: sourceFolders) {
                if let found = findLibraryTarget(module, in: url, place: "the project beside the --sources folders") { return found }
            }
        }
        if let project, let found = findInSubprojects(of: project, module) { return found }
        for workspace in workspaces {
            if let found = findInWorkspace(workspace, module) { return found }
        }
        if workspaces.isEmpty {
            for folder in packagesOfRepository() {
                if let found = findInPackage(at: folder, module, listedIn: "in the repository") { return found }
            }
        }
        return nil
    }

    private func findInPackageReferences(of project: URL, _ module: String) -> Finding? {
        guard let xcode = self.project(at: project) else { return nil }
        for package in xcode.packageReferences() {
            switch package.source {
            case .remote(let url, _):
                // A remote package's libraries are known only by the products the project's targets use.
                if let product = package.products.first(where: { $0 == module || $0.replacingOccurrences(of: "-", with: "_") == module }) {
                    var used = package
                    used.products = [product]
                    return Finding(module: module, source: .package(used, libraries: []),
                                   origin: "the product \(used.products[0]) of the package \(url), which \(project.lastPathComponent) refers to",
                                   option: "--package \(url)@VERSION (or --package-path a checkout)")
                }
            case .local(let folder):
                if let found = findInPackage(at: folder, module, listedIn: "which \(project.lastPathComponent) refers to") { return found }
            }
        }
        return nil
    }

    /// A framework target of a project the widget's project holds in its groups (a sub-project).
    private func findInSubprojects(of project: URL, _ module: String) -> Finding? {
        guard let xcode = self.project(at: project) else { return nil }
        for url in xcode.referencedProjects() where url != project {
            if let found = findLibraryTarget(module, in: url, place: "a sub-project of \(project.lastPathComponent)") { return found }
        }
        return nil
    }

    private func findLibraryTarget(_ module: String, in url: URL, place: String) -> Finding? {
        // A target with no Swift files (a C or Objective-C library) has no module the front door can compile.
        guard let other = self.project(at: url), let target = other.libraryTarget(providingModule: module), !target.swiftFiles.isEmpty else { return nil }
        let folder = RepositoryModuleFinder.commonFolder(of: target.swiftFiles)
        return Finding(module: module, source: .target(target, project: url),
                       origin: "the \(target.name) target of \(relative(url)) (\(place))",
                       option: "--module \(module)=\(folder.path)")
    }

    private func findInWorkspace(_ workspace: XcodeWorkspace, _ module: String) -> Finding? {
        let listed = "listed in \(relative(workspace.url))"
        for url in workspace.projects where url != project {
            if let found = findLibraryTarget(module, in: url, place: listed) { return found }
        }
        for folder in workspace.folders where Self.isPackage(folder) {
            if let found = findInPackage(at: folder, module, listedIn: listed) { return found }
        }
        return nil
    }

    private func findInPackage(at folder: URL, _ module: String, listedIn place: String) -> Finding? {
        guard LocalPackageManifest.mayDeclare(module, packageAt: folder), let manifest = manifest(at: folder) else { return nil }
        guard let library = manifest.library(offering: module) else {
            guard let remote = manifest.remotePackage(offering: module) else { return nil }
            return Finding(module: module, source: .package(remote, libraries: []),
                           origin: "the product \(module) of \(remote.location), a dependency of the local package \(relative(folder)) (\(place))",
                           option: "--package \(remote.location)@VERSION (or --package-path a checkout)")
        }
        let what = library.name == module ? "the library \(module)" : "the module \(module) of the library \(library.name)"
        // SwiftPM cannot build a package whose code imports SwiftUI on Linux; the front door compiles such a library's
        // targets itself, as Xcode compiles them for iOS.
        if let modules = manifest.frontDoorModules(of: library), Self.moduleNames(of: modules).contains(module) {
            let apple = LocalPackageManifest.appleImports(of: modules)
            if !apple.isEmpty {
                let closure = Self.moduleNames(of: modules)
                let targets = manifest.targets.filter { closure.contains($0.name) }
                var caveats: [String] = []
                if targets.contains(where: \.usesPlugins) { caveats.append("its build tool plugins are not run, so files they generate are missing") }
                // `Bundle.module` is generated (the main bundle; the package's catalogs are handed to the process).
                return Finding(module: module, source: .packageModules(modules, package: folder),
                               origin: "\(what) of the local package \(relative(folder)) (\(place)); its targets (\(closure.joined(separator: ", "))) import \(apple.joined(separator: ", ")), so they are compiled as the widget's code is, against Widgetry\(caveats.isEmpty ? "" : "; " + caveats.joined(separator: "; "))",
                               option: Self.flattened(modules).map { "--module \($0.moduleName)=\(RepositoryModuleFinder.commonFolder(of: $0.swiftFiles).path)" }.joined(separator: " "))
            }
        }
        var package = PackageDependency(source: .local(folder.standardizedFileURL), products: [library.name])
        if library.name != module { package.modules = [module] }
        return Finding(module: module, source: .package(package, libraries: manifest.libraries),
                       origin: "\(what) of the local package \(relative(folder)) (\(place))", option: "--package-path \(folder.path)")
    }

    private func project(at url: URL) -> XcodeProject? {
        // A project the checkout lacks is counted with its workspace (``searched(missing:)``), not as unreadable.
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("project.pbxproj").path) else { return nil }
        do {
            return try projects.project(at: url)
        } catch {
            let reason = "\(relative(url)) could not be read: \(error)"
            if !unreadable.contains(reason) { unreadable.append(reason) }
            return nil
        }
    }

    private func manifest(at folder: URL) -> LocalPackageManifest? {
        if let cached = manifests[folder] { return cached }
        var read: LocalPackageManifest?
        do { read = try LocalPackageManifest.load(at: folder) } catch { unreadable.append("\(relative(folder))/Package.swift could not be read: \(error)") }
        manifests[folder] = read
        return read
    }

    private func packagesOfRepository() -> [URL] {
        if let repositoryPackages { return repositoryPackages }
        let found = repository.packageFolders()
        repositoryPackages = found
        return found
    }

    private static func isPackage(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    }

    /// `url`'s path from the repository's root, or its full path outside it.
    private func relative(_ url: URL) -> String {
        let prefix = repository.root.path.hasSuffix("/") ? repository.root.path : repository.root.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }

    /// `modules` and the modules they depend on, in dependency order, each once.
    static func flattened(_ modules: [TargetSources]) -> [TargetSources] {
        var all: [TargetSources] = []
        func add(_ module: TargetSources) {
            module.dependencies.forEach(add)
            if !all.contains(where: { $0.moduleName == module.moduleName }) { all.append(module) }
        }
        modules.forEach(add)
        return all
    }

    /// The names of `modules` and of the modules they depend on, in dependency order, each once.
    static func moduleNames(of modules: [TargetSources]) -> [String] {
        flattened(modules).map(\.moduleName)
    }

    /// The deepest folder holding every file (a target's folder, for `--module NAME=DIR`).
    static func commonFolder(of files: [URL]) -> URL {
        GeneratedPackagePlanner.commonFolder(of: files)
    }
}
