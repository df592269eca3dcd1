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
        var modules: [TargetSources] = []
        var notes: [String] = []
        var manifests: [URL: LocalPackageManifest?] = [:]
        func convert(_ sources: inout TargetSources) {
            for index in sources.dependencies.indices { convert(&sources.dependencies[index]) }
            sources.packages = sources.packages.filter { package in
                guard case .local(let folder) = package.source else { return true }
                if manifests[folder] == nil { manifests[folder] = .some(try? LocalPackageManifest.load(at: folder)) }
                guard let manifest = manifests[folder] ?? nil else { return true }
                let libraries = package.products.compactMap { product in manifest.libraries.first { $0.name == product } }
                guard libraries.count == package.products.count else { return true }
                let converted = libraries.map(manifest.frontDoorModules(of:))
                guard !converted.contains(where: { $0 == nil }) else { return true }
                let found = converted.compactMap { $0 }.flatMap { $0 }
                let apple = LocalPackageManifest.appleImports(of: found)
                guard !apple.isEmpty else { return true }
                // A package both the target and a framework use is converted once (the planner keeps one module of a name).
                guard !modules.contains(where: { Set(found.map(\.moduleName)).contains($0.moduleName) }) else { return false }
                modules += found
                let names = RepositoryModuleFinder.flattened(found).map(\.moduleName)
                notes.append("widgetry: the local package \(folder.path) imports \(apple.joined(separator: ", ")), which SwiftPM cannot build on Linux; its targets (\(names.joined(separator: ", "))) are compiled as the widget's code is, against Widgetry, as `--module NAME=DIR` would")
                return false
            }
        }
        convert(&target)
        return (modules, notes)
    }
}
