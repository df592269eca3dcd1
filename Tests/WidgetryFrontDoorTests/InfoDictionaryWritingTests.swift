import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// Foundation on Linux reads `Bundle.main`'s `Info.plist` from the executable's folder (swift-corelibs-foundation's
/// flat bundle), so the front door writes the target's info dictionary there before running the built widget.
@Suite struct InfoDictionaryWritingTests {
    @Test func writtenBesideTheExecutableAndRemovedForATargetWithout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("info-beside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("TidesWidget")
        var target = TargetSources(name: "TidesWidget", moduleName: "TidesWidget", swiftFiles: [])
        target.infoDictionary = try PropertyListSerialization.data(fromPropertyList: ["AppGroupIdentifier": "group.com.example.tides"],
                                                                   format: .xml, options: 0)
        try FrontDoor.writeInfoDictionary(of: target, besideExecutable: executable)
        let written = try PropertyListSerialization.propertyList(from: Data(contentsOf: folder.appendingPathComponent("Info.plist")), format: nil)
        #expect((written as? [String: String])?["AppGroupIdentifier"] == "group.com.example.tides")

        // Another target in the same shared build folder, with no info dictionary: the last one's must not leak into it.
        target.infoDictionary = nil
        try FrontDoor.writeInfoDictionary(of: target, besideExecutable: executable)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Info.plist").path))
    }

    @Test("Keys only a linked framework's Info.plist has are added after the target's own (Bundle(for:) is Bundle.main on Linux)")
    func frameworkKeysAdded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("info-framework-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func plist(_ values: [String: String]) throws -> Data { try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0) }
        // A shared framework reads its app group from its own Info.plist: `Bundle(for: Store.self).infoDictionary?["AppGroupName"] as! String`.
        var framework = TargetSources(name: "TidesKit", moduleName: "TidesKit", swiftFiles: [])
        framework.infoDictionary = try plist(["AppGroupName": "group.com.example.tides", "CFBundleIdentifier": "com.example.TidesKit"])
        var target = TargetSources(name: "TidesWidget", moduleName: "TidesWidget", swiftFiles: [], dependencies: [framework])
        target.infoDictionary = try plist(["CFBundleIdentifier": "com.example.tides.widget"])
        try FrontDoor.writeInfoDictionary(of: target, besideExecutable: folder.appendingPathComponent("TidesWidget"))
        let written = try PropertyListSerialization.propertyList(from: Data(contentsOf: folder.appendingPathComponent("Info.plist")), format: nil) as? [String: String]
        #expect(written?["AppGroupName"] == "group.com.example.tides")
        #expect(written?["CFBundleIdentifier"] == "com.example.tides.widget", "the widget's own value wins")
    }
}
