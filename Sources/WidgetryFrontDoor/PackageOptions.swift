import Foundation
import WidgetryXcode

/// Swift packages named on the command line: `--package-path DIR` (a checkout, its products read from its
/// manifest) and `--package URL@VERSION` (fetched by SwiftPM; its product is named after the repository).
public enum PackageOptions {
    /// What is wrong with a package option.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The package at `folder`, using every library product it declares (`swift package dump-package`).
    public static func localPackage(at folder: URL) throws -> PackageDependency {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw Problem(description: "--package-path \(folder.path): no Package.swift there; point it at the package's folder (a clone of its repository)")
        }
        let manifest: LocalPackageManifest
        do { manifest = try LocalPackageManifest.load(at: folder) } catch let problem as Problem {
            throw Problem(description: "--package-path " + problem.description)
        }
        return PackageDependency(source: .local(folder.standardizedFileURL), products: manifest.libraries.map(\.name))
    }

    /// `URL@VERSION` (`https://github.com/onevcat/Kingfisher@8.1.0`): up to the next major version, the
    /// product named after the repository.
    public static func remotePackage(argument: String) throws -> PackageDependency {
        guard let at = argument.lastIndex(of: "@"), argument[argument.index(after: at)...].first?.isNumber == true else {
            throw Problem(description: "--package \(argument): give the version too, as URL@VERSION (e.g. https://github.com/onevcat/Kingfisher@8.1.0)")
        }
        let url = String(argument[..<at]), version = String(argument[argument.index(after: at)...])
        var package = PackageDependency(source: .remote(url: url, requirement: .upToNextMajor(from: version)), products: [])
        let repository = url.split(separator: "/").last.map(String.init) ?? url
        package.products = [repository.hasSuffix(".git") ? String(repository.dropLast(4)) : repository]
        return package
    }

    /// `target`'s packages with `added` merged in: an added local package replaces the target's package of
    /// the same identity (keeping the products the target uses); any other is appended.
    public static func merging(_ added: [PackageDependency], into target: [PackageDependency]) -> [PackageDependency] {
        var packages = target
        for package in added {
            if let index = packages.firstIndex(where: { $0.identity == package.identity }) {
                packages[index].source = package.source
            } else {
                packages.append(package)
            }
        }
        return packages
    }

    /// `packages` (the command line's, merged into the target's by ``merging(_:into:)``) with each checkout the target
    /// does not name (`named`) narrowed to the libraries `files` import by the library's name; the others it keeps with no
    /// product, as the generated package's path dependency only. Xcode builds only the products a target links: linking
    /// every library of a checkout made the front door compile libraries nobody uses (a package's migration tools beside
    /// its runtime), which need more of Apple's API. A checkout the graph does use stays where it stands in (a local
    /// package's dependency by URL), and a module a file imports under another name is supplied when the planner finds
    /// the import unsupplied.
    public static func narrowing(_ packages: [PackageDependency], named: [PackageDependency], importedBy files: [URL]) -> [PackageDependency] {
        let imported = importedModules(in: files)
        return packages.map { package in
            guard case .local = package.source, !named.contains(where: { $0.identity == package.identity }) else { return package }
            var narrowed = package
            narrowed.products = package.products.filter { imported.contains($0) || imported.contains($0.replacingOccurrences(of: "-", with: "_")) }
            return narrowed
        }
    }

    /// The remote packages of `target` that no code can be using: every module its files, its dependencies' and the
    /// frameworks' import is one Widgetry, the toolchain or the project itself provides. When any import is unaccounted
    /// for (a package module named unlike its product), none is called unused.
    static func unusedRemotePackages(of target: TargetSources, frameworks: [TargetSources],
                                     imported: Set<String>? = nil) -> [PackageDependency] {
        let remote = target.packages.filter { if case .remote = $0.source { true } else { false } }
        guard !remote.isEmpty else { return [] }
        let modules = [target] + target.dependencies + frameworks
        let known = GeneratedPackagePlanner.facadeProducts.union(GeneratedPackagePlanner.importReplacements.keys)
            .union(GeneratedPackagePlanner.toolchainModules).union(IOSBuildConfiguration.widgetryModules)
            .union(modules.map(\.moduleName)).union(modules.flatMap(\.packages).filter { !remote.contains($0) }.flatMap(\.products))
        let imported = imported ?? importedModules(in: modules.flatMap(\.swiftFiles))
        return imported.isSubset(of: known) ? remote : []
    }

    /// Checkouts (`--package-path`) that no code can be using: no file of the target, its dependencies or the frameworks
    /// imports a product of theirs, every module those files import is one Widgetry, the toolchain, the project or another
    /// package provides, and no other package declares the checkout as its dependency (each other package is a checkout
    /// whose manifest says so). Xcode links such a package (a crash reporter beside an analytics SDK) into the app or the
    /// extension although no widget file imports it; leaving it out spares building it, and one whose products are Apple
    /// binary frameworks (downloaded `.xcframework`s) could not be resolved on Linux at all. When any import is
    /// unaccounted for, or another package is fetched by URL (its dependencies unknown), none is called unused.
    static func unusedCheckouts(of target: TargetSources, frameworks: [TargetSources], manifests: LocalPackageManifest.Cache,
                                imported: Set<String>? = nil) -> [PackageDependency] {
        let modules = [target] + target.dependencies + frameworks
        let imported = imported ?? importedModules(in: modules.flatMap(\.swiftFiles))
        let candidates = target.packages.filter { package in
            guard case .local = package.source else { return false }
            return !package.products.contains { imported.contains($0) || imported.contains($0.replacingOccurrences(of: "-", with: "_")) }
        }
        guard !candidates.isEmpty else { return [] }
        let others = modules.flatMap(\.packages).filter { package in !candidates.contains { $0.identity == package.identity } }
        let known = GeneratedPackagePlanner.facadeProducts.union(GeneratedPackagePlanner.importReplacements.keys)
            .union(GeneratedPackagePlanner.toolchainModules).union(IOSBuildConfiguration.widgetryModules)
            .union(modules.map(\.moduleName)).union(others.flatMap(\.products))
        guard imported.isSubset(of: known), others.allSatisfy({ if case .local = $0.source { true } else { false } }) else { return [] }
        // A package another kept package depends on stays: without the checkout SwiftPM would fetch it by its URL. Kept
        // candidates bring their own dependencies in turn (Apollo → SQLite.swift → CSQLite, the last only on Linux).
        func dependencies(of package: PackageDependency) -> [String] {
            guard case .local(let folder) = package.source, let manifest = manifests.manifest(at: folder) else { return [] }
            return Array(manifest.remotePackages.keys) + Array(manifest.pathPackages.keys)
        }
        var needed = Set(others.flatMap(dependencies(of:)))
        var unused = candidates
        while let kept = unused.firstIndex(where: { needed.contains($0.identity) }) {
            needed.formUnion(dependencies(of: unused.remove(at: kept)))
        }
        return unused
    }

    /// The modules `files` import (`import X`, `@testable import X`, `import struct X.Y`), read line by line: a module
    /// imported only under a condition counts too.
    static func importedModules(in files: [URL]) -> Set<String> {
        importedModules(inTexts: files.compactMap { try? String(contentsOf: $0, encoding: .utf8) })
    }

    /// The modules the Swift `texts` import, as `importedModules(in:)` reads them.
    static func importedModules(inTexts texts: [String]) -> Set<String> {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        var modules: Set<String> = []
        for text in texts {
            for line in text.split(separator: "\n") where line.contains("import ") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "." || $0 == ";" })
                guard var index = words.firstIndex(of: "import") else { continue }
                index = words.index(after: index)
                if index < words.endIndex, kinds.contains(words[index]) { index = words.index(after: index) }
                if index < words.endIndex { modules.insert(String(words[index])) }
            }
        }
        return modules
    }

    /// `sources` with every package of the same identity as one of `checkouts` replaced by that checkout, in its frameworks
    /// and their frameworks too (nothing is appended): a checkout stands in for the remote package wherever the graph
    /// uses it, as one SwiftPM identity, so a framework's reference to the remote URL beside the checkout's path does not
    /// make the generated manifest name the package twice.
    public static func substituting(_ checkouts: [PackageDependency], in sources: inout TargetSources) {
        let local = checkouts.filter { if case .local = $0.source { true } else { false } }
        guard !local.isEmpty else { return }
        for index in sources.packages.indices {
            if let checkout = local.first(where: { $0.identity == sources.packages[index].identity }) {
                sources.packages[index].source = checkout.source
            }
        }
        for index in sources.dependencies.indices { substituting(local, in: &sources.dependencies[index]) }
    }
}
