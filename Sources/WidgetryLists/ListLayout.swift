import Foundation
import WidgetryUI

/// A self-sizing table-style list: a one-column ``GridLayout`` spoken of in rows, as
/// `UITableView` with `automaticDimension` rows lays it out.
///
/// Rows not measured count as `estimatedRowHeight`; visible rows are measured at the list's width
/// (less insets); offset → row and row → offset are O(log n); memory is 24 bytes per row. A width
/// change (rotation) or a text-size change forgets the measurements and re-measures only what the
/// next viewport shows.
public struct ListLayout: Sendable {
    /// The one-column grid doing the work.
    public private(set) var grid: GridLayout

    /// A list of `rowCount` rows across `width`, rows estimated at `estimatedRowHeight` and separated
    /// by `rowSpacing` (0 for a table whose separators are drawn inside the rows).
    public init(rowCount: Int, width: CGFloat, insets: EdgeInsets = EdgeInsets(), rowSpacing: CGFloat = 0,
                estimatedRowHeight: CGFloat = 44) {
        grid = GridLayout(itemCount: rowCount, columns: 1, width: width, insets: insets, columnSpacing: 0,
                          rowSpacing: rowSpacing, estimatedItemHeight: estimatedRowHeight)
    }

    /// The number of rows.
    public var rowCount: Int { grid.itemCount }
    /// The list's width, insets included.
    public var width: CGFloat { grid.width }
    /// The width rows are measured at: the width less the horizontal insets.
    public var rowWidth: CGFloat { grid.columnWidth }
    /// The height counted for a row not measured yet.
    public var estimatedRowHeight: CGFloat {
        get { grid.estimatedItemHeight }
        set { grid.estimatedItemHeight = newValue }
    }
    /// The content height: exact for measured rows, estimated for the rest.
    public var contentHeight: CGFloat { grid.contentHeight }
    /// How many row measurements this list has made in total.
    public var totalMeasurements: Int { grid.totalMeasurements }

    /// Where `row` starts, in content coordinates. O(log n).
    public func offset(ofRow row: Int) -> CGFloat { grid.offset(ofRow: row) }
    /// The row at content offset `y`. O(log n).
    public func row(atOffset y: CGFloat) -> Int { grid.row(atOffset: y) }
    /// The height `row` occupies now: exact when measured, the estimate otherwise.
    public func height(ofRow row: Int) -> CGFloat { grid.height(ofRow: row) }
    /// Whether `row` is measured at the current width and text size.
    public func isMeasured(row: Int) -> Bool { grid.isMeasured(row: row) }

    /// Lays out the viewport at `contentOffset`, measuring rows that come into view:
    /// `measure(row, rowWidth)` returns the row's height at that width.
    public mutating func layoutViewport(contentOffset: CGFloat, height: CGFloat,
                                        measure: (_ row: Int, _ rowWidth: CGFloat) -> CGFloat) -> LayoutViewport {
        grid.layoutViewport(contentOffset: contentOffset, height: height, measure: measure)
    }

    /// Changes the width (rotation) and forgets measurements; returns the offset that keeps the top
    /// row at the top.
    public mutating func setWidth(_ width: CGFloat, anchoredAt contentOffset: CGFloat) -> CGFloat {
        grid.setWidth(width, anchoredAt: contentOffset)
    }

    /// Forgets measurements after a text-size change; returns the offset that keeps the top row at the top.
    public mutating func invalidateMeasurements(anchoredAt contentOffset: CGFloat) -> CGFloat {
        grid.invalidateMeasurements(anchoredAt: contentOffset)
    }
}
