import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// A framework target with an umbrella header (`#import <Foundation/Foundation.h>`): Xcode imports the framework's own
/// Clang module into each of its Swift files, so a file there uses `Data` and `URLRequest` with no import of its own.
@Suite struct FrameworkHeaderImportTests {
    @Test("Each file of a framework whose headers import Foundation gets Foundation as on iOS, after its last line")
    func foundationFromTheUmbrellaHeader() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-umbrella-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let protocolFile = root.appendingPathComponent("Core/SessionProtocol.swift")
        let widgetFile = root.appendingPathComponent("Widget/W.swift")
        try FileManager.default.createDirectory(at: protocolFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: widgetFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let source = "public protocol SessionProtocol {\n    func data(for request: URLRequest) async throws -> (Data, URLResponse)\n}\n"
        try Data(source.utf8).write(to: protocolFile)
        try Data("import SwiftUI\nimport EnergyCore\n@main struct B {}\n".utf8).write(to: widgetFile)
        var core = TargetSources(name: "EnergyCore", moduleName: "EnergyCore", swiftFiles: [protocolFile])
        core.headerImports = ["Foundation", "UIKit", "SomeObjectiveCKit"]
        let widget = TargetSources(name: "W", moduleName: "W", swiftFiles: [widgetFile])
        let plan = try GeneratedPackagePlanner().plan(target: widget, frameworks: [core], folder: root, widgetryPackage: root)
        let copy = try #require(plan.package.modules[0].files["SessionProtocol.swift"])
        let lines = copy.components(separatedBy: "\n")
        // Line 0 is the #sourceLocation header; the user's three lines follow unmoved.
        #expect(Array(lines[1...3]) == source.components(separatedBy: "\n").prefix(3).map { $0 })
        #expect(copy.hasSuffix("#sourceLocation()\n// What the framework's public headers import (Xcode imports the framework's own Clang module into each file).\n"
            + "import \(GeneratedPackagePlanner.foundationAsOnIOS)\nimport UIKit\n"))
        // An Objective-C framework's module is left out: Widgetry has no Swift module for it, and only headers use it.
        #expect(!copy.contains("SomeObjectiveCKit"))
        #expect(plan.package.modules[0].products.isSuperset(of: ["Combine", "SwiftUI", "UIKit"]))
        // The widget target has no public headers: its file is unchanged at the end.
        #expect(plan.package.modules[1].files["W.swift"]?.hasSuffix("@main struct B {}\n") == true)
    }

    @Test("A --module folder with an umbrella header gets what the header imports; another module's header is not taken")
    func umbrellaHeaderOfModuleFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-module-umbrella-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // A transit app's shared framework as Xcode's framework template lays it out: `TransitCore/TransitCore.h` beside
        // the sources, and a file that uses `Locale` with no import of its own.
        let folder = root.appendingPathComponent("TransitCore")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Alerts"), withIntermediateDirectories: true)
        try Data("#import <UIKit/UIKit.h>\nFOUNDATION_EXPORT double TransitCoreVersionNumber;\n".utf8)
            .write(to: folder.appendingPathComponent("TransitCore.h"))
        try Data("public struct AlertText { public func title(for locale: Locale) -> String { \"\" } }\n".utf8)
            .write(to: folder.appendingPathComponent("Alerts/AlertText.swift"))
        let request = FrontDoorRequest(sources: [root], modules: [.init(name: "TransitCore", folder: folder)])
        let sources = try FrontDoor.moduleSources(of: request.modules[0], request: request, projects: ProjectCache())
        #expect(sources.headerImports == ["UIKit"])
        #expect(ObjectiveCHeader.umbrellaHeader(ofModule: "Elsewhere", in: folder) == nil)
    }

    @Test("The target's data models get compiled-model stand-ins beside the executable, found as Bundle.main resources are")
    func compiledModelStandIns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-momd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var target = TargetSources(name: "Books", moduleName: "Books")
        target.dataModels = [URL(fileURLWithPath: "/projects/Books/Main.xcdatamodeld"), URL(fileURLWithPath: "/projects/Books/Legacy.xcdatamodel")]
        FrontDoor.writeCompiledModels(of: target, besideExecutable: folder.appendingPathComponent("Books"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Main.momd").path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Main.momd/Main.mom").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Legacy.mom").path, isDirectory: &isFolder) && !isFolder.boolValue)
        // Foundation finds a resource in a flat bundle (a folder of files), as Linux's Bundle.main is beside the executable.
        #expect(Bundle(path: folder.path)?.url(forResource: "Main", withExtension: "momd") != nil)

        // A framework's model (a shared `TidesKit` loading `Bundle(for: Store.self).url(forResource: "Tides", …)!`) is
        // written too: the framework is compiled into the same executable, so its bundle is Bundle.main here.
        var framework = TargetSources(name: "TidesKit", moduleName: "TidesKit")
        framework.dataModels = [URL(fileURLWithPath: "/projects/Tides/TidesKit/Tides.xcdatamodeld")]
        FrontDoor.writeCompiledModels(of: TargetSources(name: "TidesWidget", moduleName: "TidesWidget"), frameworks: [framework],
                                      besideExecutable: folder.appendingPathComponent("TidesWidget"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tides.momd/Tides.mom").path))
    }
}
