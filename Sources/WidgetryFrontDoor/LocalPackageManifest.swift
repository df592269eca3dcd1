import Foundation
import WidgetryXcode

/// A local Swift package's manifest as SwiftPM evaluates it (`swift package dump-package`, which reads the
/// manifest without fetching its dependencies): its library products and the targets each holds.
struct LocalPackageManifest: Sendable {
    /// A library product: what another package or an Xcode target links, and whose targets' modules it imports.
    struct Library: Sendable, Equatable {
        var name: String
        var targets: [String]
    }

    /// A target of the package, as far as the front door reads it.
    struct Target: Sendable, Equatable {
        var name: String
        /// `regular`, `executable`, `test`, `binary`, `system`, `plugin`, `macro`.
        var type: String
        /// Its folder, from the manifest's `path:` or SwiftPM's default (`Sources/NAME`).
        var folder: URL
        /// The names its dependencies give: a target of the package, or a product of another package.
        var dependencies: [(name: String, package: String?)]
        /// Whether it uses build tool plugins (their generated files are made only by SwiftPM).
        var usesPlugins: Bool
        /// Whether it declares resources (reached through the `Bundle.module` SwiftPM generates).
        var hasResources: Bool
        /// Files and folders the manifest leaves out of the target (`exclude:`, relative to its folder), made absolute.
        var excluded: [URL] = []

        static func == (left: Target, right: Target) -> Bool {
            left.name == right.name && left.type == right.type && left.folder == right.folder
                && left.dependencies.map(\.name) == right.dependencies.map(\.name) && left.dependencies.map(\.package) == right.dependencies.map(\.package)
                && left.usesPlugins == right.usesPlugins && left.hasResources == right.hasResources && left.excluded == right.excluded
        }

        /// Whether `file` is in the target: not under one of the paths the manifest excludes.
        func includes(_ file: URL) -> Bool {
            let path = file.standardizedFileURL.path
            return !excluded.contains { path == $0.path || path.hasPrefix($0.path + "/") }
        }
    }

    /// The package's folder.
    var folder: URL
    /// The package's library products, in the manifest's order.
    var libraries: [Library]
    /// The remote packages it depends on, by identity (the URL's last component, lowercased, without `.git`).
    var remotePackages: [String: PackageDependency.Source] = [:]
    /// The local packages it depends on by path (`.package(path: "../Core")`), by identity (the folder's name, lowercased),
    /// each `.local` with its folder made absolute.
    var pathPackages: [String: PackageDependency.Source] = [:]
    /// The package's targets, in the manifest's order.
    var targets: [Target] = []
    /// The products of other packages its targets use, with the identity of the package named
    /// (`.product(name:package:)`), or nil for a bare name (`"Alamofire"`, which SwiftPM looks up among every
    /// dependency's products).
    var productsUsed: [(product: String, package: String?)] = []

    /// Manifests read once each (`dump-package` takes a second or more): nil for one that does not load.
    final class Cache {
        private var read: [URL: LocalPackageManifest?] = [:]

        init() {}

        /// The manifest of the package at `folder`, read on first use.
        func manifest(at folder: URL) -> LocalPackageManifest? {
            if let done = read[folder] { return done }
            let manifest = try? LocalPackageManifest.load(at: folder)
            read[folder] = .some(manifest)
            return manifest
        }
    }

    /// The manifest of the package at `folder`. Throws ``PackageOptions/Problem`` when there is no
    /// `Package.swift` or SwiftPM cannot evaluate it, and ``FrontDoorError/cannotRun(_:)`` without a toolchain.
    static func load(at folder: URL) throws -> LocalPackageManifest {
        let manifest = folder.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw PackageOptions.Problem(description: "\(folder.path): no Package.swift there; point at the package's folder (a clone of its repository)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
        process.environment = SwiftBuildEnvironment.stable(ProcessInfo.processInfo.environment)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw FrontDoorError.cannotRun("swift package dump-package (\(error.localizedDescription))") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PackageOptions.Problem(description: "\(folder.path): its manifest does not load (\(message.trimmingCharacters(in: .whitespacesAndNewlines)))")
        }
        return try LocalPackageManifest(folder: folder.standardizedFileURL, dumpedJSON: data)
    }

    /// The manifest `dump-package` printed as JSON.
    init(folder: URL, dumpedJSON data: Data) throws {
        struct Manifest: Decodable {
            struct Product: Decodable {
                let name: String
                let targets: [String]?
                let type: [String: JSONValue]
            }
            let products: [Product]
        }
        enum JSONValue: Decodable {
            case other
            init(from decoder: any Decoder) throws { self = .other }
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: data)
        self.folder = folder
        self.libraries = manifest.products.filter { $0.type.keys.contains("library") }.map { Library(name: $0.name, targets: $0.targets ?? []) }
        // The dependencies' shapes vary by kind, so they are read untyped.
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        for dependency in object["dependencies"] as? [[String: Any]] ?? [] {
            if let local = (dependency["fileSystem"] as? [[String: Any]])?.first, let identity = local["identity"] as? String,
               let path = local["path"] as? String {
                let source = PackageDependency.Source.local(URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL)
                pathPackages[identity.lowercased()] = source
                // `.package(name: "Core", path: …)`: a bare `"Core"` in a target's dependencies names it by that name.
                if let name = local["nameForTargetDependencyResolutionOnly"] as? String { pathPackages[name.lowercased()] = source }
                continue
            }
            guard let control = (dependency["sourceControl"] as? [[String: Any]])?.first, let identity = control["identity"] as? String,
                  let location = control["location"] as? [String: Any],
                  let url = ((location["remote"] as? [[String: Any]])?.first?["urlString"] as? String) else { continue }
            let source = PackageDependency.Source.remote(url: url, requirement: Self.requirement(control["requirement"] as? [String: Any] ?? [:]))
            remotePackages[identity.lowercased()] = source
            // `.package(name: "Tagged", url: ".../swift-tagged", …)` (tools 5.3): targets name its product `"Tagged"` alone,
            // which SwiftPM resolves through this name, not the identity.
            if let name = control["nameForTargetDependencyResolutionOnly"] as? String, remotePackages[name.lowercased()] == nil {
                remotePackages[name.lowercased()] = source
            }
        }
        for target in object["targets"] as? [[String: Any]] ?? [] {
            var dependencies: [(name: String, package: String?)] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let product = dependency["product"] as? [Any], let name = product.first as? String {
                    let package = (product.count > 1 ? product[1] as? String : nil)?.lowercased()
                    productsUsed.append((name, package))
                    dependencies.append((name, package))
                } else if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
                    productsUsed.append((name, nil))
                    dependencies.append((name, nil))
                } else if let named = dependency["target"] as? [Any], let name = named.first as? String {
                    dependencies.append((name, nil))
                }
            }
            guard let name = target["name"] as? String else { continue }
            let type = target["type"] as? String ?? "regular"
            let path = (target["path"] as? String).map { folder.appendingPathComponent($0).standardizedFileURL }
                ?? Self.defaultFolder(of: name, type: type, in: folder)
            targets.append(Target(name: name, type: type, folder: path, dependencies: dependencies,
                                  usesPlugins: !((target["pluginUsages"] as? [Any]) ?? []).isEmpty,
                                  hasResources: !((target["resources"] as? [Any]) ?? []).isEmpty,
                                  excluded: ((target["exclude"] as? [String]) ?? []).map { path.appendingPathComponent($0).standardizedFileURL }))
        }
    }

    /// Where SwiftPM looks for a target without a `path:`: `Sources/NAME` (or `Source`, `src`, `srcs`), `Tests/NAME` for tests.
    private static func defaultFolder(of name: String, type: String, in folder: URL) -> URL {
        let roots = type == "test" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        let candidates = roots.map { folder.appendingPathComponent($0).appendingPathComponent(name) }
        return (candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]).standardizedFileURL
    }

    /// The first version of the next major release (`2.0.0` after `1.4.2`), the bound `from:` implies.
    static func nextMajor(after version: String) -> String {
        let major = Int(version.split(separator: ".").first ?? "") ?? 0
        return "\(major + 1).0.0"
    }

    /// A `dump-package` requirement (`{"range": [{"lowerBound": "1.0.0", …}]}`, `{"exact": ["1.2.0"]}`, …).
    private static func requirement(_ json: [String: Any]) -> PackageDependency.Requirement {
        if let range = (json["range"] as? [[String: Any]])?.first, let lower = range["lowerBound"] as? String {
            // `"1.0.0"..<"5.0.0"` allows more than `from: "1.0.0"`: with the bound kept, the version another package
            // of the graph needs (Widgetry's own swift-crypto 4) still satisfies it.
            if let upper = range["upperBound"] as? String, upper != Self.nextMajor(after: lower) { return .range(from: lower, to: upper) }
            return .upToNextMajor(from: lower)
        }
        if let exact = (json["exact"] as? [String])?.first { return .exact(exact) }
        if let branch = (json["branch"] as? [String])?.first { return .branch(branch) }
        if let revision = (json["revision"] as? [String])?.first { return .revision(revision) }
        return .upToNextMajor(from: "0.0.1")
    }

    /// The remote package one of the manifest's targets uses the product `module` of, as Xcode lets a target
    /// that links the local package import it (the modules of a package's dependencies are built beside it). A
    /// bare product name is taken to be the product of the dependency of the same identity, as it nearly always is;
    /// so is a module named after a dependency no target uses.
    func remotePackage(offering module: String) -> PackageDependency? {
        for used in productsUsed where used.product == module || used.product.replacingOccurrences(of: "-", with: "_") == module {
            let identity = used.package ?? used.product.lowercased()
            if let source = remotePackages[identity] { return PackageDependency(source: source, products: [used.product]) }
        }
        // A dependency no target names (Tuist's `Tuist/Package.swift` lists the packages its projects use, with no
        // targets of its own): the product named after the package, as `--package URL@VERSION` assumes too.
        if let source = remotePackages[module.lowercased()] { return PackageDependency(source: source, products: [module]) }
        return nil
    }

    /// A manifest as given.
    init(folder: URL, libraries: [Library]) {
        self.folder = folder
        self.libraries = libraries
    }

    /// The library a file that imports `module` links: the product of that name, else the first library
    /// holding a target of that name (a product bundling several modules, as `MySDK` holding `MyCore` and `MyUI`).
    func library(offering module: String) -> Library? {
        libraries.first { $0.name == module || $0.name.replacingOccurrences(of: "-", with: "_") == module }
            ?? libraries.first { $0.targets.contains(module) }
    }

    /// Whether the manifest's text could declare `module`: it names it as a string literal. A cheap test
    /// before evaluating the manifest, which takes a second or more; a name the manifest builds from parts
    /// is missed (the import then stays unsupplied and the error says where the front door looked).
    static func mayDeclare(_ module: String, packageAt folder: URL) -> Bool {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return false }
        return text.contains("\"\(module)\"")
    }
}
