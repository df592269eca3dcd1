import Foundation
import Testing
@testable import WidgetryFrontDoor
import WidgetryXcode

/// `--sources Widget --sources App`: the app folder's files the widget's code uses are compiled, the rest (screens
/// importing frameworks a widget never links, the app's own copy of a view the widget keeps its own of) are left out,
/// as the widget's target in Xcode lists only what it needs.
@Suite struct SourceReachabilityTests {
    /// A widget extension and its app, as teams lay them out: the widget uses a model, a colour initializer, a view
    /// modifier, a formatter reached through a member, an interpolation and a constant; the app adds screens.
    static let files: [String: String] = [
        "Widget/TripWidget.swift": """
            import WidgetKit
            import SwiftUI
            struct TripWidget: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: AppConstants.widgetKind, provider: TripProvider()) { entry in TripView(trip: entry.trip) }
                }
            }
            """,
        "Widget/TripView.swift": """
            import SwiftUI
            struct TripView: View {
                var trip: Trip
                var body: some View {
                    Text("\\(trip.start, style: .relative)").foregroundStyle(Color(hex: 0x336699)).cardStyle()
                    Text(trip.distance.asKilometres).buttonStyle(.pill)
                    HistorySummaryView()
                    self.StopRow()
                    Text(UserDefaults.appGroup.string(forKey: "name") ?? "")
                    ForEach(trip.stops, id: \\.name) { Text($0.name) }
                    Link("Open", destination: URL(string: "trips://")!)
                    Text(trip.distance.description)
                    Text(trip.stops[safe: 0]?.name ?? "")
                }
                func StopRow() -> some View { Text(trip.stops.first?.name ?? "") }
            }
            struct HistorySummaryView: View { var body: some View { Text("widget's own") } }
            """,
        "Widget/Storage/Keys.swift": "import Foundation\nextension UserDefaults { static let appGroup = UserDefaults(suiteName: \"group.trips\")! }\n",
        "App/Storage/UserDefaults+Group.swift": "import Foundation\nextension UserDefaults { static let appGroup = UserDefaults(suiteName: \"group.trips\")! }\n",
        "App/Screens/StopRow.swift": "import SwiftUI\nstruct StopRow: View { var body: some View { Text(\"row\") } }\n",
        "App/Screens/LinkSheet.swift": "import SafariServices\nimport SwiftUI\nstruct LinkSheet: View { var body: some View { Text(\"link\") } }\nextension URL: Identifiable { public var id: String { absoluteString } }\n",
        "App/String+Diff.swift": "import DifferenceKit\nextension String: Differentiable {}\n",
        "App/Date+Raw.swift": "import Foundation\nextension Date: RawRepresentable { public init?(rawValue: String) { nil }; public var rawValue: String { \"\" } }\n",
        "App/Sort+Strings.swift": "extension SortOrder { var description: String { \"\" } }\n",
        "App/Models/Trip.swift": "import Foundation\nstruct Trip { var start: Date; var distance: Double; var stops: [Stop] }\n",
        "App/Models/Stop.swift": "struct Stop { var name: String }\n",
        "App/Models/Trip+Codable.swift": "extension Trip: Codable {}\n",
        "App/Models/Trip+Editing.swift": "extension Trip { mutating func reschedule() {} }\n",
        "App/Constants.swift": "enum AppConstants { static let widgetKind = \"trip\" }\n",
        "App/Color+Hex.swift": "import SwiftUI\nextension Color { init(hex: Int) { self.init(red: 0, green: 0, blue: 0) } }\n",
        "App/View+Card.swift": "import SwiftUI\nextension View { func cardStyle() -> some View { padding() } }\n",
        "App/View+Sheet.swift": "import SwiftUI\nextension View { func appSheet() -> some View { self } }\n",
        "App/Double+Format.swift": "extension Double { var asKilometres: String { \"\\(self) km\" } }\n",
        "App/PillStyle.swift": "import SwiftUI\nstruct PillButtonStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }\nextension ButtonStyle where Self == PillButtonStyle { static var pill: PillButtonStyle { .init() } }\n",
        "App/Screens/HistorySummaryView.swift": "import SwiftUI\nstruct HistorySummaryView: View { var body: some View { Text(\"app's\") } }\n",
        "App/Screens/PassView.swift": "import PassKit\nimport SwiftUI\nstruct PassView: View { var body: some View { Text(\"pass\").appSheet() } }\n",
        "App/TripsApp.swift": "import SwiftUI\n@main struct TripsApp: App { var body: some Scene { WindowGroup { PassView() } } }\n",
        "App/Interpolation.swift": "extension DefaultStringInterpolation { mutating func appendInterpolation(km value: Double) {} }\n",
        // A labelled subscript is used where its label is spelled (`stops[safe: 0]`, on an array the code writes `[Stop]`).
        "App/Array+Safe.swift": "extension Array { subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil } }\n",
        "App/Collection+Clamped.swift": "extension Collection { subscript(clamped index: Index) -> Element { self[index] } }\n",
    ]

    static func writeProject(_ files: [String: String] = files) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reachability-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func scanned(_ root: URL, _ folders: [String]) throws -> (TargetSources, FrontDoorRequest) {
        let urls = folders.map { root.appendingPathComponent($0) }
        return (try TargetSources.scanning(directories: urls, name: "Widget"), FrontDoorRequest(sources: urls))
    }

    @Test("From the widget's folder, the app files it uses are kept; the app's screens, its copies of what the widget declares, a type named like a widget's method, a screen extending URL with `id`, another package's conformance, a `description` and unused extensions are left out")
    func widgetAndAppFolders() throws {
        let root = try Self.writeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        var (target, request) = try Self.scanned(root, ["Widget", "App"])
        let result = FrontDoor.leavingOutUnusedSources(of: &target, request: request)
        let kept = Set(target.swiftFiles.map { $0.path.replacingOccurrences(of: root.path + "/", with: "") })
        #expect(kept == ["Widget/TripWidget.swift", "Widget/TripView.swift", "Widget/Storage/Keys.swift", "App/Models/Trip.swift", "App/Models/Stop.swift",
                         "App/Models/Trip+Codable.swift", "App/Constants.swift", "App/Color+Hex.swift", "App/View+Card.swift",
                         "App/Double+Format.swift", "App/PillStyle.swift", "App/Interpolation.swift", "App/Date+Raw.swift", "App/Array+Safe.swift"])
        #expect(result.leftOut.map(\.lastPathComponent).sorted()
                == ["Collection+Clamped.swift", "HistorySummaryView.swift", "LinkSheet.swift", "PassView.swift", "Sort+Strings.swift", "StopRow.swift", "String+Diff.swift",
                    "Trip+Editing.swift", "TripsApp.swift", "UserDefaults+Group.swift", "View+Sheet.swift"])
        // The 22 files beside the widget's own 3 are the candidates.
        #expect(result.candidates == 22)
        #expect(result.note?.contains("11 of the 22 shared files") == true && result.note?.contains("--all-sources") == true)
    }

    @Test("A view's audio-graph conformance in a file of its own is kept: the view passes itself to accessibilityChartDescriptor")
    func chartDescriptorConformanceKept() throws {
        // A trends chart as a water tracker splits it (held-out batch 20): the conformance is never named by the code that uses it.
        let files = [
            "Widget/IntakeWidget.swift": "import SwiftUI\nstruct IntakeWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"i\", provider: P()) { _ in TrendsChart() } } }\n",
            "Shared/TrendsChart.swift": "import SwiftUI\nstruct TrendsChart: View { var body: some View { Rectangle().accessibilityChartDescriptor(self) } }\n",
            "Shared/TrendsChart+AudioGraph.swift": "import SwiftUI\nextension TrendsChart: AXChartDescriptorRepresentable {\n    func makeChartDescriptor() -> AXChartDescriptor { fatalError() }\n}\n",
            "Shared/Unused.swift": "struct Unused {}\n",
        ]
        let root = try Self.writeProject(files)
        defer { try? FileManager.default.removeItem(at: root) }
        var (target, request) = try Self.scanned(root, ["Widget", "Shared"])
        let result = FrontDoor.leavingOutUnusedSources(of: &target, request: request)
        #expect(Set(target.swiftFiles.map(\.lastPathComponent)) == ["IntakeWidget.swift", "TrendsChart.swift", "TrendsChart+AudioGraph.swift"])
        #expect(result.leftOut.map(\.lastPathComponent) == ["Unused.swift"])
    }

    /// NationFlags' shape: the widget's target lists an app screen's map view (MKMapView) that nothing of the widget uses.
    /// Compiled, it would stop the check on an API Widgetry lacks; left out, the note says the target lists it.
    @Test("A file the widget's Xcode target lists that no name reaches is left out, and the note says the target lists it")
    func filesTheTargetListsButNothingUses() throws {
        let root = try Self.writeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        var (target, request) = try Self.scanned(root, ["Widget", "App"])
        let listed = root.appendingPathComponent("App/Screens/StopRow.swift").standardizedFileURL.path
        let result = FrontDoor.leavingOutUnusedSources(of: &target, request: request, targetLists: [listed])
        #expect(result.leftOut.contains { $0.standardizedFileURL.path == listed })
        #expect(result.listedByTarget == 1)
        #expect(result.note?.contains("1 of them listed by the widget's Xcode target") == true)
        // Without a target listing it, the note gives the usual reason.
        var (plain, plainRequest) = try Self.scanned(root, ["Widget", "App"])
        #expect(FrontDoor.leavingOutUnusedSources(of: &plain, request: plainRequest).note?.contains("as a widget target compiles only the files it lists") == true)
    }

    @Test("--all-sources keeps every file; folders that declare no widget are kept whole")
    func keptWhole() throws {
        let root = try Self.writeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        var (target, request) = try Self.scanned(root, ["Widget", "App"])
        request.compilesAllSources = true
        #expect(FrontDoor.leavingOutUnusedSources(of: &target, request: request).leftOut.isEmpty)
        #expect(target.swiftFiles.count == Self.files.count)
        var (views, viewsRequest) = try Self.scanned(root, ["App"])
        #expect(FrontDoor.leavingOutUnusedSources(of: &views, request: viewsRequest).leftOut.isEmpty)
        #expect(views.swiftFiles.count == 22)
    }

    @Test("A first folder holding the app is not all kept: the widget's files are the start; a file named on its own stays")
    func appFolderFirst() throws {
        let root = try Self.writeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let urls = [root, root.appendingPathComponent("App/Models/Trip+Editing.swift")]
        var target = try TargetSources.scanning(directories: [root], name: "Trips")
        let result = FrontDoor.leavingOutUnusedSources(of: &target, request: FrontDoorRequest(sources: urls))
        // The widget's folder is nearer the widget than the app's: its copies are taken.
        #expect(result.leftOut.map(\.lastPathComponent).sorted()
                == ["Collection+Clamped.swift", "HistorySummaryView.swift", "LinkSheet.swift", "PassView.swift", "Sort+Strings.swift", "StopRow.swift", "String+Diff.swift",
                    "TripsApp.swift", "UserDefaults+Group.swift", "View+Sheet.swift"])
    }

    @Test("What a file declares and spells: top-level names, extension members by label, conformances, entry points")
    func fileSymbols() {
        let symbols = FileSymbols(source: """
            import SwiftUI
            #if os(iOS)
            struct Badge: View { var body: some View { Text(title) } }
            #endif
            let sharedSuite = "group.example", `default` = 1
            func formatted(_ value: Double) -> String { "" }
            extension Color: @retroactive Identifiable { init(named: String) {}; var id: Int { 0 }; static func + (a: Color, b: Color) -> Color { a } }
            @main struct Widgets: WidgetBundle { var body: some Widget { BadgeWidget() } }
            """)
        #expect(symbols.declared == ["Badge", "sharedSuite", "default", "formatted", "Widgets"])
        #expect(symbols.extensions == [.init(extendedType: "Color", extendedTypeName: "Color", members: ["named:", "id"], properties: ["id"],
                                       isUsedWithType: true, conformances: ["Identifiable"])])
        #expect(symbols.names.isSuperset(of: ["title", "BadgeWidget", "Text", "View", "Color"]))
        // A declaration's own name is not a use of it.
        #expect(!symbols.names.contains("Badge") && !symbols.names.contains("formatted"))
        #expect(symbols.declaresWidget && !symbols.declaresApp)
    }

    @Test("Finder's copy of a file beside it (`Widget 2.swift`, declaring the same names) is left out, even from the widget's folder")
    func finderCopies() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copies-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let widget = "import WidgetKit\nimport SwiftUI\nstruct NoteWidget: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() } }\n"
        for (path, text) in ["Widget/NoteWidget.swift": widget, "Widget/NoteWidget 2.swift": widget,
                             "Widget/Note 2.swift": "struct Reminder {}\n", "Widget/Note.swift": "struct Note {}\n"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var target = try TargetSources.scanning(directories: [root.appendingPathComponent("Widget")], name: "Widget")
        let result = FrontDoor.leavingOutUnusedSources(of: &target, request: FrontDoorRequest(sources: [root.appendingPathComponent("Widget")]))
        #expect(result.leftOut.map(\.lastPathComponent) == ["NoteWidget 2.swift"])
        // `Note 2.swift` declares other names than `Note.swift`: a file of its own, kept.
        #expect(target.swiftFiles.map(\.lastPathComponent).sorted() == ["Note 2.swift", "Note.swift", "NoteWidget.swift"])
    }

    @Test("Of two copies of an extension (a stale folder inside the app's), the shallower is compiled and the other left out")
    func staleExtensionCopy() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Widget/BrandWidget.swift": "import SwiftUI\nimport WidgetKit\nstruct BrandWidget: Widget { var body: some WidgetConfiguration { EmptyWidgetConfiguration() }\n var tint: Color { .brand } }\n",
            "App/Extensions/Color+Brand.swift": "import SwiftUI\nextension Color {\n static let brand = Color(\"brand\")\n static let night = Color(\"night\")\n}\n",
            "App/App/Extensions/Color+Brand.swift": "import SwiftUI\nextension Color {\n static let brand = Color(\"brand\") // older\n}\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var (target, request) = try Self.scanned(root, ["Widget", "App"])
        let result = FrontDoor.leavingOutUnusedSources(of: &target, request: request)
        #expect(result.leftOut.map { $0.path.replacingOccurrences(of: root.path + "/", with: "") } == ["App/App/Extensions/Color+Brand.swift"])
    }
}
