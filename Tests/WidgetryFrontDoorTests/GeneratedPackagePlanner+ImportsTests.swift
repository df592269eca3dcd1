import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// Writes `files` (name → text) into a new folder and returns its URL and the files' URLs, sorted.
func plannerFolder(_ files: [String: String]) throws -> (URL, [URL]) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-planner-\(UUID().uuidString)")
    var urls: [URL] = []
    for (name, text) in files {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        urls.append(url)
    }
    return (root, urls.sorted { $0.path < $1.path })
}

/// The imports the copy writes (GeneratedPackagePlanner+Imports.swift): what a module name brings on iOS that Linux's
/// does not, added on the import's own line or at the file's end.
@Suite struct GeneratedPackagePlannerImportTests {
    private func folder(_ files: [String: String]) throws -> (URL, [URL]) { try plannerFolder(files) }

    // Linux's Foundation: the names these tests expect in the copy are what Linux lacks.
    #if os(Linux)
    @Test("A file importing Foundation alone also gets FoundationNetworking, Combine, Widgetry's Foundation API and the keychain, on the same line")
    func foundationNetworking() throws {
        let (root, files) = try folder(["Client.swift": "import Foundation\nlet request = URLRequest(url: URL(fileURLWithPath: \"/\"))\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        let copy = try #require(plan.package.modules.last?.files["Client.swift"]).components(separatedBy: "\n")
        // iOS's Foundation brings URLSession, Combine's ObservableObject and (through NSURLCredential.h) the keychain;
        // survey extensions rely on all three (EnergyStats' keychain store imports Foundation alone).
        #expect(copy[1] == "import Foundation; import FoundationNetworking; import Combine; import WidgetryFoundation; import WidgetrySecurity; import WidgetryMacros")
        #expect(plan.package.modules.last?.products.isSuperset(of: ["Combine", "SwiftUI", "WidgetrySecurity"]) == true)
    }

    @Test("A package compiled on its Linux path keeps Linux's Foundation, with Widgetry's where it names a class Linux lacks")
    func linuxPathFoundation() throws {
        let (root, files) = try folder(["Clock.swift": "import Foundation\nlet formatter = DateComponentsFormatter()\n",
                                        "Plain.swift": "import Foundation\nlet now = Date()\n",
                                        "Widget.swift": "import DateHelpers\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        var helpers = TargetSources(name: "DateHelpers", moduleName: "DateHelpers", swiftFiles: files.filter { $0.lastPathComponent != "Widget.swift" })
        helpers.decidesConditionsForLinux = true
        let widget = TargetSources(name: "W", moduleName: "W", swiftFiles: files.filter { $0.lastPathComponent == "Widget.swift" }, dependencies: [helpers])
        let plan = try GeneratedPackagePlanner().plan(target: widget, frameworks: [helpers], folder: root.appendingPathComponent("out"), widgetryPackage: root)
        let module = try #require(plan.package.modules.first { $0.name == "DateHelpers" })
        #expect(try #require(module.files["Clock.swift"]).components(separatedBy: "\n")[1] == "import Foundation; import WidgetryFoundation")
        #expect(try #require(module.files["Plain.swift"]).components(separatedBy: "\n")[1] == "import Foundation")
    }

    @Test("A file using Observation with only Foundation or EventKit imported gets it, at its end; not beside RxSwift")
    func observationWhereUsed() throws {
        let (root, files) = try folder(["Model.swift": "import Foundation\n\n@Observable\nfinal class Model {}\n",
                                        "Access.swift": "import EventKit\nstruct Access: Observable {}\n",
                                        "Store.swift": "import Foundation\nfinal class Store: ObservableObject {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try GeneratedPackagePlanner().plan(target: TargetSources(name: "W", moduleName: "W", swiftFiles: files), frameworks: [],
                                                      folder: root, widgetryPackage: root)
        let copies = try #require(plan.package.modules.last?.files)
        #expect(copies["Model.swift"]?.hasSuffix("\nimport Observation\n") == true)
        #expect(copies["Access.swift"]?.hasSuffix("\nimport Observation\n") == true)
        // `ObservableObject` is Combine's, not Observation's.
        #expect(copies["Store.swift"]?.contains("import Observation") == false)
        // The user's lines keep their numbers: line 3 of Model.swift is still `@Observable` (line 1 of the copy is #sourceLocation).
        #expect(copies["Model.swift"]?.components(separatedBy: "\n")[3] == "@Observable")

        let (rxRoot, rxFiles) = try folder(["Feed.swift": "import Foundation\nimport RxSwift\nlet feed: Observable<Int> = .just(1)\n"])
        defer { try? FileManager.default.removeItem(at: rxRoot) }
        var rxTarget = TargetSources(name: "W", moduleName: "W", swiftFiles: rxFiles)
        rxTarget.packages = [PackageDependency(source: .remote(url: "https://github.com/ReactiveX/RxSwift", requirement: .upToNextMajor(from: "6.0.0")),
                                               products: ["RxSwift"])]
        let rx = try GeneratedPackagePlanner().plan(target: rxTarget, frameworks: [], folder: rxRoot, widgetryPackage: rxRoot)
        #expect(rx.package.modules.last?.files["Feed.swift"]?.contains("import Observation") == false)
    }

    @Test("A file parsing XML with Foundation alone gets FoundationXML, where Linux keeps XMLParser")
    func foundationXML() throws {
        let (root, files) = try folder(["Feed.swift": "import Foundation\nfinal class Feed: NSObject, XMLParserDelegate {}\n",
                                        "Item.swift": "import Foundation\nstruct Item {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        #expect(plan.package.modules.last?.files["Feed.swift"]?.components(separatedBy: "\n")[1].hasSuffix("; import FoundationXML") == true)
        // Only where used: FoundationXML links libxml2.
        #expect(plan.package.modules.last?.files["Item.swift"]?.contains("FoundationXML") == false)
    }

    @Test("Where a file of the module imports Combine as internal, the Combine that import Foundation brings is internal too")
    func importAccessLevelsFollowTheModule() throws {
        // Swift rejects a module imported with an access level in one file and without one in another ("ambiguous
        // implicit access level"); a model folder mixing `internal import Combine` and `import Foundation` compiles in Xcode.
        let (root, files) = try folder(["Store.swift": "internal import Combine\nimport Foundation\nfinal class Store {}\n",
                                        "Item.swift": "import Foundation\nstruct Item {}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        let copy = try #require(plan.package.modules.last?.files["Item.swift"]).components(separatedBy: "\n")
        #expect(copy[1] == "import Foundation; import FoundationNetworking; internal import Combine; import WidgetryFoundation; import WidgetrySecurity; import WidgetryMacros")
        #expect(GeneratedPackagePlanner.importAccessLevels(in: ["@preconcurrency public import Combine", "private import Combine", "import SwiftUI"]) == ["Combine": "public"])
    }

    @Test("A file importing Core Graphics alone sees CGImage, CGContext and CGPath by name, on the same line, and not UIKit or SwiftUI")
    func coreGraphicsAlone() throws {
        let source = "import CoreGraphics\nimport struct CoreGraphics.CGFloat\nfunc pixels(of image: CGImage) -> Int { image.width * image.height }\n"
        let (root, files) = try folder(["Pixels.swift": source])
        defer { try? FileManager.default.removeItem(at: root) }
        let target = TargetSources(name: "W", moduleName: "W", swiftFiles: files)
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root, widgetryPackage: root)
        let copy = try #require(plan.package.modules.last?.files["Pixels.swift"]).components(separatedBy: "\n")
        // Line 1 of the user's file is the copy's line 2 (the copy starts with its #sourceLocation line); both imports
        // keep their lines, so compiler messages point at the user's own lines.
        for line in [copy[1], copy[2]] {
            #expect(line.hasPrefix("import Foundation; import WidgetryFoundation; import class WidgetryUIKit.CGImage"))
            #expect(line.contains("import class WidgetryUI.CGMutablePath") && !line.contains("import SwiftUI") && !line.contains("import UIKit"))
        }
        #expect(plan.package.modules.last?.products.contains("UIKit") == true)
    }

    @Test("import CoreFoundation is Widgetry's Foundation, whose stand-ins have the Darwin notify center: not a module nobody supplied")
    func coreFoundationImport() throws {
        // An app group's cross-process ping, as widget apps write it (held-out batch 8's WidgetWeaver).
        let source = "import CoreFoundation\nlet center = CFNotificationCenterGetDarwinNotifyCenter()\n"
        let (root, files) = try folder(["Ping.swift": source])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try GeneratedPackagePlanner().plan(target: TargetSources(name: "W", moduleName: "W", swiftFiles: files), frameworks: [],
                                                      folder: root, widgetryPackage: root)
        let copy = try #require(plan.package.modules.last?.files["Ping.swift"]).components(separatedBy: "\n")
        #expect(copy[1] == "import Foundation; import WidgetryFoundation")
    }

    @Test("import Darwin is Glibc with Widgetry's Foundation: its C library, os_unfair_lock and the notify center, on the same line")
    func darwinImport() throws {
        // A lock as Combine helpers allocate it (held-out batch 12: TCA's DemandBuffer imports Combine and Darwin alone).
        let source = "import Combine\nimport Darwin\nlet lock = os_unfair_lock_t.allocate(capacity: 1)\nlet root = sqrt(2.0)\n"
        let (root, files) = try folder(["Buffer.swift": source])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try GeneratedPackagePlanner().plan(target: TargetSources(name: "W", moduleName: "W", swiftFiles: files), frameworks: [],
                                                      folder: root, widgetryPackage: root)
        let copy = try #require(plan.package.modules.last?.files["Buffer.swift"]).components(separatedBy: "\n")
        #expect(copy[2] == "import Glibc; import WidgetryFoundation")
        #expect(!plan.warnings.contains { $0.contains("import Darwin") })
    }
    #endif
}
