import Foundation
import WidgetryReference
import WidgetryUI

/// Today-widget heights that follow the user's text size: a row height derived from the compact
/// mode's fixed height and the number of rows shown compact, and the expanded height from the row
/// count plus a footer, recomputed for each ``DynamicTypeSize``.
///
/// At the default text size (`.large`) a row is `compactHeight / rowsShownCompact` tall, so exactly
/// that many rows fill compact mode. At other sizes the row grows or shrinks:
/// - ``init(compactHeight:rowsShownCompact:footerHeight:scalingWith:)`` scales it (and the footer) by
///   the text style's Dynamic Type ratio, `DynamicTypeTable.scaleFactor(relativeTo:at:)` — what
///   `UIFontMetrics(forTextStyle:).scaledValue(for:)` does on iOS. Body at AX5 is 53/17 ≈ 3.12×.
/// - ``init(measuring:footer:width:rowsShownCompact:compactHeight:environment:)`` lays a sample row
///   and footer out with ``ViewMeasurer`` at each size and uses the larger of the compact-derived
///   height and the measured one, for rows whose layout does not scale linearly with one text style.
///
/// Because compact height is fixed, fewer rows fit compact as text grows (``compactRowCount(at:)``),
/// and the expanded height grows with the text until the host clamps it.
public struct AdaptiveTodayHeights: Sendable, Hashable {
    /// The fixed compact height the rows are derived from (110 pt on iOS 10+).
    public let compactHeight: CGFloat
    /// How many rows the widget shows compact at the default text size.
    public let rowsShownCompact: Int
    private let rowHeights: [CGFloat]
    private let footerHeights: [CGFloat]

    /// Heights scaled by `style`'s Dynamic Type ratio: a row is `compactHeight / rowsShownCompact` at
    /// `.large` and scales with `style`; the footer (`footerHeight` at `.large`) scales the same way.
    public init(compactHeight: CGFloat = CGFloat(TodayWidgetFacts.compactHeight), rowsShownCompact: Int,
                footerHeight: CGFloat = 0, scalingWith style: TypeStyle = .body) {
        self.compactHeight = max(0, compactHeight)
        self.rowsShownCompact = max(1, rowsShownCompact)
        let base = self.compactHeight / CGFloat(self.rowsShownCompact)
        let scales = DynamicTypeSize.allCases.map { CGFloat(DynamicTypeTable.scaleFactor(relativeTo: style, at: $0)) }
        rowHeights = scales.map { base * $0 }
        footerHeights = scales.map { max(0, footerHeight) * $0 }
    }

    /// Heights measured from views: at each text size a row is as tall as `row` wants at `width`
    /// (its ideal height), but never shorter than `compactHeight / rowsShownCompact`; the footer is as
    /// tall as `footer` wants. `environment` supplies everything but the text size.
    public init<Row: View, Footer: View>(measuring row: Row, footer: Footer, width: CGFloat, rowsShownCompact: Int,
                                         compactHeight: CGFloat = CGFloat(TodayWidgetFacts.compactHeight),
                                         environment: EnvironmentValues = EnvironmentValues()) {
        self.compactHeight = max(0, compactHeight)
        self.rowsShownCompact = max(1, rowsShownCompact)
        let base = self.compactHeight / CGFloat(self.rowsShownCompact)
        var rows: [CGFloat] = [], footers: [CGFloat] = []
        for size in DynamicTypeSize.allCases {
            var sized = environment
            sized.dynamicTypeSize = size
            rows.append(max(base, ViewMeasurer.idealHeight(of: row, width: width, environment: sized)))
            footers.append(ViewMeasurer.idealHeight(of: footer, width: width, environment: sized))
        }
        rowHeights = rows
        footerHeights = footers
    }

    /// The height of one row at `size`.
    public func rowHeight(at size: DynamicTypeSize) -> CGFloat { rowHeights[size.rawValue] }

    /// The height of the footer at `size`.
    public func footerHeight(at size: DynamicTypeSize) -> CGFloat { footerHeights[size.rawValue] }

    /// How many whole rows fit in the fixed compact height at `size`: `rowsShownCompact` at `.large`,
    /// fewer as text grows, more as it shrinks; at least 1 (a row is cut rather than none shown).
    public func compactRowCount(at size: DynamicTypeSize) -> Int {
        let height = rowHeight(at: size)
        guard height > 0 else { return rowsShownCompact }
        // A hair of tolerance so 110 / (110 / 3) counts as 3 despite rounding.
        return max(1, Int((compactHeight / height + 1e-9).rounded(.down)))
    }

    /// The expanded height showing `rowCount` rows and the footer at `size`.
    public func expandedHeight(rowCount: Int, at size: DynamicTypeSize) -> CGFloat {
        CGFloat(max(0, rowCount)) * rowHeight(at: size) + footerHeight(at: size)
    }

    /// The `preferredContentSize` to ask for in expanded mode: ``expandedHeight(rowCount:at:)``,
    /// clamped to `maximumSize` (from `widgetMaximumSize(for: .expanded)`) so the host need not clamp it.
    public func preferredExpandedSize(rowCount: Int, at size: DynamicTypeSize, maximumSize: CGSize) -> CGSize {
        CGSize(width: maximumSize.width, height: min(expandedHeight(rowCount: rowCount, at: size), maximumSize.height))
    }

    /// How many rows fit expanded within `maximumHeight` at `size`, after the footer.
    public func expandedRowCapacity(maximumHeight: CGFloat, at size: DynamicTypeSize) -> Int {
        let height = rowHeight(at: size)
        guard height > 0 else { return 0 }
        return max(0, Int(((maximumHeight - footerHeight(at: size)) / height + 1e-9).rounded(.down)))
    }
}
