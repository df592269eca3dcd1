import Foundation
import Testing
import WidgetryReference
import WidgetryToday
import WidgetryUI

@Suite("Adaptive Today heights")
struct AdaptiveTodayHeightsTests {
    /// Body point sizes from the HIG typography table, xSmall … AX5, written out so the test checks
    /// the helper against the published numbers rather than against itself.
    static let bodyPointSizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    @Test(arguments: DynamicTypeSize.allCases)
    func rowHeightScalesWithBodyText(size: DynamicTypeSize) {
        // Three rows compact: 110 / 3 pt each at Large (17 pt body).
        let heights = AdaptiveTodayHeights(rowsShownCompact: 3, footerHeight: 30)
        let ratio = Self.bodyPointSizes[size.rawValue] / 17
        let row = 110.0 / 3 * ratio
        #expect(abs(heights.rowHeight(at: size) - row) < 1e-9)
        #expect(abs(heights.footerHeight(at: size) - 30 * ratio) < 1e-9)
        // Eight rows and the footer expanded.
        #expect(abs(heights.expandedHeight(rowCount: 8, at: size) - (8 * row + 30 * ratio)) < 1e-9)
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func compactRowCountFallsAsTextGrows(size: DynamicTypeSize) {
        // Rows that fit in 110 pt: floor(110 / (110/3 × pt/17)) = floor(51 / pt), at least 1.
        //   14 → 3, 15 → 3, 16 → 3, 17 → 3, 19 → 2, 21 → 2, 23 → 2, 28 … 53 → 1.
        let expected = [3, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1]
        let heights = AdaptiveTodayHeights(rowsShownCompact: 3)
        #expect(heights.compactRowCount(at: size) == expected[size.rawValue])
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func preferredExpandedSizeStaysWithinTheMaximum(size: DynamicTypeSize) {
        // iPhone SE expanded maximum: 359 × 541. Twelve rows of 55 pt (two compact rows) at Large is
        // 660 pt, already over; the request is clamped at every size from Large up.
        let heights = AdaptiveTodayHeights(rowsShownCompact: 2)
        let maximum = CGSize(width: 359, height: 541)
        let wanted = 12 * 55 * Self.bodyPointSizes[size.rawValue] / 17
        let preferred = heights.preferredExpandedSize(rowCount: 12, at: size, maximumSize: maximum)
        #expect(preferred.width == 359)
        #expect(abs(preferred.height - min(wanted, 541)) < 1e-9)
        // And how many rows the maximum holds: floor(541 / row height).
        let capacity = Int((541 / (55 * Self.bodyPointSizes[size.rawValue] / 17)).rounded(.down))
        #expect(heights.expandedRowCapacity(maximumHeight: 541, at: size) == capacity)
    }

    @Test func measuredRowsGrowWithTextButNeverBelowTheCompactShare() {
        let row = Text("Meeting with the design team").font(.body).lineLimit(1)
        let footer = Text("Updated 9:41").font(.footnote)
        let heights = AdaptiveTodayHeights(measuring: row, footer: footer, width: 359, rowsShownCompact: 2)
        let sizes = DynamicTypeSize.allCases
        for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
            #expect(heights.rowHeight(at: smaller) <= heights.rowHeight(at: larger))
            #expect(heights.footerHeight(at: smaller) <= heights.footerHeight(at: larger))
        }
        #expect(heights.rowHeight(at: .xSmall) == 55)  // 110 / 2: a 14 pt line is shorter
        // At AX5 one 53 pt body line is taller than 55 pt.
        #expect(heights.rowHeight(at: .accessibility5) > 55)
        #expect(heights.compactRowCount(at: .accessibility5) == 1)
    }

    @Test func adaptiveWidgetAvoidsTheClampAndOverflowDiagnostics() throws {
        // A widget that asks for its adaptive height: no clamping diagnostic at any size on iPhone SE.
        final class AdaptiveWidget: TodayViewController {
            let heights = AdaptiveTodayHeights(rowsShownCompact: 2, footerHeight: 20)
            override func viewDidLoad() { extensionContext?.widgetLargestAvailableDisplayMode = .expanded }
            override func widgetActiveDisplayModeDidChange(_ mode: NCWidgetDisplayMode, withMaximumSize maxSize: CGSize) {
                preferredContentSize = mode == .compact ? maxSize
                    : heights.preferredExpandedSize(rowCount: 6, at: .accessibility5, maximumSize: maxSize)
            }
        }
        let host = TodayHostSimulator(device: device("iPhone SE"), dynamicTypeSize: .accessibility5) { AdaptiveWidget() }
        host.appear()
        let state = try host.expand()
        #expect(state.grantedSize.height == 541)
        #expect(!state.diagnostics.contains { $0.code == "preferred-height-clamped" })
    }
}
