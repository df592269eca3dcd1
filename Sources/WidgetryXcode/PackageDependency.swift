import Foundation

/// A Swift package a target uses products of, as an Xcode project records it (a remote package with its
/// version rule, or a local package folder), or as the command line adds it.
public struct PackageDependency: Sendable, Hashable {
    /// Where the package comes from.
    public enum Source: Sendable, Hashable {
        /// A repository URL and the versions allowed.
        case remote(url: String, requirement: Requirement)
        /// A package folder on this machine.
        case local(URL)
    }

    /// Which versions of a remote package are allowed, as Xcode's package requirement kinds.
    public enum Requirement: Sendable, Hashable {
        case upToNextMajor(from: String)
        case upToNextMinor(from: String)
        case exact(String)
        case range(from: String, to: String)
        case branch(String)
        case revision(String)
    }

    /// Where the package comes from.
    public var source: Source
    /// The products the target uses.
    public var products: [String]
    /// Modules the products hold that are not named as a product (a product's other targets, as the package's
    /// manifest lists them), which files may import too. Empty when only the product names are known.
    public var modules: [String] = []

    /// A package and the products used from it.
    public init(source: Source, products: [String]) {
        self.source = source
        self.products = products
    }

    /// The package's identity, as SwiftPM names it in `.product(name:package:)`: the last path component
    /// of its URL or folder, lowercased, without `.git`.
    public var identity: String {
        let last: String
        switch source {
        case .remote(let url, _): last = url.split(separator: "/").last.map(String.init) ?? url
        case .local(let folder): last = folder.standardizedFileURL.lastPathComponent
        }
        return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
    }

    /// How the package is named to a user: its URL or folder.
    public var location: String {
        switch source {
        case .remote(let url, _): url
        case .local(let folder): folder.path
        }
    }
}

extension TargetResolver {
    /// The Swift packages whose products `target` uses (`packageProductDependencies`), grouped by package
    /// in the order first used. A product of a package defined in another project is left out.
    func packageDependencies(of target: PBXObject) throws -> [PackageDependency] {
        var packages: [PackageDependency] = []
        for product in try graph.references("packageProductDependencies", of: target) {
            guard let name = product.string("productName") else { continue }
            // Xcode writes a package's own plugins as "plugin:Name"; they are not linked.
            guard !name.hasPrefix("plugin:") else { continue }
            let source: PackageDependency.Source
            if let reference = try graph.reference("package", of: product) {
                guard let referenced = self.source(of: reference) else { continue }
                source = referenced
            } else if let folder = localPackageFolder(declaring: name) {
                // A product with no package reference: Xcode finds it in a package folder added to the project's
                // groups (a folder reference holding a Package.swift, as projects made with Xcode 11 and 12 do).
                source = .local(folder)
            } else {
                continue
            }
            if let index = packages.firstIndex(where: { $0.source == source }) {
                if !packages[index].products.contains(name) { packages[index].products.append(name) }
            } else {
                packages.append(PackageDependency(source: source, products: [name]))
            }
        }
        return packages
    }

    /// The package folder, among the folder references in the project's groups, whose `Package.swift` declares
    /// a product named `product` (its manifest names it in a `.library(name:`); else the one of that name.
    private func localPackageFolder(declaring product: String) -> URL? {
        let folders = graph.objects(isa: "PBXFileReference")
            .filter { ["folder", "wrapper"].contains($0.string("lastKnownFileType") ?? "") }
            .compactMap(tree.url(of:))
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
            .sorted { $0.path < $1.path }
        let pattern = #"\.library\(\s*name:\s*""# + NSRegularExpression.escapedPattern(for: product) + "\""
        let declaring = folders.first { folder in
            guard let manifest = try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) else { return false }
            return manifest.range(of: pattern, options: .regularExpression) != nil
        }
        return declaring ?? folders.first { $0.lastPathComponent == product }
    }

    /// Where a package reference (`XCRemoteSwiftPackageReference`, `XCLocalSwiftPackageReference`) points.
    func source(of reference: PBXObject) -> PackageDependency.Source? {
        switch reference.isa {
        case "XCRemoteSwiftPackageReference":
            guard let url = reference.string("repositoryURL") else { return nil }
            let rule = reference.fields["requirement"]?.dictionary ?? [:]
            let minimum = rule["minimumVersion"]?.string ?? "0.0.1"
            let requirement: PackageDependency.Requirement
            switch rule["kind"]?.string {
            case "upToNextMinorVersion": requirement = .upToNextMinor(from: minimum)
            case "exactVersion": requirement = .exact(rule["version"]?.string ?? minimum)
            case "versionRange": requirement = .range(from: minimum, to: rule["maximumVersion"]?.string ?? minimum)
            case "branch": requirement = .branch(rule["branch"]?.string ?? "main")
            case "revision": requirement = .revision(rule["revision"]?.string ?? "")
            default: requirement = .upToNextMajor(from: minimum)
            }
            return .remote(url: url, requirement: requirement)
        case "XCLocalSwiftPackageReference":
            guard let path = reference.string("relativePath") ?? reference.string("path") else { return nil }
            let folder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : tree.sourceRoot.appendingPathComponent(path)
            return .local(folder.standardizedFileURL)
        default:
            return nil
        }
    }
}
