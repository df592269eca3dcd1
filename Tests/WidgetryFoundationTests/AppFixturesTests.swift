import Foundation
import Testing
@testable import WidgetryFoundation

/// A team's app data reaches the widget's own Foundation calls.
@Suite struct AppFixturesTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("UserDefaults"), withIntermediateDirectories: true)
        return url
    }

    @Test func userDefaultsSuitesAreRegisteredFromJSONAndPlist() throws {
        let root = try folder()
        let suite = "group.example.fixtures.\(UUID().uuidString.prefix(8))"
        try Data(#"{"streak": 12, "name": "Ana"}"#.utf8).write(to: root.appendingPathComponent("UserDefaults/\(suite).json"))
        let loaded = try AppFixtures(folder: root).registerUserDefaults()
        #expect(loaded == [suite])
        let defaults = try #require(UserDefaults(suiteName: suite))
        #expect(defaults.integer(forKey: "streak") == 12)
        #expect(defaults.string(forKey: "name") == "Ana")
    }

    @Test func aMalformedFileNamesItselfAndTheFix() throws {
        let root = try folder()
        let file = root.appendingPathComponent("UserDefaults/broken.json")
        try Data("[1, 2]".utf8).write(to: file)
        #expect {
            try AppFixtures(folder: root).registerUserDefaults()
        } throws: { error in
            let text = "\(error)"
            return text.contains("broken.json") && text.contains("JSON object")
        }
    }

    @Test func anAppGroupWithoutFixturesIsAnEmptyWritableFolder() throws {
        let group = "group.example.\(UUID().uuidString.prefix(8))"
        let url = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group))
        #expect(url.lastPathComponent == group)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
        try Data("x".utf8).write(to: url.appendingPathComponent("cache.json"))
    }
}

/// Foundation pieces Linux lacks, answering as Foundation does on iOS.
@Suite struct FoundationGapTests {
    @Test func relativeDatesReadAsFoundationWritesThem() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let reference = Date(timeIntervalSince1970: 1_780_000_000)
        // Two hours later and three days earlier, in en_US's full units.
        #expect(formatter.localizedString(for: reference.addingTimeInterval(7_200), relativeTo: reference) == "in 2 hours")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-3 * 86_400), relativeTo: reference) == "3 days ago")
    }
}
