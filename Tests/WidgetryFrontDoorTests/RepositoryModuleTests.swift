import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// Modules a widget imports that its own target does not name, found where Xcode finds them: its workspace's
/// other projects and local packages, else the repository's local packages. The fixture is WidgetryXcodeTests'
/// `Workspace` (a widget project importing `ShopKit`, a framework of another project of the workspace, and
/// `PriceFormatting`, a module of the `Formatting` library of a local package the workspace lists).
@Suite struct RepositoryModuleTests {
    /// A copy of the fixture made a repository (a `.git` folder at its root); the caller removes it.
    private func repository() throws -> URL {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WidgetryXcodeTests/Fixtures/Workspace")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("repository-modules-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: copy)
        try FileManager.default.createDirectory(at: copy.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return copy.standardizedFileURL
    }

    private func plan(_ root: URL) throws -> FrontDoor.RepositoryPlan {
        let project = root.appendingPathComponent("App/Shop.xcodeproj")
        let target = try XcodeProject(contentsOf: project).sources(ofTarget: "ShopWidgetExtension")
        return try FrontDoor.planSupplyingRepositoryModules(
            planner: GeneratedPackagePlanner(), target: target, frameworks: [], project: project, sources: [],
            folder: root.appendingPathComponent("Generated"), widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"), buildFolder: nil)
    }

    @Test("A framework of another project of the workspace and a module of a local package's library are supplied, each said where from")
    func workspaceModulesAreSupplied() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let planned = try plan(root)
        // The framework compiles first, as a module of its own; the widget depends on it.
        #expect(planned.plan.package.modules.map(\.name) == ["ShopKit", "ShopWidgetExtension"])
        #expect(planned.frameworks.map(\.name) == ["ShopKitFramework"])
        let widget = try #require(planned.plan.package.modules.last)
        #expect(widget.dependencies == ["ShopKit"])
        // The import names a target of the library `Formatting`: the library is linked, the module recorded.
        #expect(widget.packages == [{
            var package = PackageDependency(source: .local(root.appendingPathComponent("Packages/Formatting")), products: ["Formatting"])
            package.modules = ["PriceFormatting"]
            return package
        }()])
        #expect(planned.plan.package.manifest.contains(#".product(name: "Formatting", package: "formatting")"#))
        #expect(planned.found.count == 2)
        #expect(planned.found[0].contains("import ShopKit") && planned.found[0].contains("the ShopKitFramework target of Kit/Kit.xcodeproj (listed in Shop.xcworkspace)")
            && planned.found[0].contains("--module ShopKit=\(root.path)/Kit/ShopKit"))
        #expect(planned.found[1].contains("import PriceFormatting") && planned.found[1].contains("the module PriceFormatting of the library Formatting of the local package Packages/Formatting")
            && planned.found[1].contains("--package-path \(root.path)/Packages/Formatting"))
    }

    /// Makes the fixture's `Formatting` package one whose code imports SwiftUI, with a second target its library's
    /// target depends on (at a `path:` of its own); returns the package's folder.
    private func makeFormattingImportSwiftUI(in root: URL) throws -> URL {
        let package = root.appendingPathComponent("Packages/Formatting")
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Formatting",
                products: [.library(name: "Formatting", targets: ["PriceFormatting"])],
                targets: [
                    .target(name: "PriceFormatting", dependencies: ["Currency"]),
                    .target(name: "Currency", path: "Sources/Money"),
                ]
            )
            """.utf8).write(to: package.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Money"), withIntermediateDirectories: true)
        try Data("public let currencySymbol = \"$\"\n".utf8).write(to: package.appendingPathComponent("Sources/Money/Symbol.swift"))
        try Data("import SwiftUI\nimport Currency\n\npublic struct PriceBadge: View {\n    public var cents: Int\n    public var body: some View { Text(currencySymbol + PriceText.format(cents: cents)) }\n}\n".utf8)
            .write(to: package.appendingPathComponent("Sources/PriceFormatting/PriceBadge.swift"))
        return package
    }

    @Test("A local package whose code imports SwiftUI is compiled as the widget's code is, target by target, its own target dependencies first")
    func packageImportingSwiftUIIsCompiledByTheFrontDoor() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let package = try makeFormattingImportSwiftUI(in: root)
        let planned = try plan(root)
        #expect(planned.plan.package.modules.map(\.name) == ["ShopKit", "Currency", "PriceFormatting", "ShopWidgetExtension"])
        let formatting = try #require(planned.plan.package.modules.first { $0.name == "PriceFormatting" })
        #expect(formatting.products.contains("SwiftUI"))
        #expect(formatting.dependencies == ["Currency"])
        #expect(planned.plan.package.modules.last?.packages == [])
        #expect(planned.found[1].contains("its targets (Currency, PriceFormatting) import SwiftUI, so they are compiled as the widget's code is"))
        #expect(planned.found[1].contains("--module Currency=\(package.path)/Sources/Money --module PriceFormatting=\(package.path)/Sources/PriceFormatting"))
    }

    @Test("A module that is nowhere keeps the error, which now lists where the front door looked")
    func missingModuleListsTheSearch() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("import LoyaltyCards\nimport Rewards\n".utf8).write(to: root.appendingPathComponent("App/ShopWidget/Loyalty.swift"))
        // `LoyaltyCards` is a framework's folder the search does not read as a module.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Shared/LoyaltyCards"), withIntermediateDirectories: true)
        try Data("public struct Card {}\n".utf8).write(to: root.appendingPathComponent("Shared/LoyaltyCards/Card.swift"))
        // `Rewards` is a Tuist module: its folder holds the manifest Tuist writes the project from, and its sources.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Modules/Rewards/Sources"), withIntermediateDirectories: true)
        try Data("import ProjectDescription\nlet project = Project(name: \"Rewards\")\n".utf8).write(to: root.appendingPathComponent("Modules/Rewards/Project.swift"))
        // The workspace lists the project Tuist would write, and CocoaPods' project, neither in the checkout.
        let contents = root.appendingPathComponent("Shop.xcworkspace/contents.xcworkspacedata")
        let listed = try String(contentsOf: contents, encoding: .utf8).replacingOccurrences(
            of: "</Workspace>", with: "<FileRef location = \"group:Modules/Rewards/Rewards.xcodeproj\"></FileRef><FileRef location = \"group:Pods/Pods.xcodeproj\"></FileRef></Workspace>")
        try Data(listed.utf8).write(to: contents)
        #expect {
            try plan(root)
        } throws: { error in
            guard case FrontDoorError.unknownImports(let imports, let searched) = error else { return false }
            let text = "\(error)"
            return imports.map(\.module) == ["LoyaltyCards", "Rewards"] && text.contains("Loyalty.swift:1: import LoyaltyCards")
                && searched.contains("Shop.xcworkspace: projects [Kit/Kit.xcodeproj], local packages [Packages/Formatting]")
                && searched.contains { $0.hasPrefix("Modules/Rewards holds a project generator's manifest (Project.swift)") && $0.hasSuffix("--module Rewards=\(root.path)/Modules/Rewards/Sources") }
                // A plain folder named like a missing module, holding Swift files, is offered as --module.
                && searched.contains("Shared/LoyaltyCards holds Swift files: if it is that module's code, pass --module LoyaltyCards=\(root.path)/Shared/LoyaltyCards")
                && searched.contains { $0.contains("1 project it lists is not in the checkout (Modules/Rewards/Rewards.xcodeproj)") }
                && searched.contains { $0.contains("Pods/Pods.xcodeproj is not in the checkout: CocoaPods writes it at `pod install`") }
                && text.contains("--module NAME=DIR")
        }
    }

    @Test("A compiled framework named like a missing module is named as one that cannot be linked, with the guard that lets the rest be checked")
    func compiledFrameworkInRepository() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("import ClockFace\n".utf8).write(to: root.appendingPathComponent("App/ShopWidget/Clock.swift"))
        // As a repository vendors a binary framework: slices holding interfaces, no sources.
        let slice = root.appendingPathComponent("Frameworks/ClockFace.xcframework/ios-arm64/ClockFace.framework/Modules/ClockFace.swiftmodule")
        try FileManager.default.createDirectory(at: slice, withIntermediateDirectories: true)
        try Data("// swift-interface-format-version: 1.0\n".utf8).write(to: slice.appendingPathComponent("arm64-apple-ios.swiftinterface"))
        #expect {
            try plan(root)
        } throws: { error in
            guard case FrontDoorError.unknownImports(let imports, let searched) = error else { return false }
            return imports.map(\.module) == ["ClockFace"]
                && searched.contains { $0.hasPrefix("Frameworks/ClockFace.xcframework is a compiled framework") && $0.contains("`#if canImport(ClockFace)`") }
        }
        // Given as --module, it is refused at once, for the same reason, instead of being compiled as an empty module.
        #expect(FrontDoor.isCompiledFramework(root.appendingPathComponent("Frameworks/ClockFace.xcframework")))
        #expect(FrontDoor.isCompiledFramework(root.appendingPathComponent("Frameworks")))
        #expect(!FrontDoor.isCompiledFramework(root.appendingPathComponent("App/ShopWidget")))
        let request = FrontDoorRequest(sources: [root.appendingPathComponent("App/ShopWidget")],
                                       modules: [.init(name: "ClockFace", folder: root.appendingPathComponent("Frameworks/ClockFace.xcframework"))])
        #expect {
            try FrontDoor.prepare(request)
        } throws: { error in
            error as? FrontDoorError == .moduleWithoutSwiftFiles(name: "ClockFace", folder: root.appendingPathComponent("Frameworks/ClockFace.xcframework").path, binary: true)
                && "\(error)".contains("cannot be linked here")
        }
    }

    @Test("Without a workspace, a local package anywhere in the repository is found; another project's framework is not")
    func withoutWorkspace() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shop.xcworkspace"))
        #expect {
            try plan(root)
        } throws: { error in
            guard case FrontDoorError.unknownImports(let imports, let searched) = error else { return false }
            // Xcode would not build Kit.xcodeproj with the widget either: nothing puts them together.
            return imports.map(\.module) == ["ShopKit"] && searched.contains { $0.contains("local packages (folders with a Package.swift) under \(root.path): 1") }
        }
    }

    @Test("Without a workspace, a framework of a project the widget's project holds in its groups (a sub-project) is found")
    func subprojectFramework() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shop.xcworkspace"))
        let pbxproj = root.appendingPathComponent("App/Shop.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        text = text.replacingOccurrences(of: "children = ( 5A0B00000000000000A00005 /* ShopWidget */, );",
                                         with: "children = ( 5A0B00000000000000A00005 /* ShopWidget */, 5A0B00000000000000A00006 /* Kit.xcodeproj */, );")
        text = text.replacingOccurrences(of: "\t};\n\trootObject", with: """
            \t\t5A0B00000000000000A00006 /* Kit.xcodeproj */ = { isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = ../Kit/Kit.xcodeproj; sourceTree = "<group>"; };
            \t};
            \trootObject
            """)
        try text.write(to: pbxproj, atomically: true, encoding: .utf8)
        let project = try XcodeProject(contentsOf: root.appendingPathComponent("App/Shop.xcodeproj"))
        #expect(project.referencedProjects() == [root.appendingPathComponent("Kit/Kit.xcodeproj")])
        let planned = try plan(root)
        #expect(planned.plan.package.modules.map(\.name) == ["ShopKit", "ShopWidgetExtension"])
        #expect(planned.found[0].contains("the ShopKitFramework target of Kit/Kit.xcodeproj (a sub-project of Shop.xcodeproj)"))
        // The package is found among the repository's local packages.
        #expect(planned.found[1].contains("(in the repository)"))
    }

    @Test("A package already linked through a product holding the module (a static and a dynamic library of the same targets) gains the module, not a second product")
    func packageLinkedThroughAnotherProduct() {
        let folder = URL(fileURLWithPath: "/repo/SDK")
        let libraries = [LocalPackageManifest.Library(name: "SDK", targets: ["SDK", "SDKCore"]),
                         LocalPackageManifest.Library(name: "SDKDynamic", targets: ["SDK", "SDKCore"])]
        let linked = [PackageDependency(source: .local(folder), products: ["SDKDynamic"])]
        let merged = FrontDoor.adding(PackageDependency(source: .local(folder), products: ["SDK"]), libraries: libraries, to: linked)
        #expect(merged.count == 1 && merged[0].products == ["SDKDynamic"] && merged[0].modules == ["SDK"])
        // A library the linked products do not hold is linked too.
        let other = [LocalPackageManifest.Library(name: "Extras", targets: ["Extras"])] + libraries
        let withExtras = FrontDoor.adding(PackageDependency(source: .local(folder), products: ["Extras"]), libraries: other, to: linked)
        #expect(withExtras[0].products == ["SDKDynamic", "Extras"])
    }

    @Test("A package a local package depends on that cannot be fetched is named by its URL, with the option that points at a checkout")
    func dependencyOfALocalPackageIsNamed() {
        let log = """
            error: Failed to clone repository https://github.com/example/GeneratorPlugin:
                fatal: unable to access 'https://github.com/example/GeneratorPlugin/': Could not resolve host: github.com
            """
        let local = [PackageDependency(source: .local(URL(fileURLWithPath: "/repo/AppPackage")), products: ["Feature"])]
        guard case .packageUnavailable(let location, let reason)? = FrontDoor.unavailablePackage(in: log, packages: local) else {
            Issue.record("the failed clone was not recognized")
            return
        }
        #expect(location == "https://github.com/example/GeneratorPlugin")
        #expect(reason.contains("a dependency of a package the widget uses"))
    }

    @Test("A product of a remote package a local package depends on is that remote package's, as Xcode lets the widget import it")
    func productOfALocalPackagesDependency() throws {
        // What `swift package dump-package` prints for a package whose target uses `.product(name: "Markup", package: "TextKitPlus")`
        // and the bare `"Charting"`, trimmed to the fields read.
        let json = """
            {"products": [{"name": "Feed", "targets": ["Feed"], "type": {"library": ["automatic"]}}],
             "dependencies": [
               {"sourceControl": [{"identity": "textkitplus", "location": {"remote": [{"urlString": "https://example.com/TextKitPlus.git"}]},
                                   "requirement": {"range": [{"lowerBound": "2.1.0", "upperBound": "3.0.0"}]}}]},
               {"sourceControl": [{"identity": "charting", "location": {"remote": [{"urlString": "https://example.com/Charting"}]},
                                   "requirement": {"branch": ["main"]}}]}],
             "targets": [{"name": "Feed", "dependencies": [{"product": ["Markup", "TextKitPlus", null, null]}, {"byName": ["Charting", null]}]}]}
            """
        let manifest = try LocalPackageManifest(folder: URL(fileURLWithPath: "/repo/Feed"), dumpedJSON: Data(json.utf8))
        #expect(manifest.library(offering: "Markup") == nil)
        #expect(manifest.remotePackage(offering: "Markup") == PackageDependency(
            source: .remote(url: "https://example.com/TextKitPlus.git", requirement: .upToNextMajor(from: "2.1.0")), products: ["Markup"]))
        #expect(manifest.remotePackage(offering: "Charting") == PackageDependency(
            source: .remote(url: "https://example.com/Charting", requirement: .branch("main")), products: ["Charting"]))
        #expect(manifest.remotePackage(offering: "Feed") == nil)
        // A dependency no target names (as Tuist's Tuist/Package.swift lists them) offers the product named after it.
        #expect(manifest.remotePackage(offering: "TextKitPlus") == PackageDependency(
            source: .remote(url: "https://example.com/TextKitPlus.git", requirement: .upToNextMajor(from: "2.1.0")), products: ["TextKitPlus"]))
    }

    @Test("A local package the project names whose code imports SwiftUI leaves the packages for SwiftPM and joins the front door's modules; one importing no Apple module stays")
    func projectLocalPackageImportingSwiftUI() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Packages/Formatting")
        let file = root.appendingPathComponent("App/ShopWidget/ShopWidget.swift")
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [file])
        target.packages = [PackageDependency(source: .local(folder), products: ["Formatting"])]
        // As the fixture has it, the package imports nothing of Apple's: SwiftPM builds it.
        var plain = target
        let unchanged = FrontDoor.compilingLocalPackagesAsModules(&plain)
        #expect(unchanged.modules.isEmpty && unchanged.notes.isEmpty && plain.packages == target.packages)
        _ = try makeFormattingImportSwiftUI(in: root)
        let converted = FrontDoor.compilingLocalPackagesAsModules(&target)
        #expect(target.packages.isEmpty)
        #expect(RepositoryModuleFinder.flattened(converted.modules).map(\.moduleName) == ["Currency", "PriceFormatting"])
        #expect(converted.notes.count == 1 && converted.notes[0].contains("imports SwiftUI, which SwiftPM cannot build on Linux"))
    }

    @Test("A local package that reaches URLSession through import Foundation alone is compiled as the widget's code is; one that imports FoundationNetworking stays")
    func packageUsingURLSessionThroughFoundation() throws {
        // An API client package written for iOS (a survey extension's activity-suggestion SDK): on Linux, Foundation alone
        // has no URLSession, so SwiftPM's build fails where Xcode's succeeds.
        let client = "import Foundation\n\npublic enum Quotes {\n    public static func fetch() async throws -> Data { try await URLSession.shared.data(from: URL(string: \"https://example.com\")!).0 }\n}\n"
        let portable = "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n" + client.dropFirst("import Foundation\n".count)
        for (text, converted) in [(client, true), (portable, false)] {
            let root = try repository()
            defer { try? FileManager.default.removeItem(at: root) }
            let package = root.appendingPathComponent("Packages/QuoteClient")
            try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/QuoteClient"), withIntermediateDirectories: true)
            try Data("// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"QuoteClient\", products: [.library(name: \"QuoteClient\", targets: [\"QuoteClient\"])], targets: [.target(name: \"QuoteClient\")])\n".utf8)
                .write(to: package.appendingPathComponent("Package.swift"))
            try Data(text.utf8).write(to: package.appendingPathComponent("Sources/QuoteClient/Quotes.swift"))
            var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [root.appendingPathComponent("App/ShopWidget/ShopWidget.swift")])
            target.packages = [PackageDependency(source: .local(package), products: ["QuoteClient"])]
            let result = FrontDoor.compilingLocalPackagesAsModules(&target)
            #expect(target.packages.isEmpty == converted)
            #expect(result.notes.contains { $0.contains("imports Foundation's URLSession, which SwiftPM cannot build on Linux") } == converted)
        }
    }

    @Test("A package using a Foundation formatter Linux's Foundation declares unavailable is compiled against Widgetry's Foundation, on its Linux path")
    func packageUsingFormatterLinuxLacks() throws {
        // A date-helpers package (as held-out batch 7's SwiftDate): portable elsewhere, but it formats durations with
        // DateComponentsFormatter, which swift-corelibs-foundation marks "Not supported"; Widgetry's Foundation has it.
        let helpers = """
            import Foundation
            #if os(Linux)
            import Glibc
            #endif

            public extension TimeInterval {
                func clock() -> String? {
                    let formatter = DateComponentsFormatter()
                    formatter.allowedUnits = [.hour, .minute, .second]
                    return formatter.string(from: self)
                }
            }

            """
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("Packages/DateHelpers")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/DateHelpers"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"DateHelpers\", products: [.library(name: \"DateHelpers\", targets: [\"DateHelpers\"])], targets: [.target(name: \"DateHelpers\")])\n".utf8)
            .write(to: package.appendingPathComponent("Package.swift"))
        try Data(helpers.utf8).write(to: package.appendingPathComponent("Sources/DateHelpers/Clock.swift"))
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [root.appendingPathComponent("App/ShopWidget/ShopWidget.swift")])
        target.packages = [PackageDependency(source: .local(package), products: ["DateHelpers"])]
        let result = FrontDoor.compilingLocalPackagesAsModules(&target)
        #expect(target.packages.isEmpty)
        #expect(result.notes.contains { $0.contains("uses Foundation's DateComponentsFormatter, which Linux's Foundation lacks") }, "\(result.notes)")
        // Its Linux path is the one compiled: `import Glibc`, not the Darwin branch Linux has no module for.
        let module = try #require(result.modules.first { $0.moduleName == "DateHelpers" })
        #expect(module.decidesConditionsForLinux)
    }

    @Test("A checkout converted for one library is converted for all, and a package that uses another of its libraries by URL is converted too")
    func checkoutConvertedForEveryLibrary() throws {
        // Held-out batch 7's D2A: a GraphQL client checkout whose `Client` library reaches URLSession (converted) and whose
        // `Models` library does not; the repository's own API package uses `Models` by the client's URL. Left to SwiftPM,
        // the API package would send SwiftPM to fetch the client it can no longer find as a package.
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "graph-client", products: [.library(name: "Client", targets: ["Client"]), .library(name: "Models", targets: ["Models"])],
                                  targets: [.target(name: "Models"), .target(name: "Client", dependencies: ["Models"])])
            """, "Checkouts/graph-client/Package.swift")
        try write("public struct Query { public init() {} }\n", "Checkouts/graph-client/Sources/Models/Query.swift")
        try write("import Foundation\nimport Models\npublic enum Client { public static func send(_ q: Query) async throws -> Data { try await URLSession.shared.data(from: URL(string: \"https://example.com\")!).0 } }\n",
                  "Checkouts/graph-client/Sources/Client/Client.swift")
        try write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "ShopAPI", products: [.library(name: "ShopAPI", targets: ["ShopAPI"])],
                                  dependencies: [.package(url: "https://github.com/example/graph-client.git", from: "1.0.0")],
                                  targets: [.target(name: "ShopAPI", dependencies: [.product(name: "Models", package: "graph-client")])])
            """, "ShopAPI/Package.swift")
        try write("import Models\npublic let prices = Query()\n", "ShopAPI/Sources/ShopAPI/Prices.swift")
        let client = PackageDependency(source: .local(root.appendingPathComponent("Checkouts/graph-client")), products: [])
        var target = TargetSources(name: "W", moduleName: "W", swiftFiles: [root.appendingPathComponent("App/ShopWidget/ShopWidget.swift")])
        target.packages = [PackageDependency(source: .remote(url: "https://github.com/example/graph-client.git", requirement: .upToNextMajor(from: "1.0.0")), products: ["Client"]),
                           PackageDependency(source: .local(root.appendingPathComponent("ShopAPI")), products: ["ShopAPI"])]
        var frameworks: [TargetSources] = []
        let result = FrontDoor.compilingLocalPackagesAsModules(&target, frameworks: &frameworks, checkouts: [client])
        // Nothing is left for SwiftPM to resolve: both packages are the front door's modules, each module once.
        #expect(target.packages.isEmpty, "\(target.packages)")
        let names = RepositoryModuleFinder.flattened(result.modules).map(\.moduleName)
        #expect(Set(names) == ["Client", "Models", "ShopAPI"] && names.count == Set(names).count, "\(names)")
    }

    /// runwithfriends' shape: the widget imports a framework only the app's target links. Xcode builds the framework
    /// first, into the products folder the widget's `import` searches, so the module is found there without a link.
    @Test("With --sources, a framework target of the project beside the folders supplies a module the widget imports")
    func frameworkOfTheProjectBesideTheFolders() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WidgetryXcodeTests/Fixtures/Classic")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("beside-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        // PlantStore (module Plant_Store, Classic's static library) is a target the widget's does not depend on.
        let widget = root.appendingPathComponent("Widget")
        try Data("import Plant_Store\nlet suiteName = Store.suite\n".utf8).write(to: widget.appendingPathComponent("Suite.swift"))
        let target = try TargetSources.scanning(directories: [widget], name: "Widget")
        let planned = try FrontDoor.planSupplyingRepositoryModules(
            planner: GeneratedPackagePlanner(), target: target, frameworks: [], project: nil, sources: [widget],
            folder: root.appendingPathComponent("Generated"), widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"), buildFolder: nil)
        #expect(planned.frameworks.map(\.moduleName).contains("Plant_Store"))
        #expect(planned.found.contains { $0.contains("the PlantStore target of") && $0.contains("the project beside the --sources folders") },
                "\(planned.found)")
    }
}
