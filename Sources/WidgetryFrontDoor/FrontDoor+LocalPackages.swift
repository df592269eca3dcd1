import Foundation
import WidgetryXcode

extension FrontDoor {
    /// `target` (and the frameworks it depends on) with each local Swift package whose used libraries import Apple
    /// modules taken out of its packages, and those libraries' targets returned as the front door's own modules
    /// (``LocalPackageManifest/frontDoorModules(of:)``), with one line per package saying so.
    ///
    /// SwiftPM builds a package for Linux, where `import SwiftUI` (or `Combine`, `UIKit`, …) fails and `#if os(iOS)`
    /// is false; Xcode builds it for iOS. A package that imports no Apple module, or that has a target the front door
    /// cannot compile (binary, C-family, a dependency it cannot place), stays a package for SwiftPM to build.
    static func compilingLocalPackagesAsModules(_ target: inout TargetSources) -> (modules: [TargetSources], notes: [String]) {
        var frameworks: [TargetSources] = []
        return compilingLocalPackagesAsModules(&target, frameworks: &frameworks)
    }

    /// ``compilingLocalPackagesAsModules(_:)`` over the whole graph: `target`, `frameworks` (`--module` folders and
    /// modules found in the repository), what they depend on, and the converted packages themselves, with each of
    /// `checkouts` (`--package-path`) standing in for the remote package of its identity wherever the graph names it.
    ///
    /// A converted package's own dependencies are settled as the widget's are: a remote one a checkout stands in for is
    /// that checkout, and a local one (a checkout, or `.package(path: "../Core")`) is converted in turn when it imports
    /// Apple modules, so its modules join the front door's and the package that used it imports them. A package is
    /// converted, too, when a package it uses is: SwiftPM cannot build a package whose dependency is one of the front
    /// door's modules. What stays a package keeps its checkout, which stands in at the root for SwiftPM (a root
    /// package's path dependency takes the place of a dependency's URL of the same identity).
    /// Returns the converted modules not already in `frameworks` (they are appended to it too). `manifests` keeps the
    /// manifests read, for a caller that settles the graph again after adding to it.
    ///
    /// A package converted for one of its products is converted for every product the graph uses (a package's library
    /// `Apollo` reaches URLSession, its `ApolloAPI` does not): left to SwiftPM for the other, it would be needed both as the
    /// front door's modules and as a package, and a package that depends on it by URL (a repository's own API package)
    /// could not be resolved once its checkout is compiled as modules. The graph is settled again until no more folders join.
    @discardableResult
    static func compilingLocalPackagesAsModules(_ target: inout TargetSources, frameworks: inout [TargetSources],
                                                checkouts: [PackageDependency] = [],
                                                manifests: LocalPackageManifest.Cache = .init()) -> (modules: [TargetSources], notes: [String]) {
        var forced: Set<URL> = []
        while true {
            var settledTarget = target, settledFrameworks = frameworks
            let settled = settlingLocalPackages(&settledTarget, frameworks: &settledFrameworks, checkouts: checkouts, manifests: manifests,
                                                converting: forced)
            if settled.convertedFolders.isSubset(of: forced) || forced.count > 64 {
                target = settledTarget
                frameworks = settledFrameworks
                return (settled.modules, settled.notes)
            }
            forced.formUnion(settled.convertedFolders)
        }
    }

    /// One settling of the graph (``compilingLocalPackagesAsModules(_:frameworks:checkouts:manifests:)``); every package of
    /// `forced` folders is converted whatever its imports.
    private static func settlingLocalPackages(_ target: inout TargetSources, frameworks: inout [TargetSources], checkouts: [PackageDependency],
                                              manifests: LocalPackageManifest.Cache, converting forced: Set<URL>)
        -> (modules: [TargetSources], notes: [String], convertedFolders: Set<URL>) {
        var modules: [TargetSources] = []
        var notes: [String] = []
        // Per package reference (folder and products): its converted modules (checkouts substituted), or nil to leave it to SwiftPM.
        var decided: [String: [TargetSources]?] = [:]
        // Said once, when a package's modules first join (settling the graph again finds the same packages again).
        var pendingNotes: [String: String] = [:]
        var convertedFolders: Set<URL> = []
        var known = Set(RepositoryModuleFinder.flattened(frameworks).map(\.moduleName))

        func manifest(at folder: URL) -> LocalPackageManifest? { manifests.manifest(at: folder) }
        /// The modules `package` (a local one) is compiled as, or nil when SwiftPM builds it.
        func conversion(of package: PackageDependency, visiting: Set<URL>) -> [TargetSources]? {
            guard case .local(let folder) = package.source, !visiting.contains(folder) else { return nil }
            let key = folder.path + "\n" + package.products.sorted().joined(separator: ",")
            if let done = decided[key] { return done }
            guard let manifest = manifest(at: folder) else { decided[key] = .some(nil); return nil }
            let libraries = package.products.compactMap { product in manifest.libraries.first { $0.name == product } }
            guard libraries.count == package.products.count else { decided[key] = .some(nil); return nil }
            let converted = libraries.map(manifest.frontDoorModules(of:))
            guard !converted.contains(where: { $0 == nil }) else {
                decided[key] = .some(nil)
                // Left to SwiftPM, which cannot compile Objective-C here: said before the build fails inside the package.
                let objectiveC = libraries.flatMap(manifest.objectiveCFiles(of:))
                if let first = objectiveC.first {
                    notes.append("widgetry: warning: the package \(folder.path) has \(objectiveC.count) Objective-C source file(s) (\(first.lastPathComponent), …) in \(package.products.joined(separator: ", ")), which Swift on Linux cannot compile: its build will fail. Guard the widget's imports of it with `#if canImport(\(package.products.first ?? "Module"))` … `#endif` (false here, true on a device), or check the widget without that package")
                }
                return nil
            }
            var found = converted.compactMap { $0 }.flatMap { $0 }
            for index in found.indices { PackageOptions.substituting(checkouts, in: &found[index]) }
            let apple = LocalPackageManifest.appleImports(of: found)
            let usesConverted = RepositoryModuleFinder.flattened(found).flatMap(\.packages).contains { used in
                conversion(of: used, visiting: visiting.union([folder])) != nil
            }
            guard !apple.isEmpty || usesConverted || forced.contains(folder) else { decided[key] = .some(nil); return nil }
            let names = RepositoryModuleFinder.flattened(found).map(\.moduleName)
            if !apple.isEmpty, LocalPackageManifest.buildsOnLinux(found) {
                // Written for Linux too: its Apple imports are all behind `#if`s Linux decides against.
                found = LocalPackageManifest.decidingConditionsForLinux(found)
                let foundation = apple.filter { $0.hasPrefix("Foundation's ") }
                pendingNotes[key] = foundation.isEmpty
                    ? "widgetry: the package \(folder.path) imports \(apple.joined(separator: ", ")) only behind `#if`s a Linux build leaves out; its targets (\(names.joined(separator: ", "))) are compiled by the front door with Linux's answers to `#if`, the code its authors build on Linux"
                    : "widgetry: the package \(folder.path) uses \(foundation.joined(separator: ", ")), which Linux's Foundation lacks; its targets (\(names.joined(separator: ", "))) are compiled by the front door against Widgetry's Foundation, with Linux's answers to `#if` (the code its authors build on Linux)"
            } else {
                let why = !apple.isEmpty ? "imports \(apple.joined(separator: ", ")), which SwiftPM cannot build on Linux"
                    : usesConverted ? "uses a package compiled so" : "is compiled so for another of its libraries"
                pendingNotes[key] = "widgetry: the local package \(folder.path) \(why); its targets (\(names.joined(separator: ", "))) are compiled as the widget's code is, against Widgetry, as `--module NAME=DIR` would"
            }
            decided[key] = .some(found)
            convertedFolders.insert(folder)
            return found
        }
        /// `sources` and what it depends on with their converted packages taken out; the packages' modules join `modules`.
        func convert(_ sources: inout TargetSources) {
            PackageOptions.substituting(checkouts, in: &sources)
            for index in sources.dependencies.indices { convert(&sources.dependencies[index]) }
            sources.packages = sources.packages.filter { package in
                guard let found = conversion(of: package, visiting: []) else { return true }
                if case .local(let folder) = package.source, found.contains(where: { !known.contains($0.moduleName) }) {
                    let key = folder.path + "\n" + package.products.sorted().joined(separator: ",")
                    if let note = pendingNotes.removeValue(forKey: key) { notes.append(note) }
                }
                // A package several modules use is converted once (the planner keeps one module of a name).
                for module in found where !known.contains(module.moduleName) {
                    known.formUnion(RepositoryModuleFinder.flattened([module]).map(\.moduleName))
                    modules.append(module)
                }
                return false
            }
        }
        convert(&target)
        for index in frameworks.indices { convert(&frameworks[index]) }
        // The converted modules' own packages are settled as well; converting one can add more modules behind it.
        var next = 0
        while next < modules.count {
            // Converted outside the array: converting appends to it (an access to `modules[next]` would overlap).
            var module = modules[next]
            convert(&module)
            modules[next] = module
            next += 1
        }
        // A checkout linked for no product (only the root's path dependency, ``PackageOptions/narrowing(_:named:importedBy:)``)
        // goes when it is compiled as modules: SwiftPM would load it beside the modules of the same names.
        func droppingConverted(_ sources: inout TargetSources) {
            sources.packages.removeAll { package in
                guard case .local(let folder) = package.source else { return false }
                return package.products.isEmpty && package.modules.isEmpty && convertedFolders.contains(folder)
            }
            for index in sources.dependencies.indices { droppingConverted(&sources.dependencies[index]) }
        }
        droppingConverted(&target)
        frameworks += modules
        for index in frameworks.indices { droppingConverted(&frameworks[index]) }
        return (modules, notes, convertedFolders)
    }
}
