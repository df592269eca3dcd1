import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// A `--package-path` checkout stands in for its remote package everywhere in the graph: in the repository's own local
/// packages (which reach it through each other by path), in the local packages the repository search finds, and in a
/// `--module` framework, which has no package references of its own. The fixtures are small packages written here; no
/// test fetches anything (the remote URLs are `example.invalid`).
@Suite struct PackageCheckoutGraphTests {
    private func temporaryRepository() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-graph-\(UUID().uuidString)")
        // A `.git` folder makes it a repository: the repository search stops at its root.
        try FileManager.default.createDirectory(at: url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return url.standardizedFileURL
    }

    /// A package at `folder` with one library of one target, `name`, whose file is `code`; `dependencies` and
    /// `targetDependencies` are the manifest's text for them.
    private func writePackage(_ name: String, at folder: URL, code: String, dependencies: String = "", targetDependencies: String = "") throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/\(name)"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [\(dependencies)],
                targets: [.target(name: "\(name)", dependencies: [\(targetDependencies)])]
            )
            """.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(code.utf8).write(to: folder.appendingPathComponent("Sources/\(name)/\(name).swift"))
    }

    /// Every package the modules (and what they depend on) still leave to SwiftPM.
    private func packages(of modules: [TargetSources]) -> [PackageDependency] {
        RepositoryModuleFinder.flattened(modules).flatMap(\.packages)
    }

    @Test("The repository's local packages reach a remote package through each other by path: the checkout stands in there, and each package on the way is compiled as the widget's code is")
    func checkoutStandsInBehindPathDependencies() throws {
        let root = try temporaryRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        // The "remote" package, as a checkout: its code imports SwiftUI.
        let checkout = root.appendingPathComponent("checkouts/Preferences")
        try writePackage("Preferences", at: checkout, code: "import SwiftUI\n\npublic struct PreferenceKey { public init() {} }\n")
        // Core uses it by URL and imports nothing of Apple's: SwiftPM could build Core alone, not with Preferences compiled by the front door.
        try writePackage("Core", at: root.appendingPathComponent("Packages/Core"), code: "import Foundation\nimport Preferences\n\npublic let key = PreferenceKey()\n",
                         dependencies: #".package(url: "https://example.invalid/Preferences.git", from: "1.0.0")"#,
                         targetDependencies: #".product(name: "Preferences", package: "Preferences")"#)
        // Feature, the package the widget links, reaches Core by path.
        let feature = root.appendingPathComponent("Packages/Feature")
        try writePackage("Feature", at: feature, code: "import SwiftUI\nimport Core\n\npublic struct Badge: View { public init() {}\n    public var body: some View { Text(\"\\(key)\") }\n}\n",
                         dependencies: #".package(path: "../Core")"#, targetDependencies: #".product(name: "Core", package: "Core")"#)

        let file = root.appendingPathComponent("W/Widget.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("import SwiftUI\nimport Feature\n\nstruct W { let b = Badge() }\n".utf8).write(to: file)
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [file])
        let named = [PackageDependency(source: .local(feature), products: ["Feature"])]
        let local = try PackageOptions.localPackage(at: checkout)
        // As the front door merges the command line's checkouts: the widget does not import Preferences, so it links none of its
        // libraries (the checkout is the root's path dependency only), and goes once Core's use of it is compiled as modules.
        target.packages = PackageOptions.narrowing(PackageOptions.merging([local], into: named), named: named, importedBy: [file])
        #expect(target.packages[1] == PackageDependency(source: local.source, products: []))
        var frameworks: [TargetSources] = []
        let result = FrontDoor.compilingLocalPackagesAsModules(&target, frameworks: &frameworks, checkouts: [local])

        #expect(target.packages.isEmpty)
        #expect(Set(RepositoryModuleFinder.flattened(frameworks).map(\.moduleName)) == ["Feature", "Core", "Preferences"])
        // Nothing is left for SwiftPM to fetch: no URL, and no package the front door compiles named again as a package.
        #expect(packages(of: frameworks).isEmpty)
        #expect(result.notes.count == 3)
        #expect(result.notes.contains { $0.contains("Packages/Core uses a package compiled so") })
    }

    @Test("A local package SwiftPM builds keeps its remote dependency, and the checkout stays beside it as the root's path dependency")
    func packageLeftToSwiftPMKeepsTheCheckoutAtTheRoot() throws {
        let root = try temporaryRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let checkout = root.appendingPathComponent("checkouts/Parsing")
        try writePackage("Parsing", at: checkout, code: "public func parse(_ text: String) -> Int { text.count }\n")
        let models = root.appendingPathComponent("Packages/Models")
        try writePackage("Models", at: models, code: "import Parsing\n\npublic let size = parse(\"abc\")\n",
                         dependencies: #".package(url: "https://example.invalid/Parsing.git", from: "1.0.0")"#,
                         targetDependencies: #".product(name: "Parsing", package: "Parsing")"#)
        let file = root.appendingPathComponent("W/Widget.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("import SwiftUI\nimport Models\n\nstruct W { let s = size }\n".utf8).write(to: file)
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [file])
        let local = try PackageOptions.localPackage(at: checkout)
        target.packages = PackageOptions.merging([local], into: [PackageDependency(source: .local(models), products: ["Models"])])
        var frameworks: [TargetSources] = []
        let result = FrontDoor.compilingLocalPackagesAsModules(&target, frameworks: &frameworks, checkouts: [local])
        #expect(result.modules.isEmpty && frameworks.isEmpty)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: frameworks, folder: root.appendingPathComponent("Generated"),
                                                      widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        #expect(plan.package.manifest.contains(".package(path: \(GeneratedPackage.literal(models.path)))"))
        #expect(plan.package.manifest.contains(".package(path: \(GeneratedPackage.literal(checkout.standardizedFileURL.path)))"))
    }

    @Test("A local package the repository search finds uses the checkout for its remote dependency; a framework's import of a checkout's product is supplied from the command line, not from a manifest that names the package by URL")
    func repositorySearchAndFrameworksUseTheCheckout() throws {
        let root = try temporaryRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let checkout = root.appendingPathComponent("checkouts/JSONKit")
        try writePackage("JSONKit", at: checkout, code: "public struct JSON { public init() {} }\n")
        let charts = root.appendingPathComponent("checkouts/Sparkline")
        try writePackage("Sparkline", at: charts, code: "import SwiftUI\n\npublic struct Sparkline: View { public init() {}\n    public var body: some View { Text(\"~\") }\n}\n")
        // A project generator's dependency list (Tuist/Package.swift) names both by URL; no target uses them.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tuist"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Dependencies", dependencies: [
                .package(url: "https://example.invalid/JSONKit.git", from: "5.0.0"),
                .package(url: "https://example.invalid/Sparkline.git", from: "1.0.0"),
            ])
            """.utf8).write(to: root.appendingPathComponent("Tuist/Package.swift"))
        // A local package of the repository, found by the search, uses Sparkline by URL.
        try writePackage("Dashboard", at: root.appendingPathComponent("Packages/Dashboard"),
                         code: "import SwiftUI\nimport Sparkline\n\npublic struct Dashboard: View { public init() {}\n    public var body: some View { Sparkline() }\n}\n",
                         dependencies: #".package(url: "https://example.invalid/Sparkline.git", from: "1.0.0")"#,
                         targetDependencies: #".product(name: "Sparkline", package: "Sparkline")"#)
        // The shared framework, given as `--module Shared=DIR`, imports JSONKit; the widget imports the framework and Dashboard.
        let shared = root.appendingPathComponent("Shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try Data("import Foundation\nimport JSONKit\n\npublic let empty = JSON()\n".utf8).write(to: shared.appendingPathComponent("Model.swift"))
        let widget = root.appendingPathComponent("Widget")
        try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
        try Data("import SwiftUI\nimport Shared\nimport Dashboard\n\nstruct W { let e = empty }\n".utf8).write(to: widget.appendingPathComponent("W.swift"))

        let checkouts = [try PackageOptions.localPackage(at: checkout), try PackageOptions.localPackage(at: charts)]
        var target = try TargetSources.scanning(directories: [widget], name: "Widget")
        target.moduleName = "Widget"
        target.packages = PackageOptions.merging(checkouts, into: target.packages)
        var framework = try TargetSources.scanning(directories: [shared], name: "Shared")
        framework.moduleName = "Shared"
        var frameworks = [framework]
        FrontDoor.compilingLocalPackagesAsModules(&target, frameworks: &frameworks, checkouts: checkouts)
        var reported: [String] = []
        let planned = try FrontDoor.planSupplyingRepositoryModules(
            planner: GeneratedPackagePlanner(), target: target, frameworks: frameworks, project: nil, sources: [widget], checkouts: checkouts,
            folder: root.appendingPathComponent("Generated"), widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"), buildFolder: nil,
            report: { reported.append($0) })
        let manifest = planned.plan.package.manifest
        #expect(!manifest.contains("example.invalid"))
        #expect(manifest.contains(".package(path: \(GeneratedPackage.literal(checkout.standardizedFileURL.path)))"))
        #expect(reported.contains { $0.contains("import JSONKit is the product JSONKit of \(checkout.standardizedFileURL.path), given on the command line") })
        #expect(!reported.contains { $0.contains("Tuist") })
        // Dashboard and the Sparkline checkout it uses are compiled as the widget's code is.
        #expect(Set(planned.plan.package.modules.map(\.name)).isSuperset(of: ["Dashboard", "Sparkline", "Shared", "Widget"]))
    }

    @Test("A checkout the target does not name links only the libraries the target imports, not a tools library nobody uses")
    func checkoutLinksTheLibrariesImported() throws {
        let root = try temporaryRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let checkout = root.appendingPathComponent("checkouts/Store")
        for name in ["Store", "StoreTools"] {
            try FileManager.default.createDirectory(at: checkout.appendingPathComponent("Sources/\(name)"), withIntermediateDirectories: true)
            try Data("public let \(name.lowercased()) = 1\n".utf8).write(to: checkout.appendingPathComponent("Sources/\(name)/\(name).swift"))
        }
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Store", products: [.library(name: "Store", targets: ["Store"]), .library(name: "StoreTools", targets: ["StoreTools"])],
                                  targets: [.target(name: "Store"), .target(name: "StoreTools", dependencies: ["Store"])])
            """.utf8).write(to: checkout.appendingPathComponent("Package.swift"))
        let file = root.appendingPathComponent("W.swift")
        try Data("import SwiftUI\n@preconcurrency import Store\nimport struct Logging.Logger\n".utf8).write(to: file)
        let local = try PackageOptions.localPackage(at: checkout)
        #expect(local.products == ["Store", "StoreTools"])
        #expect(PackageOptions.importedModules(in: [file]) == ["SwiftUI", "Store", "Logging"])
        let logging = PackageDependency(source: .local(root.appendingPathComponent("swift-log")), products: ["Logging"])
        let narrowed = PackageOptions.narrowing(PackageOptions.merging([local], into: [logging]), named: [logging], importedBy: [file])
        #expect(narrowed == [logging, PackageDependency(source: local.source, products: ["Store"])])
        // A package the target names keeps what it names, imported or not (Xcode links it).
        let tools = PackageDependency(source: .remote(url: "https://example.invalid/Store.git", requirement: .upToNextMajor(from: "1.0.0")), products: ["StoreTools"])
        #expect(PackageOptions.narrowing(PackageOptions.merging([local], into: [tools]), named: [tools], importedBy: [file])
            == [PackageDependency(source: local.source, products: ["StoreTools"])])
    }

    @Test("A dependency's name given in the manifest (`.package(name: \"Tagged\", url: …)`) places the bare product name; a path dependency is a local package")
    func manifestNamesDependenciesByNameAndPath() throws {
        let root = try temporaryRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Lines"), withIntermediateDirectories: true)
        try Data("import Tagged\nimport Geometry\n\npublic let lines = 11\n".utf8).write(to: root.appendingPathComponent("Sources/Lines/Lines.swift"))
        // What `swift package dump-package` prints for a tools-5.3 manifest with `.package(name: "Tagged", url: …)` and a path dependency.
        let json = """
            {"products": [{"name": "Lines", "targets": ["Lines"], "type": {"library": ["automatic"]}}],
             "dependencies": [
               {"sourceControl": [{"identity": "swift-tagged", "location": {"remote": [{"urlString": "https://example.invalid/swift-tagged"}]},
                                   "nameForTargetDependencyResolutionOnly": "Tagged", "requirement": {"range": [{"lowerBound": "0.5.0", "upperBound": "1.0.0"}]}}]},
               {"fileSystem": [{"identity": "geometry", "path": "\(root.path)/Packages/Geometry"}]}],
             "targets": [{"name": "Lines", "type": "regular", "dependencies": [{"byName": ["Tagged", null]}, {"product": ["Geometry", "Geometry", null, null]}]}]}
            """
        let manifest = try LocalPackageManifest(folder: root, dumpedJSON: Data(json.utf8))
        let modules = try #require(manifest.frontDoorModules(of: manifest.libraries[0]))
        #expect(modules.map(\.moduleName) == ["Lines"])
        #expect(modules[0].packages == [
            PackageDependency(source: .remote(url: "https://example.invalid/swift-tagged", requirement: .upToNextMajor(from: "0.5.0")), products: ["Tagged"]),
            PackageDependency(source: .local(root.appendingPathComponent("Packages/Geometry").standardizedFileURL), products: ["Geometry"]),
        ])
    }
}

/// A target's `exclude:` leaves files out of it, as SwiftPM does.
@Suite struct PackageTargetExcludeTests {
    @Test("Files and folders a target excludes are not compiled with it; the rest are")
    func excludedFilesAreLeftOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-exclude-\(UUID().uuidString)").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Sources/Purchases")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("ReceiptParser-only-files"), withIntermediateDirectories: true)
        try Data("public struct Receipt {}\n".utf8).write(to: sources.appendingPathComponent("Receipt.swift"))
        try Data("public struct Receipt {}\n".utf8).write(to: sources.appendingPathComponent("ReceiptParser-only-files/Receipt+Parser.swift"))
        try Data("public let legacy = 1\n".utf8).write(to: sources.appendingPathComponent("Legacy.swift"))
        // What `swift package dump-package` prints for `.target(name: "Purchases", exclude: ["ReceiptParser-only-files", "Legacy.swift"])`.
        let json = """
            {"products": [{"name": "Purchases", "targets": ["Purchases"], "type": {"library": ["automatic"]}}], "dependencies": [],
             "targets": [{"name": "Purchases", "type": "regular", "dependencies": [], "exclude": ["ReceiptParser-only-files", "Legacy.swift"]}]}
            """
        let manifest = try LocalPackageManifest(folder: root, dumpedJSON: Data(json.utf8))
        let modules = try #require(manifest.frontDoorModules(of: manifest.libraries[0]))
        #expect(modules.flatMap(\.swiftFiles).map(\.lastPathComponent) == ["Receipt.swift"])
    }
}

/// A package target the front door compiles is compiled as Xcode compiles a package's target: `SWIFT_PACKAGE` is set, and
/// a target with resources (declared, or an asset catalog SwiftPM takes as one) has its `Bundle.module`, whose catalog
/// the built widget is handed.
@Suite struct PackageTargetResourceTests {
    @Test("A package target with an asset catalog has Bundle.module and SWIFT_PACKAGE; one without resources has no accessor; the catalog reaches the widget")
    func bundleModuleOfAConvertedPackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-resources-\(UUID().uuidString)").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("Palette")
        let catalog = package.appendingPathComponent("Sources/Palette/Colors.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Shapes"), withIntermediateDirectories: true)
        try Data(#"{"info": {"author": "xcode", "version": 1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Palette", products: [.library(name: "Palette", targets: ["Palette"])],
                                  targets: [.target(name: "Palette", dependencies: ["Shapes"]), .target(name: "Shapes")])
            """.utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("""
            import SwiftUI
            import Shapes

            #if SWIFT_PACKAGE
            public let brand = Color("Brand", bundle: .module)
            #else
            public let brand = Color("Brand", bundle: Bundle(for: Marker.self))
            #endif

            """.utf8).write(to: package.appendingPathComponent("Sources/Palette/Palette.swift"))
        try Data("public let corner = 4\n".utf8).write(to: package.appendingPathComponent("Sources/Shapes/Shapes.swift"))
        let widget = root.appendingPathComponent("W.swift")
        try Data("import SwiftUI\nimport Palette\n\nstruct W { let c = brand }\n".utf8).write(to: widget)

        let manifest = try LocalPackageManifest.load(at: package)
        let modules = try #require(manifest.frontDoorModules(of: manifest.libraries[0]))
        let flattened = RepositoryModuleFinder.flattened(modules)
        #expect(flattened.map(\.moduleName) == ["Shapes", "Palette"])
        #expect(flattened.allSatisfy { $0.compilationConditions.contains("SWIFT_PACKAGE") })
        #expect(flattened.map(\.generatesBundleModule) == [false, true])

        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: [widget])
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: modules, folder: root.appendingPathComponent("Generated"),
                                                      widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let palette = try #require(plan.package.modules.first { $0.name == "Palette" })
        let shapes = try #require(plan.package.modules.first { $0.name == "Shapes" })
        #expect(palette.files["WidgetryResources/BundleModule.swift"]?.contains("static let module: Bundle") == true)
        #expect(shapes.files["WidgetryResources/BundleModule.swift"] == nil)
        // The copy takes the package's branch: `Bundle.module`, not the framework's `Bundle(for:)`.
        let copy = try #require(palette.files.first { $0.key.hasSuffix("Palette.swift") }?.value)
        #expect(copy.contains("#if true\npublic let brand = Color(\"Brand\", bundle: .module)"))

        let request = FrontDoorRequest(sources: [root])
        #expect(FrontDoor.assetFolders(of: target, frameworks: modules, request: request) == [catalog.standardizedFileURL.path])
    }
}
