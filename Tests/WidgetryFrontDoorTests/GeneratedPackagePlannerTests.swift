import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// The package the front door writes: iOS branches kept, imports mapped, products chosen, an entry point
/// added when the files have none, errors for imports nobody supplied.
@Suite struct GeneratedPackagePlannerTests {
    /// Writes `files` (name → text) into a new folder and returns their URLs.
    private func folder(_ files: [String: String]) throws -> (URL, [URL]) { try plannerFolder(files) }

    private let widgetFile = """
    import SwiftUI
    import WidgetKit
    import OSLog

    struct ClockWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Clock", provider: ClockProvider()) { _ in Text("Now") }
            #if os(iOS)
            .supportedFamilies([.systemSmall, .accessoryInline])
            #else
            .supportedFamilies([.systemSmall])
            #endif
        }
    }
    """

    @Test("A file's iOS branch is kept, OSLog is mapped on its own line, and the manifest names the products")
    func iosBranchAndImports() throws {
        let (root, files) = try folder(["Widgets/ClockWidget.swift": widgetFile])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "Clock", moduleName: "Clock", swiftFiles: files, compilationConditions: ["DEBUG"])
        let plan = try GeneratedPackagePlanner(defines: ["STAGING"]).plan(
            target: target, frameworks: [], folder: root.appendingPathComponent("out"), widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let module = try #require(plan.package.modules.last)
        let copy = try #require(module.files["ClockWidget.swift"])
        let lines = copy.components(separatedBy: "\n")
        // Line 1 maps the copy back to the user's file; the user's line n is the copy's line n + 1.
        #expect(lines[0] == "#sourceLocation(file: \"\(files[0].path)\", line: 1)")
        #expect(lines[3] == "import WidgetryOSLog")
        #expect(lines[8] == "        #if true")
        #expect(module.products == ["SwiftUI", "WidgetKit", "WidgetryOSLog"])
        #expect(module.defines == ["DEBUG", "STAGING"])
        // No @main in the files: one bundle of the widgets found is added.
        let main = try #require(module.files["WidgetryFrontDoorMain.swift"])
        #expect(main.contains("@main struct WidgetryFrontDoorBundle: WidgetBundle"))
        #expect(main.contains("ClockWidget()"))
        let manifest = plan.package.manifest
        #expect(manifest.contains(#".package(path: "/opt/widgetry")"#))
        #expect(manifest.contains(#".product(name: "WidgetryOSLog", package: "widgetry")"#))
        #expect(manifest.contains(#".define("STAGING")"#))
    }

    @Test("A project's target parses /…/ regex literals as Xcode compiles it; a target that turns them off, or a package's, does not")
    func bareSlashRegexLiterals() throws {
        let (root, files) = try folder([
            "Kit/Pattern.swift": "let digits = /\\d+/\n",
            "Widgets/ClockWidget.swift": widgetFile,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        var kit = TargetSources(name: "Kit", moduleName: "Kit", swiftFiles: [files[0]], compilationConditions: [])
        kit.enablesBareSlashRegex = false
        let target = TargetSources(name: "Clock", moduleName: "Clock", swiftFiles: [files[1]], compilationConditions: [], dependencies: [kit])
        let plan = try GeneratedPackagePlanner().plan(
            target: target, frameworks: [], folder: root.appendingPathComponent("out"), widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let lines = plan.package.manifest.components(separatedBy: "\n")
        // Each target's settings are on the line after its `.target(name:` line.
        func settings(of name: String) throws -> String {
            let index = try #require(lines.firstIndex { $0.contains("(name: \"\(name)\"") })
            return lines[index + 1]
        }
        #expect(try settings(of: "Clock").contains(#".enableUpcomingFeature("BareSlashRegexLiterals")"#))
        #expect(try !settings(of: "Kit").contains("BareSlashRegexLiterals"))
    }

    @Test("A framework with no Swift files (a C library a framework links) is left out with a warning; importing it is a module nobody supplied")
    func frameworkWithoutSwiftFiles() throws {
        let (root, files) = try folder(["Widget.swift": "import SwiftUI\nstruct W {}\n", "Kit/Kit.swift": "import Foundation\npublic struct K {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let png = TargetSources(name: "libpng", moduleName: "libpng")
        let kit = TargetSources(name: "Kit", moduleName: "Kit", swiftFiles: [files[0]], dependencies: [png])
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: [files[1]])
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [kit], folder: root, widgetryPackage: root)
        #expect(plan.package.modules.map(\.name) == ["Kit", "W"])
        #expect(plan.warnings.contains { $0.contains("the framework libpng has no Swift files") })
        try Data("import Foundation\nimport libpng\n".utf8).write(to: files[0])
        #expect {
            try GeneratedPackagePlanner().plan(target: target, frameworks: [kit], folder: root, widgetryPackage: root)
        } throws: { error in
            guard case FrontDoorError.unknownImports(let imports, _) = error else { return false }
            return imports.map(\.module) == ["libpng"] && imports[0].importer == "Kit"
        }
    }

    @Test("An Apple framework imported in a local package is named as the package's, with a change in the package")
    func unavailableAppleFrameworkInAPackage() throws {
        let (root, files) = try folder(["Packages/Core/Sources/Core/Mood.swift": "import Foundation\nimport Vision\npublic struct Mood {}\n",
                                        "Packages/Core/Package.swift": "// swift-tools-version:5.9\n",
                                        "W.swift": "import SwiftUI\nimport ARKit\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let swiftFiles = files.filter { $0.pathExtension == "swift" && $0.lastPathComponent != "Package.swift" }
        let imports = [UnsuppliedImport(file: swiftFiles.first { $0.lastPathComponent == "Mood.swift" }!, line: 2, module: "Vision", importer: "Core"),
                       UnsuppliedImport(file: swiftFiles.first { $0.lastPathComponent == "W.swift" }!, line: 2, module: "ARKit", importer: "W")]
        let refusal = "\(FrontDoorError.unknownImports(imports))"
        #expect(UnsuppliedImport.packageRoot(of: imports[0].file)?.lastPathComponent == "Core")
        #expect(UnsuppliedImport.packageRoot(of: imports[1].file) == nil)
        #expect(refusal.contains("the local package ") && refusal.contains("Packages/Core, which the widget links"))
        #expect(refusal.contains("Mood.swift:2: import Vision"))
        #expect(refusal.contains("leaving them out of the widget's sources does not apply"))
        // The widget's own file keeps the widget's wording.
        #expect(refusal.contains("the widget's files import Apple frameworks that cannot work on this machine:\n") && refusal.contains("W.swift:2: import ARKit"))
    }

    @Test("An Apple framework that cannot work here is refused with what it needs and the #if canImport change; guarded, the rest plans")
    func unavailableAppleFramework() throws {
        let widget = "import SwiftUI\nimport ARKit\nimport StepsCore\nstruct W {}\n"
        let (root, files) = try folder(["W.swift": widget])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        func plan() throws -> GeneratedPackagePlanner.Plan {
            try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"), widgetryPackage: root)
        }
        var refusal = ""
        #expect {
            try plan()
        } throws: { error in
            refusal = "\(error)"
            guard case FrontDoorError.unknownImports(let imports, _) = error else { return false }
            return imports.map(\.module) == ["ARKit", "StepsCore"]
        }
        // The Apple framework: named with its line, what it needs, and the change that lets the rest be checked.
        #expect(refusal.contains("Apple frameworks that cannot work on this machine"))
        #expect(refusal.contains("W.swift:2: import ARKit — needs the device's camera"))
        #expect(refusal.contains("`#if canImport(ARKit)`"))
        // The user's own module keeps the advice on supplying it.
        #expect(refusal.contains("import modules nobody supplied:") && refusal.contains("import StepsCore") && refusal.contains("--module NAME=DIR"))
        #expect(!refusal.contains("import ARKit\nNot found"), "the Apple framework is not among the modules to supply")
        // Guarded as the refusal says (and the user module dropped), the file plans; the guarded code is left out.
        try Data("import SwiftUI\n#if canImport(ARKit)\nimport ARKit\nlet session = ARSession()\n#endif\nstruct W {}\n".utf8).write(to: files[0])
        let module = try #require(try plan().package.modules.last)
        #expect(module.files["W.swift"]?.contains("#if false") == true)
    }

    @Test("canImport(WatchKit) is false as in an iOS build (no WatchKit in the iOS SDK since Xcode 11), though Widgetry has it")
    func watchKitIsNotImportableOnIOS() throws {
        // An image library's watch-only extension, guarded as such libraries guard it.
        let source = "import SwiftUI\n#if canImport(WatchKit)\nimport WatchKit\nlet watchOnly = WKInterfaceImage()\n#endif\nstruct W {}\n"
        let (root, files) = try folder(["W.swift": source])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"), widgetryPackage: root)
        let copy = try #require(plan.package.modules.last?.files["W.swift"])
        #expect(copy.contains("#if false"))
        #expect(GeneratedPackagePlanner.facadeProducts.contains("WatchKit"), "an unguarded `import WatchKit` still finds Widgetry's")
    }

    @Test("The refused frameworks are exactly those the planner does not supply")
    func unavailableListLeavesFacadesOut() {
        let supplied = GeneratedPackagePlanner.facadeProducts.union(GeneratedPackagePlanner.importReplacements.keys)
        #expect(UnavailableAppleFramework.needs.keys.filter(supplied.contains).isEmpty, "a framework with a facade is not refused")
        #expect(UnavailableAppleFramework.reason(for: "Charts") == nil && UnavailableAppleFramework.reason(for: "StepsCore") == nil)
        #expect(UnavailableAppleFramework.reason(for: "CoreNFC")?.contains("NFC") == true)
    }

    @Test("import Charts is a facade like SwiftUI: the module depends on Widgetry's Charts product")
    func chartsFacade() throws {
        let (root, files) = try folder(["StepsChart.swift": "import SwiftUI\nimport Charts\n#if canImport(Charts)\nlet charted = true\n#endif\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "Steps", moduleName: "Steps", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"),
                                                      widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let module = try #require(plan.package.modules.last)
        #expect(module.products.contains("Charts"))
        #expect(module.files["StepsChart.swift"]?.contains("#if true") == true)
    }

    @Test("The frameworks of shared app code are facades; a facade's submodule is imported as the facade; #selector is a name")
    func serviceFrameworkFacades() throws {
        let source = """
            import CloudKit
            import WatchConnectivity
            import StoreKit
            import WeatherKit
            import CoreImage.CIFilterBuiltins
            import DeviceActivity
            import AuthenticationServices
            #if canImport(CloudKit)
            let cloud = true
            #endif
            let action = #selector(Store.refresh)
            """
        let (root, files) = try folder(["Services.swift": source])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "Services", moduleName: "Services", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"),
                                                      widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let module = try #require(plan.package.modules.last)
        #expect(module.products.isSuperset(of: ["CloudKit", "WatchConnectivity", "StoreKit", "WeatherKit", "CoreImage", "DeviceActivity",
                                                "AuthenticationServices"]))
        let lines = try #require(module.files["Services.swift"]).components(separatedBy: "\n")
        // The copy's line n + 1 is the user's line n (line 1 is the #sourceLocation).
        #expect(lines[5] == "import CoreImage")
        #expect(lines[8] == "#if true")
        #expect(lines[11] == "let action = Selector(\"refresh\")")
        #expect(plan.warnings.contains { $0.contains("#selector(Store.refresh) is written as `Selector(") })
    }

    @Test("An import nobody supplied is an error naming the file, the line and --module")
    func unknownImport() throws {
        let (root, files) = try folder(["Chart.swift": "import SwiftUI\nimport ARKit\nimport SharedKit\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        #expect {
            try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        } throws: { error in
            let text = "\(error)"
            return text.contains("Chart.swift:2: import ARKit") && text.contains("Chart.swift:3: import SharedKit") && text.contains("--module NAME=DIR")
        }
    }

    @Test("The survey's Apple frameworks are products; CommonCrypto is written as WidgetryCommonCrypto on its line")
    func surveyedFrameworks() throws {
        let (root, files) = try folder(["Shared.swift": "import MapKit\nimport CommonCrypto\nimport enum Accelerate.vDSP\nimport simd\nlet x = 1\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"),
                                                      widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let module = try #require(plan.package.modules.last)
        #expect(module.products.isSuperset(of: ["MapKit", "WidgetryCommonCrypto", "Accelerate", "simd"]))
        let lines = try #require(module.files["Shared.swift"]).components(separatedBy: "\n")
        // The copy's line n + 1 is the user's line n (line 1 is the #sourceLocation).
        #expect(lines[2] == "import WidgetryCommonCrypto")
        #expect(lines[3] == "import Accelerate")
    }

    @Test("A framework given with --module becomes a library the widget depends on, compiled first")
    func frameworkModule() throws {
        let (root, files) = try folder(["Widget/W.swift": "import SwiftUI\nimport SharedKit\n@main struct B {}\n",
                                        "Kit/Model.swift": "import Foundation\npublic struct Model {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let kit = TargetSources(name: "SharedKit", moduleName: "SharedKit", swiftFiles: files.filter { $0.path.contains("/Kit/") })
        let widget = TargetSources(name: "W", moduleName: "W", swiftFiles: files.filter { $0.path.contains("/Widget/") })
        let plan = try GeneratedPackagePlanner().plan(target: widget, frameworks: [kit], folder: root, widgetryPackage: root)
        #expect(plan.package.modules.map(\.name) == ["SharedKit", "W"])
        #expect(plan.package.modules.map(\.isExecutable) == [false, true])
        #expect(plan.package.modules[1].dependencies == ["SharedKit"])
        // The files have their own @main: nothing is added.
        #expect(plan.package.modules[1].files["WidgetryFrontDoorMain.swift"] == nil)
        #expect(plan.package.manifest.contains(#".target(name: "SharedKit""#))
    }

    @Test("A framework holding only an intent definition is a module of its generated intent classes, not left out")
    func intentDefinitionFramework() throws {
        let (root, files) = try folder(["Widget/W.swift": "import SwiftUI\nimport EventIntents\n@main struct B {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let definition = root.appendingPathComponent("Intents/Intents.intentdefinition")
        try FileManager.default.createDirectory(at: definition.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: ["INIntents": [["INIntentName": "ViewEvents"]]], format: .xml, options: 0).write(to: definition)
        var intents = TargetSources(name: "EventIntents", moduleName: "EventIntents")
        intents.intentDefinitions = [definition]
        let widget = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: widget, frameworks: [intents], folder: root, widgetryPackage: root)
        #expect(plan.package.modules.map(\.name) == ["EventIntents", "W"])
        #expect(plan.package.modules[0].files.values.contains { $0.contains("public class ViewEventsIntent: INIntent") })
    }

    @Test("Writing again changes nothing; an edited file is the one file rewritten; a deleted file goes")
    func incrementalWrite() throws {
        let (root, files) = try folder(["A.swift": "import SwiftUI\n@main struct A {}\n", "B.swift": "let b = 1\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("package")
        func plan(_ swiftFiles: [URL]) throws -> GeneratedPackage {
            try GeneratedPackagePlanner().plan(target: TargetSources(name: "A", moduleName: "A", swiftFiles: swiftFiles),
                                               frameworks: [], folder: out, widgetryPackage: root).package
        }
        // Package.swift and the two copies.
        #expect(try plan(files).write() == 3)
        #expect(try plan(files).write() == 0)
        try Data("let b = 2\n".utf8).write(to: files[1])
        #expect(try plan(files).write() == 1)
        #expect(try plan([files[0]]).write() == 1)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/A/B.swift").path))
    }

    @Test("--module takes NAME=DIR with an identifier name")
    func moduleArgument() {
        #expect(FrontDoorRequest.ModuleFolder(argument: "SharedKit=../App/Kit")?.name == "SharedKit")
        #expect(FrontDoorRequest.ModuleFolder(argument: "Shared-Kit=../Kit") == nil)
        #expect(FrontDoorRequest.ModuleFolder(argument: "SharedKit") == nil)
    }

    @Test("The package folder is stable for one project target and differs between targets")
    func stableFolder() {
        let a = FrontDoorRequest(project: URL(fileURLWithPath: "/p/App.xcodeproj"), target: "Widgets")
        let b = FrontDoorRequest(project: URL(fileURLWithPath: "/p/App.xcodeproj"), target: "Other")
        #expect(FrontDoor.packageFolderName(for: a, moduleName: "W") == FrontDoor.packageFolderName(for: a, moduleName: "W"))
        #expect(FrontDoor.packageFolderName(for: a, moduleName: "W") != FrontDoor.packageFolderName(for: b, moduleName: "W"))
        #expect(FrontDoor.identifier("My Widget-Ext") == "My_Widget_Ext")
    }

    @Test("Serving: the user's @main is blanked in place and the front door's entry point adds ServeCommand")
    func servingEntryPoint() throws {
        let (root, files) = try folder(["Bundle.swift": "import WidgetKit\n\n@main\nstruct Widgets: WidgetBundle {\n    var body: some Widget { A() }\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner(serving: true).plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        let module = try #require(plan.package.modules.last)
        let copy = try #require(module.files["Bundle.swift"]).components(separatedBy: "\n")
        // The user's line 3 (`@main`) is the copy's line 3 (after the header), now blank: nothing moved.
        #expect(copy[3] == "     ")
        #expect(copy[4] == "struct Widgets: WidgetBundle {")
        #expect(module.products.contains("WidgetryServeCommand"))
        #expect(module.files["WidgetryFrontDoorMain.swift"]?.contains("Widgets.main(extraCommands: [ServeCommand.self])") == true)
    }

    @Test("mcp: the front door's entry point adds MCPCommand (and ServeCommand only when serving), with the WidgetryMCP product")
    func agentEntryPoint() throws {
        let (root, files) = try folder(["Bundle.swift": "import WidgetKit\n\n@main\nstruct Widgets: WidgetBundle {\n    var body: some Widget { A() }\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner(servingAgents: true).plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        let module = try #require(plan.package.modules.last)
        #expect(module.products.contains("WidgetryMCP"))
        #expect(!module.products.contains("WidgetryServeCommand"))
        let main = try #require(module.files["WidgetryFrontDoorMain.swift"])
        #expect(main.contains("import WidgetryMCP"))
        #expect(main.contains("Widgets.main(extraCommands: [MCPCommand.self])"))
        #expect(module.files["Bundle.swift"]?.components(separatedBy: "\n")[3] == "     ")
    }

    @Test("SwiftData, CoreData, HealthKit, Security and Network imports become products; @NSManaged is the CoreData facade's macro in place")
    func dataStoreImports() throws {
        let model = """
        import CoreData

        @objc(Item) public class Item: NSManagedObject {
            @NSManaged public var name: String?
        }
        """
        let (root, files) = try folder(["Item.swift": model, "Book.swift": "import SwiftData\n", "Steps.swift": "import HealthKit\n",
                                        "Keychain.swift": "import Security\nimport Network\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        let module = try #require(plan.package.modules.last)
        #expect(module.products.isSuperset(of: ["SwiftData", "CoreData", "HealthKit", "WidgetrySecurity", "WidgetryNetwork"]))
        // `Security` and `Network` are mapped on their own lines, as `OSLog` is.
        let keychain = try #require(module.files["Keychain.swift"]).components(separatedBy: "\n")
        #expect(keychain[1] == "import WidgetrySecurity")
        #expect(keychain[2] == "import WidgetryNetwork")
        let copy = try #require(module.files["Item.swift"]).components(separatedBy: "\n")
        // The user's line 4 is the copy's line 5 (index 4), after the #sourceLocation line.
        #expect(copy[4] == "    @CDManaged public var name: String?")
        #expect(plan.warnings.contains { $0.contains("@NSManaged") && $0.contains("note:") && $0.contains("CoreData/<Entity>.json") })
    }

    @Test("A provider's bare Entry is Self.Entry in the copy, unless the module declares its own Entry type")
    func providerEntryAndOwnEntryType() throws {
        let provider = "import WidgetKit\nstruct QuoteProvider: TimelineProvider {\n    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }\n}\n"
        for ownEntry in [false, true] {
            var files = ["QuoteProvider.swift": provider]
            if ownEntry { files["Entry.swift"] = "import WidgetKit\nstruct Entry: TimelineEntry { let date: Date }\n" }
            let (root, urls) = try folder(files)
            defer { try? FileManager.default.removeItem(at: root) }
            let plan = try GeneratedPackagePlanner().plan(target: TargetSources(name: "W", moduleName: "W", swiftFiles: urls),
                                                          frameworks: [], folder: root, widgetryPackage: root)
            let copy = try #require(plan.package.modules.last?.files["QuoteProvider.swift"])
            #expect(copy.contains("-> Self.Entry") == !ownEntry)
        }
    }

    @Test("Without CoreData imported, an optional @NSManaged property is stored in the copy, with a note; a non-optional one keeps the guard advice")
    func managedPropertyWithoutCoreData() throws {
        // A plain class written in Core Data's style, as shared model files of older apps do.
        let model = """
        import Foundation

        public class RecipeCard {
            @NSManaged public var title: String?
            @NSManaged public var servings: Int
        }
        """
        let (root, files) = try folder(["RecipeCard.swift": model])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        let module = try #require(plan.package.modules.last)
        let copy = try #require(module.files["RecipeCard.swift"]).components(separatedBy: "\n")
        // The user's line 4 is the copy's line 5 (index 4), after the #sourceLocation line.
        #expect(copy[4] == "               public var title: String?")
        #expect(copy[5] == "    @NSManaged public var servings: Int")
        #expect(plan.warnings.contains { $0.contains("RecipeCard.swift:4:") && $0.contains("note:") && $0.contains("stored property") })
        #expect(plan.warnings.contains { $0.contains("RecipeCard.swift:5:") && $0.contains("warning:") })
    }

    @Test("@NSManaged in an extension of a managed class, in a file importing SwiftUI alone, is the CoreData facade's macro when the module imports CoreData")
    func managedPropertiesInAnExtension() throws {
        let entity = "import CoreData\n\n@objc(Category)\npublic class Category: NSManagedObject {}\n"
        let extra = "import SwiftUI\n\nextension Category {\n    @NSManaged var isFirstImage: Bool\n}\n"
        let (root, files) = try folder(["Category+CoreDataClass.swift": entity, "CategoryExtension.swift": extra])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try GeneratedPackagePlanner().plan(target: TargetSources(name: "W", moduleName: "W", swiftFiles: files), frameworks: [],
                                                      folder: root, widgetryPackage: root)
        let copy = try #require(plan.package.modules.last?.files["CategoryExtension.swift"]).components(separatedBy: "\n")
        // The user's line 4 is the copy's line 5 (index 4): the attribute renamed in place, same length; CoreData imported at the end.
        #expect(copy[4] == "    @CDManaged var isFirstImage: Bool")
        #expect(copy.contains("import CoreData"))
        #expect(!plan.warnings.contains { $0.contains("CategoryExtension.swift:4:") && $0.contains("warning:") })
    }

    @Test("An app's @main App in the shared sources is taken off in the copy; the widgets' bundle, or a generated one, runs")
    func appEntryPointInSharedSources() throws {
        let app = "import SwiftUI\n\n@main\nstruct JournalApp: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"
        let widget = "import SwiftUI\nimport WidgetKit\n\nstruct Steps: Widget {\n    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }\n}\n"
        let (root, files) = try folder(["App/JournalApp.swift": app, "Widget/Steps.swift": widget])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"), widgetryPackage: root)
        let module = try #require(plan.package.modules.first { $0.name == "W" })
        let appCopy = try #require(module.files.first { $0.key.hasSuffix("JournalApp.swift") }?.value)
        // `@main` blanked to five spaces: the line and the columns after it stay where they were.
        #expect(!appCopy.contains("@main") && appCopy.contains("\n     \nstruct JournalApp: App"))
        // With no widget @main, the front door writes the bundle of every widget found.
        #expect(module.files["WidgetryFrontDoorMain.swift"]?.contains("Steps()") == true)
        #expect(plan.warnings.contains { $0.contains("@main is taken off the app JournalApp") })
    }
}
