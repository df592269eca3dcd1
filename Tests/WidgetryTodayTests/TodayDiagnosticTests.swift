import Foundation
import Testing
import WidgetryReference
import WidgetryToday
import WidgetryUI

@Suite("Today diagnostics")
struct TodayDiagnosticTests {
    private func codes(_ state: TodayHostState) -> [String] { state.diagnostics.map(\.code) }

    @Test func wellBehavedWidgetHasNoDiagnostics() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) { GoodWidget() }
        #expect(host.appear().diagnostics.isEmpty)
        #expect(try host.expand().diagnostics.isEmpty)
        #expect(try host.collapse().diagnostics.isEmpty)
        #expect(host.rotate(to: .landscape)?.diagnostics.isEmpty == true)
    }

    @Test func preferredSizeForTheWrongMode() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) { InvertedBranchWidget() }
        host.appear()  // remembered compact: no mode callback yet
        try host.expand()  // expanded branch sets maxSize: fine
        let collapsed = try host.collapse()  // compact branch asks for 300: ignored
        #expect(collapsed.diagnostics == [.preferredSizeSetForWrongMode(requestedHeight: 300, activeMode: .compact, fixedHeight: 110)])
        #expect(collapsed.grantedSize.height == 110)
    }

    @Test func settingTheCompactHeightWhileCompactIsNotAMistake() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) { GoodWidget() }
        host.appear()
        try host.expand()
        #expect(!codes(try host.collapse()).contains("preferred-size-wrong-mode"))
    }

    @Test func largestModeChangedWithoutPreferredSize() throws {
        // The user left the widget expanded; on the next appearance it offers expanded mode only from
        // widgetPerformUpdate, the host shows it expanded without a callback, and no size is set.
        let host = TodayHostSimulator(device: device("iPhone SE")) { LateExpandableWidget() }
        host.appear()
        try host.expand()
        let state = host.appear()
        #expect(state.activeDisplayMode == .expanded)
        // preferredContentSize starts at zero in the new controller, so the compact height is kept.
        #expect(state.grantedSize.height == 110)
        #expect(state.diagnostics.contains(.largestModeChangedWithoutPreferredSize(largestMode: .expanded, grantedHeight: 110)))
    }

    @Test func settingThePreferredSizeAfterTheLargestModeChangeSilencesIt() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) {
            let widget = LateExpandableWidget()
            widget.setsSizeAfterwards = true
            return widget
        }
        host.appear()
        try host.expand()
        let state = host.appear()
        #expect(state.grantedSize.height == 250)
        #expect(!codes(state).contains("largest-mode-without-preferred-size"))
    }

    @Test func largestModeChangedWhileCompactIsNotDiagnosed() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) { LateExpandableWidget() }
        let state = host.appear()
        #expect(state.activeDisplayMode == .compact)
        #expect(state.showsDisplayModeControl)
        #expect(state.diagnostics.isEmpty)
    }

    @Test func preferredHeightTheHostWillClamp() throws {
        let widget = GoodWidget()
        widget.expandedHeight = 900
        let host = TodayHostSimulator(device: device("iPhone SE")) { widget }
        host.appear()
        let state = try host.expand()
        // 667 − 126 = 541.
        #expect(state.diagnostics == [.preferredHeightClamped(requestedHeight: 900, maximumHeight: 541)])
        // Rotating lowers the maximum to 375 − 126 = 249 while the request stays 900.
        let landscape = try #require(host.rotate(to: .landscape))
        #expect(landscape.diagnostics == [.preferredHeightClamped(requestedHeight: 900, maximumHeight: 249)])
    }

    @Test func contentTallerThanGrantedAtALargeTextSize() throws {
        // Three body lines: at the default size (17 pt text) they fit the fixed 110 pt; at AX5 body
        // text is 53 pt (DynamicTypeTable), so three lines need at least 3 × 53 = 159 pt.
        let host = TodayHostSimulator(device: device("iPhone SE")) { CompactOnlyWidget() }
        let large = host.appear()
        #expect(large.diagnostics.isEmpty)
        #expect(large.contentHeight < 110)

        let ax5 = try #require(host.setDynamicTypeSize(.accessibility5))
        let bodyAX5 = CGFloat(DynamicTypeTable.metrics(.body, at: .accessibility5).pointSize)
        #expect(ax5.contentHeight >= 3 * bodyAX5)
        #expect(ax5.diagnostics == [.contentTallerThanGranted(contentHeight: ax5.contentHeight, grantedHeight: 110,
                                                               mode: .compact, dynamicTypeSize: .accessibility5)])
        // The layout is still the granted 110 pt: the bottom is cut, as on a device.
        #expect(ax5.layout.canvasSize.height == 110)
    }

    @Test func contentTallerThanGrantedWhenExpanded() throws {
        let widget = GoodWidget()
        widget.rows = 30
        widget.expandedHeight = 200
        let host = TodayHostSimulator(device: device("iPhone SE")) { widget }
        host.appear()
        let state = try host.expand()
        #expect(state.diagnostics.contains { $0.code == "content-taller-than-granted" })
    }

    @Test func diagnosticsExplainThemselves() {
        let clamped = TodayDiagnostic.preferredHeightClamped(requestedHeight: 900, maximumHeight: 541)
        #expect(clamped.description.contains("900.0 pt"))
        #expect(clamped.description.contains("541.0 pt"))
    }
}
