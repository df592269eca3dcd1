import Testing
import SwiftUI
import WidgetKit
import WidgetryPipeline

/// `#Preview(as:using:) { … } contentStates: { … }` in this target is found in the test binary and its
/// states render in the preview's presentations.
@Suite struct LiveActivityPreviewTests {
    private var matchPreviews: [RegisteredLiveActivity] {
        DiscoveredPreviews.liveActivities.filter { $0.fileID?.hasSuffix("ScoreActivity.swift") == true }
    }

    @Test func bothPreviewsAreFoundWithTheirPresentations() {
        let previews = matchPreviews.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
        #expect(previews.map(\.name) == ["Match", nil])
        // .dynamicIsland(.compact) is both compact slots; .content the Lock Screen.
        #expect(previews.map(\.presentations) == [[.compactLeading, .compactTrailing], [.lockScreen]])
        #expect(previews.allSatisfy { $0.typeName == "MatchActivityWidget" })
    }

    @Test func eachContentStateIsDrawnInItsPresentation() throws {
        let preview = try #require(matchPreviews.first { $0.name == "Match" })
        let made = preview.makeStates()
        #expect(made.problem == nil)
        #expect(made.states.count == 2)
        let device = try #require(DeviceCatalog.all.first { $0.screenKey == "393x852" })
        let canvas = try #require(device.liveActivitySizes?.canvas(for: .compactLeading))
        let cell = CellPipeline().render(made.states[1].view(for: .compactLeading), named: "Match",
                                         in: WidgetCell(liveActivity: canvas, device: device), output: .layout)
        #expect(try #require(cell.layout).texts.map(\.text.string) == ["2"])
        #expect(cell.findings.isEmpty)
    }
}
