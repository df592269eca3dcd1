import Foundation
import Testing
import WidgetryReference
import WidgetryToday
import WidgetryUI

@Suite("Today host rules")
struct TodayHostRuleTests {
    // iPhone SE screen: 375 × 667 pt portrait (DeviceCatalog). Width rule: 375 − 2 × 8 = 359.
    // Expanded maximum: 667 − 126 = 541 portrait; 375 − 126 = 249 landscape.

    @Test func compactHeightIsFixedWhateverIsAsked() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) { InvertedBranchWidget() }
        let state = host.appear()
        #expect(state.activeDisplayMode == .compact)
        #expect(state.preferredContentSize.height == 300)
        #expect(state.grantedSize == CGSize(width: 359, height: 110))
        #expect(state.maximumSize == CGSize(width: 359, height: 110))
    }

    @Test func expandedHeightIsThePreferredHeightWithinTheMaximum() throws {
        let widget = GoodWidget()
        widget.expandedHeight = 220
        let host = TodayHostSimulator(device: device("iPhone SE")) { widget }
        host.appear()
        let state = try host.expand()
        #expect(state.activeDisplayMode == .expanded)
        #expect(state.grantedSize == CGSize(width: 359, height: 220))
        #expect(state.maximumSize == CGSize(width: 359, height: 541))
    }

    @Test func expandedHeightIsClampedPerDeviceAndOrientation() throws {
        let cases: [(device: String, orientation: TodayOrientation, maximum: CGFloat, width: CGFloat)] = [
            ("iPhone SE", .portrait, 667 - 126, 375 - 16),
            ("iPhone SE", .landscape, 375 - 126, 667 - 16),
            ("iPhone 16", .portrait, 852 - 126, 393 - 16),
            // iPad: min(height − 171, 616). Air 3: 1112 − 171 = 941 → 616; landscape 834 − 171 = 663 → 616.
            ("iPad Air (3rd generation)", .portrait, 616, 834 - 16),
            ("iPad Air (3rd generation)", .landscape, 616, 1112 - 16),
            // iPad mini 5 landscape: 768 − 171 = 597, under the cap.
            ("iPad mini (5th generation)", .landscape, 597, 1024 - 16),
        ]
        for entry in cases {
            let widget = GoodWidget()
            widget.expandedHeight = 5_000
            let host = TodayHostSimulator(device: device(entry.device), orientation: entry.orientation) { widget }
            host.appear()
            let state = try host.expand()
            #expect(state.grantedSize.height == entry.maximum, "\(entry.device) \(entry.orientation)")
            #expect(state.grantedSize.width == entry.width, "\(entry.device) \(entry.orientation)")
        }
    }

    @Test func expandedWithoutAPreferredHeightStaysAtCompactHeight() throws {
        final class NoSizeWidget: TodayViewController {
            override func viewDidLoad() { extensionContext?.widgetLargestAvailableDisplayMode = .expanded }
        }
        let host = TodayHostSimulator(device: device("iPhone SE")) { NoSizeWidget() }
        host.appear()
        let state = try host.expand()
        #expect(state.activeDisplayMode == .expanded)
        #expect(state.grantedSize.height == 110)
    }

    @Test func controlIsShownOnlyWhenLargestModeIsExpanded() throws {
        let compactOnly = TodayHostSimulator(device: device("iPhone SE")) { CompactOnlyWidget() }
        let state = compactOnly.appear()
        #expect(!state.showsDisplayModeControl)
        #expect(state.displayModeControlTitle == nil)
        #expect(throws: TodayHostError.displayModeControlHidden) { try compactOnly.expand() }

        let expandable = TodayHostSimulator(device: device("iPhone SE")) { GoodWidget() }
        #expect(expandable.appear().displayModeControlTitle == "Show More")
        #expect(try expandable.expand().displayModeControlTitle == "Show Less")

        // The grid sample's rule: the control only with more than four items.
        let four = TodayHostSimulator(device: device("iPhone SE")) { ItemsWidget(items: 4) }
        let five = TodayHostSimulator(device: device("iPhone SE")) { ItemsWidget(items: 5) }
        #expect(!four.appear().showsDisplayModeControl)
        #expect(five.appear().showsDisplayModeControl)
    }

    @Test func loweringTheLargestModeCollapsesTheWidget() throws {
        final class ShrinkingWidget: TodayViewController {
            override func viewDidLoad() { extensionContext?.widgetLargestAvailableDisplayMode = .expanded }
            override func widgetActiveDisplayModeDidChange(_ mode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
                preferredContentSize = mode == .compact ? maxSize : CGSize(width: 0, height: 300)
            }
            var updates = 0
            override func widgetPerformUpdate(completionHandler: @escaping (NCUpdateResult) -> Void) {
                // The second update finds nothing more to show.
                updates += 1
                if updates > 1 { extensionContext?.widgetLargestAvailableDisplayMode = .compact }
                completionHandler(.newData)
            }
        }
        let host = TodayHostSimulator(device: device("iPhone SE")) { ShrinkingWidget() }
        host.appear()
        let state = try host.expand()
        #expect(state.activeDisplayMode == .expanded)
        let updated = try host.performUpdate()
        #expect(updated.activeDisplayMode == .compact)
        #expect(!updated.showsDisplayModeControl)
        #expect(updated.grantedSize.height == 110)
    }

    @Test func activeModeIsRememberedAcrossAppearances() throws {
        var made: [GoodWidget] = []
        let host = TodayHostSimulator(device: device("iPhone SE")) {
            let widget = GoodWidget()
            made.append(widget)
            return widget
        }
        host.appear()
        try host.expand()
        host.disappear()
        #expect(!host.isVisible)
        let state = host.appear()
        #expect(state.activeDisplayMode == .expanded)
        #expect(state.grantedSize.height == 220)
        // The new controller heard the remembered mode with the expanded maximum.
        #expect(made.count == 2)
        #expect(made[1].modeChanges.first?.0 == .expanded)
        #expect(made[1].modeChanges.first?.1 == CGSize(width: 359, height: 541))

        try host.collapse()
        host.disappear()
        #expect(host.appear().activeDisplayMode == .compact)
    }

    @Test func controllerIsCreatedAnewOnEveryAppearance() throws {
        var made: [GoodWidget] = []
        let host = TodayHostSimulator(device: device("iPhone SE")) {
            let widget = GoodWidget()
            made.append(widget)
            return widget
        }
        host.appear()
        made[0].rows = 9
        host.appear()  // appearing again re-creates, as scrolling away and back does
        host.appear()
        #expect(made.count == 3)
        #expect(host.appearanceCount == 3)
        #expect(made[0] !== made[1] && made[1] !== made[2])
        #expect(host.controller === made[2])
        #expect(made[2].rows == 2)  // state kept in the old controller is gone
        #expect(made[0].extensionContext == nil)
    }

    @Test func rotationReportsTheNewMaximumToExpandableWidgets() throws {
        let widget = GoodWidget()
        widget.expandedHeight = 400
        let host = TodayHostSimulator(device: device("iPhone SE")) { widget }
        host.appear()
        try host.expand()
        let landscape = try #require(host.rotate(to: .landscape))
        #expect(widget.modeChanges.last?.0 == .expanded)
        #expect(widget.modeChanges.last?.1 == CGSize(width: 651, height: 249))
        #expect(landscape.grantedSize == CGSize(width: 651, height: 249))
    }

    @Test func performUpdateResultIsReported() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) { GoodWidget() }
        #expect(host.appear().lastUpdateResult == .newData)
        #expect(throws: TodayHostError.notVisible) {
            host.disappear()
            try host.performUpdate()
        }
    }

    @Test func derivedMetricsCiteTheirRules() {
        #expect(TodayHostMetrics.rules.count == 4)
        #expect(TodayHostMetrics.rules.first?.formula.contains("110") == true)
        let metrics = TodayHostMetrics.derived(device: device("iPhone SE"), orientation: .portrait)
        #expect(metrics == TodayHostMetrics(width: 359, compactHeight: 110, expandedMaximumHeight: 541))
    }

    @Test func layoutIsAtTheGrantedSize() throws {
        let host = TodayHostSimulator(device: device("iPhone SE")) { GoodWidget() }
        let state = host.appear()
        #expect(state.layout.canvasSize == state.grantedSize)
        #expect(state.layout.texts.map(\.text.string) == ["Row 0", "Row 1"])
        // Content is top-leading aligned: the first row starts at the top-left corner.
        let first = try #require(state.layout.texts.first?.element.frame)
        #expect(first.minX == 0 && first.minY == 0)
    }
}
