import Foundation
import SwiftParser
import Testing
@testable import WidgetryFrontDoor

/// `widgetry fixtures`: what a target's code reads of the app's data, and the skeleton of a `--fixtures` folder for
/// it (docs/fixtures.md, "Writing a skeleton").
@Suite struct FixtureNeedsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The DataStores example's widgets (SwiftData, Core Data, HealthKit) against the fixtures written for it by hand:
    /// the skeleton has the same files, and each row of the hand-written ones uses only keys the skeleton lists.
    @Test func dataStoresExampleMatchesItsHandWrittenFixtures() throws {
        let widgets = Self.repository.appendingPathComponent("Examples/DataStores/Widgets")
        let files = try FileManager.default.contentsOfDirectory(at: widgets, includingPropertiesForKeys: nil).filter { $0.pathExtension == "swift" }
        let skeleton = FixtureSkeleton(FixtureNeedsReader.needs(files: files))
        #expect(skeleton.files.map(\.path) == ["CoreData/PantryItem.json", "HealthKit/restingHeartRate.json", "HealthKit/stepCount.json", "SwiftData/Book.json"])
        for file in skeleton.files {
            let handWritten = Self.repository.appendingPathComponent("Examples/DataStores/Fixtures").appendingPathComponent(file.path)
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: handWritten)) as? [[String: Any]])
            let skeletonRows = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [[String: Any]])
            // A sample's `unit` is optional (the type's usual unit applies), so the skeleton leaves it out.
            let keys = Set(skeletonRows[0].keys).union(file.path.hasPrefix("HealthKit/") ? ["unit"] : [])
            for row in rows { #expect(Set(row.keys).isSubset(of: keys), "\(file.path): \(row.keys.sorted()) vs \(keys.sorted())") }
        }
        #expect(skeleton.appGroupFolders.map(\.path) == ["AppGroups/group.com.example.pantry", "AppGroups/group.com.example.reading"])
    }

    /// Shared app code as apps write it (our own): a suite named by a constant and read through a variable, typed
    /// getters, `@AppStorage` with and without a store, files in the app group's container, the keychain, the
    /// calendar, a HealthKit category type, and a `@Model` whose computed and `@Transient` properties are not rows.
    static let appCode = """
        import SwiftUI
        import SwiftData
        import EventKit
        import HealthKit

        enum Shared {
            static let group = "group.com.example.tides"
        }

        final class TideStore {
            private let defaults = UserDefaults(suiteName: Shared.group)!
            var harbour: String? { defaults.string(forKey: "harbour") }
            var lastFetch: Double { defaults.double(forKey: "lastFetch") }
            var showsMetric: Bool { UserDefaults.standard.bool(forKey: "metric") }
            var saved: URL? {
                FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Shared.group)?
                    .appendingPathComponent("tides.json")
            }
            func token() -> String? {
                let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.tides.api",
                                            kSecReturnData as String: true]
                var item: CFTypeRef?
                _ = SecItemCopyMatching(query as CFDictionary, &item)
                return nil
            }
            let events = EKEventStore()
            let sleep = HKCategoryType(.sleepAnalysis)
        }

        struct TideView: View {
            @AppStorage("units", store: UserDefaults(suiteName: "group.com.example.tides")) var units = "m"
            @AppStorage("compact") var compact: Bool = false
            var body: some View { Text("Tides") }
        }

        @Model
        final class Tide {
            var height: Double
            var at: Date
            var note: String?
            @Transient var cached = 0
            var isHigh: Bool { height > 3 }
            static let unit = "m"
            init(height: Double, at: Date) { self.height = height; self.at = at }
        }
        """

    @Test func appCodeNeeds() throws {
        let needs = FixtureNeedsReader.needs(trees: [Parser.parse(source: Self.appCode)])
        #expect(needs.userDefaults["group.com.example.tides"]?.map(\.name) == ["units", "harbour", "lastFetch"])
        #expect(needs.userDefaults["standard"]?.map(\.name) == ["metric", "compact"])
        #expect(needs.userDefaults["group.com.example.tides"]?.map(\.placeholder) == [.text, .text, .number])
        #expect(needs.appGroups == ["group.com.example.tides": ["tides.json"]])
        #expect(needs.keychainServices == ["com.example.tides.api"] && needs.readsKeychain)
        #expect(needs.readsCalendar)
        #expect(needs.healthKitTypes == ["sleepAnalysis"])
        #expect(needs.swiftDataModels["Tide"]?.map(\.name) == ["height", "at", "note"])
        // `String?` shows as text: the skeleton says what to write; `null` or a missing key also reads as nil.
        #expect(needs.swiftDataModels["Tide"]?.map(\.placeholder) == [.number, .date, .text])
    }

    @Test func skeletonFiles() throws {
        let skeleton = FixtureSkeleton(FixtureNeedsReader.needs(trees: [Parser.parse(source: Self.appCode)]))
        #expect(skeleton.files.map(\.path) == ["Calendar/events.json", "HealthKit/sleepAnalysis.json", "Keychain/items.json", "SwiftData/Tide.json",
                                               "UserDefaults/group.com.example.tides.json", "UserDefaults/standard.json"])
        let suite = try #require(skeleton.files.first { $0.path == "UserDefaults/group.com.example.tides.json" })
        let values = try #require(try JSONSerialization.jsonObject(with: Data(suite.contents.utf8)) as? [String: Any])
        #expect(values["units"] as? String == "" && values["lastFetch"] as? Double == 0)
        // Every file is JSON the fixture readers take.
        for file in skeleton.files { #expect((try? JSONSerialization.jsonObject(with: Data(file.contents.utf8))) != nil, "\(file.path)") }
    }

    /// Entities of a Core Data model file join those the code declares, with the model's attribute types.
    @Test func coreDataModelEntities() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-needs-\(UUID().uuidString)")
        let model = folder.appendingPathComponent("Library.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(CoreDataClassGeneratorTests.contents.utf8).write(to: model.appendingPathComponent("contents"))
        let needs = FixtureNeedsReader.needs(trees: [Parser.parse(source: "let request = NSFetchRequest<NSManagedObject>(entityName: \"Loan\")")],
                                             models: [model])
        #expect(needs.coreDataEntities.keys.sorted() == ["Book", "Loan", "Shelf"])
        #expect(needs.coreDataEntities["Book"]?.map(\.placeholder) == [.text, .integer, .number, .date, .null, .text])
    }

    /// A team's real fixture is never overwritten; the missing files are written.
    @Test func writeKeepsExistingFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-skeleton-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let skeleton = FixtureSkeleton(FixtureNeedsReader.needs(trees: [Parser.parse(source: Self.appCode)]))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("SwiftData"), withIntermediateDirectories: true)
        try Data("[{\"height\": 4.2}]".utf8).write(to: folder.appendingPathComponent("SwiftData/Tide.json"))
        let written = try skeleton.write(to: folder)
        #expect(written.kept == ["SwiftData/Tide.json"])
        #expect(written.written.count == skeleton.files.count - 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("SwiftData/Tide.json"), encoding: .utf8) == "[{\"height\": 4.2}]")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("AppGroups/group.com.example.tides").path))
    }
}

/// Through the front door's reading of an Xcode project: the Commute example's widget extension keeps its departure
/// boards in the app group's defaults (`Shared/DepartureStore.swift`, a member of the extension's target).
@Suite struct FrontDoorFixtureNeedsTests {
    @Test func commuteProjectReadsItsAppGroupDefaults() throws {
        let project = FixtureNeedsTests.repository.appendingPathComponent("Examples/Commute/Commute.xcodeproj")
        let needs = try FrontDoor.fixtureNeeds(for: FrontDoorRequest(project: project, target: "CommuteWidgets"))
        #expect(Array(needs.userDefaults.keys) == ["group.com.example.commute"])
    }
}
