import Foundation
import Testing
import WidgetKit
import WidgetryTesting
@testable import PlantCareWidgets

/// The extension's own tests, as a team would write them: the widgets are clean across the matrix,
/// the previews are found, the water button is a tap target, and a missing app-group file is reported
/// rather than crashing the run.
@Suite struct PlantWidgetTests {
    /// The extension's asset catalog, as the command finds it when run from the package folder.
    static let assets = AssetCatalog(directories: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()])

    @Test("The plant widget has no problems at any text size, light or dark, on the default iPhone")
    func plantWidgetIsClean() {
        assertNoDiagnostics(PlantWidget.self, assets: Self.assets)
    }

    @Test("On the smallest iPhone too")
    func plantWidgetOnTheSmallestPhone() {
        assertNoDiagnostics(PlantWidget.self, in: MatrixSlice(devices: [DeviceCatalog.device(named: "iPhone SE")!]), assets: Self.assets)
    }

    @Test("The default configuration shows the first plant, with its next watering")
    func defaultConfiguration() throws {
        let cell = CellPipeline().render(RegisteredWidget(PlantWidget.self, assets: Self.assets), in: WidgetCell(family: .systemMedium), output: .layout)
        let texts = try #require(cell.layout).texts.map(\.text.string)
        // Plant.samples[0] is the Boston Fern, watered a day before the reference date every 3 days: 2 days left.
        #expect(texts.contains("Boston Fern"))
        #expect(texts.contains("Water in 2 days"))
    }

    @Test("The three #Preview declarations are compiled in and show their entries")
    func previewsAreFound() {
        let previews = DiscoveredPreviews.widgets.filter { $0.fileID.hasSuffix("PlantWidget.swift") }
        // Ordered by WidgetKit's raw values, Ints in declaration order: small (0) before medium (1).
        #expect(previews.map(\.family).sorted { $0.rawValue < $1.rawValue } == [.systemSmall, .systemSmall, .systemMedium])
        // Two entries in the unnamed preview, one in "Monstera", and PlantProvider's three mornings.
        #expect(previews.map { $0.makeTimeline().entries.count }.sorted() == [1, 2, 3])
    }

    @Test("A preview's intent reaches the App Intent provider")
    func previewIntentReachesTheProvider() throws {
        let preview = try #require(DiscoveredPreviews.widgets.first { $0.name == "Monstera from the provider" })
        let view = try #require(preview.makeTimeline().entries.first?.view)
        let cell = CellPipeline().render(view, named: "preview", in: WidgetCell(family: .systemSmall), assets: Self.assets, output: .layout)
        #expect(try #require(cell.layout).texts.map(\.text.string).contains("Monstera Deliciosa"))
    }

    @Test("The water button is a tap target in the medium widget")
    func waterButtonIsTappable() throws {
        let cell = CellPipeline().render(RegisteredWidget(PlantWidget.self, assets: Self.assets), in: WidgetCell(family: .systemMedium))
        let map = try #require(cell.tapTargets)
        let water = try #require(map.controls.first)
        // A tap in the middle of the button runs the intent in place.
        #expect(map.action(at: CGPoint(x: water.rect.midX, y: water.rect.midY)) == "WaterPlantIntent")
    }
}
