import Foundation
import WidgetryXcode

extension FrontDoor {
    /// What planning with the repository's modules made: the plan, the frameworks found in other projects
    /// (compiled before the widget, as `--module` folders are), and one line per module found, saying where.
    struct RepositoryPlan {
        var plan: GeneratedPackagePlanner.Plan
        var target: TargetSources
        var frameworks: [TargetSources]
        var found: [String]
    }

    /// Plans the package for `target` and `frameworks`. When files import modules nobody supplied, looks for
    /// them where Xcode would (``RepositoryModuleFinder``: the project's package references, its workspace's
    /// projects and local packages, else the repository's local packages), supplies each one found as the
    /// project's own frameworks and packages are supplied, and plans again — a framework found can import
    /// more — until every import is supplied or nothing more is found. Throws
    /// ``FrontDoorError/unknownImports(_:searched:)`` naming what is still missing and where the search looked.
    /// Each module found is passed to `report` as it is found.
    ///
    /// `checkouts` are the packages of the command line (`--package-path`, `--package`): a module one of them offers is
    /// supplied from it to whichever module imports it (a `--module` framework as well as the widget), before the
    /// repository is searched, and a checkout stands in for the remote package of its identity in whatever the search
    /// finds (a local package's dependency by URL); local packages found that import Apple modules are compiled as the
    /// widget's code is (``compilingLocalPackagesAsModules(_:frameworks:checkouts:)``).
    static func planSupplyingRepositoryModules(
        planner: GeneratedPackagePlanner, target: TargetSources, frameworks: [TargetSources], project: URL?, sources: [URL],
        checkouts: [PackageDependency] = [], folder: URL, widgetryPackage: URL, buildFolder: URL?, projects: ProjectCache = ProjectCache(),
        report: (String) -> Void = { _ in }
    ) throws -> RepositoryPlan {
        var target = target, frameworks = frameworks
        var finder: RepositoryModuleFinder?
        var tried: Set<String> = []
        var found: [String] = []
        let manifests = LocalPackageManifest.Cache()
        /// The command line's package offering `module`, with the library to link, or nil.
        func checkout(offering module: String) -> (package: PackageDependency, libraries: [LocalPackageManifest.Library])? {
            for package in checkouts {
                if case .local(let folder) = package.source {
                    guard let manifest = manifests.manifest(at: folder), let library = manifest.library(offering: module) else { continue }
                    var used = PackageDependency(source: package.source, products: [library.name])
                    if library.name != module { used.modules = [module] }
                    return (used, manifest.libraries)
                } else if let product = package.products.first(where: { $0 == module || $0.replacingOccurrences(of: "-", with: "_") == module }) {
                    return (PackageDependency(source: package.source, products: [product]), [])
                }
            }
            return nil
        }
        while true {
            let missing: [UnsuppliedImport]
            do {
                let plan = try planner.plan(target: target, frameworks: frameworks, folder: folder, widgetryPackage: widgetryPackage, buildFolder: buildFolder)
                return RepositoryPlan(plan: plan, target: target, frameworks: frameworks, found: found)
            } catch FrontDoorError.unknownImports(let imports, _) {
                missing = imports
            }
            let search = finder ?? RepositoryModuleFinder(project: project, sources: sources, projects: projects)
            finder = search
            var supplied = false
            var modules: [String] = []
            for unsupplied in missing where !modules.contains(unsupplied.module) { modules.append(unsupplied.module) }
            for module in modules where tried.insert(module).inserted {
                // A package named on the command line is the widget's, as a package the app's project links is: any of its
                // modules imports it from there (a framework given as `--module` has no package references of its own).
                if let (package, libraries) = checkout(offering: module) {
                    for importer in Set(missing.filter { $0.module == module }.map(\.importer)) {
                        if supply(package, libraries: libraries, toModule: importer, in: &target) { continue }
                        for index in frameworks.indices where supply(package, libraries: libraries, toModule: importer, in: &frameworks[index]) { break }
                    }
                    supplied = true
                    found.append("widgetry: import \(module) is the product \(package.products[0]) of \(package.location), given on the command line")
                    report(found[found.count - 1])
                    continue
                }
                guard let finding = search.find(module) else { continue }
                switch finding.source {
                case .target(let sources, _):
                    frameworks.append(sources)
                case .packageModules(let modules, _):
                    frameworks += modules
                case .package(let package, let libraries):
                    for importer in Set(missing.filter { $0.module == module }.map(\.importer)) {
                        if supply(package, libraries: libraries, toModule: importer, in: &target) { continue }
                        for index in frameworks.indices where supply(package, libraries: libraries, toModule: importer, in: &frameworks[index]) { break }
                    }
                }
                supplied = true
                // Reported as found, before planning again: a later import still missing must not hide where these came from.
                found.append("widgetry: import \(module) found in the repository: \(finding.origin); supplied as `\(finding.option)` would")
                report(found[found.count - 1])
            }
            if !supplied { throw FrontDoorError.unknownImports(missing, searched: search.searched(missing: modules)) }
            // What was found uses packages too: a checkout stands in for a remote one, and a local one importing Apple
            // modules (or a converted checkout) joins the front door's modules, as the widget's own packages did.
            for note in compilingLocalPackagesAsModules(&target, frameworks: &frameworks, checkouts: checkouts, manifests: manifests).notes {
                found.append(note)
                report(note)
            }
        }
    }

    /// Adds `package` to the module named `module` (`sources` or one of its dependencies); false when there is
    /// no such module. When that module already links the package through a product holding the module (a
    /// package's static and dynamic products share their targets), only the module is recorded: linking both
    /// would compile the package's code twice into the widget.
    static func supply(_ package: PackageDependency, libraries: [LocalPackageManifest.Library], toModule module: String,
                       in sources: inout TargetSources) -> Bool {
        if sources.moduleName == module {
            sources.packages = adding(package, libraries: libraries, to: sources.packages)
            return true
        }
        for index in sources.dependencies.indices where supply(package, libraries: libraries, toModule: module, in: &sources.dependencies[index]) {
            return true
        }
        return false
    }

    /// `packages` with `package` merged in (by source).
    static func adding(_ package: PackageDependency, libraries: [LocalPackageManifest.Library], to packages: [PackageDependency]) -> [PackageDependency] {
        var packages = packages
        guard let index = packages.firstIndex(where: { $0.source == package.source }) else { return packages + [package] }
        let wanted = Set(package.modules + package.products)
        let linked = libraries.filter { packages[index].products.contains($0.name) }
        if linked.contains(where: { !wanted.isDisjoint(with: $0.targets + [$0.name]) }) {
            packages[index].modules += (package.modules + package.products).filter { !packages[index].modules.contains($0) }
        } else {
            packages[index].products += package.products.filter { !packages[index].products.contains($0) }
            packages[index].modules += package.modules.filter { !packages[index].modules.contains($0) }
        }
        return packages
    }
}
