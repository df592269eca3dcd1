import Foundation
import Testing
@testable import WidgetryFrontDoor

/// The module `--sources` compile into is named after the first plain folder given, as Xcode names a target's module
/// after the target: files and package folders passed on their own lend their parent folder's name instead of theirs.
@Suite struct SourcesModuleNameTests {
    @Test("The first plain folder names the module; a model passed first does not; files alone lend their folder's name")
    func names() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("module-name-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Widget/Widget.swift", "Shared/Item.swift", "Shared/Store.xcdatamodeld/Store.xcdatamodel/contents"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let model = root.appendingPathComponent("Shared/Store.xcdatamodeld")
        #expect(FrontDoor.moduleName(for: [model, root.appendingPathComponent("Widget")]) == "Widget")
        #expect(FrontDoor.moduleName(for: [root.appendingPathComponent("Shared/Item.swift"), model]) == "Shared")
        #expect(FrontDoor.moduleName(for: [root.appendingPathComponent("Shared/Item.swift"), root.appendingPathComponent("Widget")]) == "Widget")
    }
}
