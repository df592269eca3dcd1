import Foundation
import WidgetryUI

/// A self-sizing grid of one or several equal columns, as `UICollectionView` with self-sizing cells or
/// SwiftUI's `LazyVGrid` with `.flexible()` columns lays it out: items fill rows leading to trailing,
/// each row is as tall as its tallest item, and items are measured only when they come into view.
///
/// - Column width: `(width − insets.leading − insets.trailing − columnSpacing × (columns − 1)) / columns`.
/// - Rows never measured count as `estimatedItemHeight`; once every item of a row has been measured
///   at the current column width the row has its exact height. So `contentHeight` and the offsets of
///   rows below the viewport change as the viewport measures, while rows above it stay put, as with
///   `UITableView.estimatedRowHeight`.
/// - Offset → row and row → offset are O(log n) (``RowOffsetIndex``); memory is 16 bytes per row
///   plus 4 per item (24 bytes per row for a one-column list).
/// - A width change (rotation), a column change or a text-size change (``invalidateMeasurements(anchoredAt:)``)
///   forgets every measurement, since each height depended on the old width or text size, keeps the
///   item at the top of the viewport at the top, and leaves the next ``layoutViewport(contentOffset:height:measure:)``
///   to re-measure only what is visible.
///
/// A one-column grid is a table-style list; ``ListLayout`` is that, with row vocabulary.
public struct GridLayout: Sendable {
    /// The number of items.
    public let itemCount: Int
    /// The number of columns, at least 1.
    public private(set) var columns: Int
    /// The width of the whole grid, insets included, in points.
    public private(set) var width: CGFloat
    /// Space around the content.
    public let insets: EdgeInsets
    /// Horizontal space between columns.
    public let columnSpacing: CGFloat
    /// The height counted for an item not measured yet.
    public var estimatedItemHeight: CGFloat {
        get { CGFloat(rows.estimatedHeight) }
        set { rows.estimatedHeight = Double(max(0, newValue)) }
    }
    /// How many item measurements this layout has made in total: tests and benchmarks read it to check
    /// that only visible items are measured.
    public private(set) var totalMeasurements = 0

    private var itemHeights: [Float]
    private var rows: RowOffsetIndex

    /// A grid of `itemCount` items in `columns` columns across `width`, items estimated at
    /// `estimatedItemHeight` until measured.
    public init(itemCount: Int, columns: Int = 1, width: CGFloat, insets: EdgeInsets = EdgeInsets(),
                columnSpacing: CGFloat = 8, rowSpacing: CGFloat = 8, estimatedItemHeight: CGFloat = 44) {
        self.itemCount = max(0, itemCount)
        self.columns = max(1, columns)
        self.width = max(0, width)
        self.insets = insets
        self.columnSpacing = max(0, columnSpacing)
        itemHeights = [Float](repeating: .nan, count: self.itemCount)
        rows = RowOffsetIndex(count: Self.rowCount(items: self.itemCount, columns: self.columns),
                              estimatedHeight: Double(estimatedItemHeight), spacing: Double(max(0, rowSpacing)))
    }

    /// Bytes of storage per row at `columns` columns: the row index's plus one `Float` per item.
    public static func bytesPerRow(columns: Int) -> Int {
        RowOffsetIndex.bytesPerRow + max(1, columns) * MemoryLayout<Float>.stride
    }

    private static func rowCount(items: Int, columns: Int) -> Int {
        (items + columns - 1) / columns
    }

    // MARK: Geometry

    /// The number of rows: `itemCount / columns`, rounded up.
    public var rowCount: Int { rows.count }

    /// Vertical space between rows.
    public var rowSpacing: CGFloat { CGFloat(rows.spacing) }

    /// The width each column, and so each item, gets.
    public var columnWidth: CGFloat {
        let available = width - insets.leading - insets.trailing - columnSpacing * CGFloat(columns - 1)
        return max(0, available / CGFloat(columns))
    }

    /// The height of the whole content, insets included: exact for measured rows, estimated for the rest.
    public var contentHeight: CGFloat {
        insets.top + CGFloat(rows.totalHeight) + insets.bottom
    }

    /// The row `item` is in.
    public func row(ofItem item: Int) -> Int { item / columns }

    /// The items in `row`.
    public func items(inRow row: Int) -> Range<Int> {
        (row * columns)..<min(itemCount, (row + 1) * columns)
    }

    /// Where `row` starts, in content coordinates. O(log n).
    public func offset(ofRow row: Int) -> CGFloat {
        insets.top + CGFloat(rows.offset(of: row))
    }

    /// Where `item`'s row starts, in content coordinates. O(log n).
    public func offset(ofItem item: Int) -> CGFloat { offset(ofRow: row(ofItem: item)) }

    /// The row at content offset `y` (the top inset belongs to the first row, the bottom inset to the
    /// last). O(log n).
    public func row(atOffset y: CGFloat) -> Int {
        rows.row(at: Double(y - insets.top))
    }

    /// The height `row` occupies now: exact when measured, the estimate otherwise.
    public func height(ofRow row: Int) -> CGFloat { CGFloat(rows.height(of: row)) }

    /// Whether every item of `row` is measured at the current width and text size.
    public func isMeasured(row: Int) -> Bool { rows.isMeasured(row) }

    /// `item`'s own measured height, or `nil` when it has not been measured at the current width.
    public func measuredHeight(ofItem item: Int) -> CGFloat? {
        let value = itemHeights[item]
        return value.isNaN ? nil : CGFloat(value)
    }

    /// `item`'s frame in content coordinates: its column, and its row's current (possibly estimated) height.
    public func frame(ofItem item: Int) -> CGRect {
        let itemRow = row(ofItem: item), column = item % columns
        return CGRect(x: insets.leading + CGFloat(column) * (columnWidth + columnSpacing), y: offset(ofRow: itemRow),
                      width: columnWidth, height: height(ofRow: itemRow))
    }

    // MARK: Viewport

    /// Lays out the viewport of `height` points whose top is at `contentOffset`, measuring every item
    /// that comes into view and was not measured at the current width: `measure(item, columnWidth)`
    /// returns the height the item chooses at that width.
    ///
    /// Rows above the viewport are not touched, so the first visible row keeps its position; rows below
    /// move as estimates become measurements. When the measured content ends above the viewport's
    /// bottom the offset is pulled back (as a scroll view clamps) and the newly exposed rows measured.
    public mutating func layoutViewport(contentOffset: CGFloat, height: CGFloat,
                                        measure: (_ item: Int, _ columnWidth: CGFloat) -> CGFloat) -> LayoutViewport {
        let viewportHeight = max(0, height)
        let size = CGSize(width: width, height: viewportHeight)
        guard itemCount > 0 else {
            return LayoutViewport(contentOffset: 0, size: size, items: [], contentHeight: contentHeight, measuredItemCount: 0)
        }
        let before = totalMeasurements
        var scroll = clampedOffset(contentOffset, viewportHeight: viewportHeight)
        // Measuring can only shrink or grow rows inside and below the viewport; one pass measures them,
        // another is needed only when the content turned out shorter and the offset was pulled back.
        for _ in 0..<4 {
            measureRows(from: row(atOffset: scroll), through: scroll + viewportHeight, measure: measure)
            let clamped = clampedOffset(scroll, viewportHeight: viewportHeight)
            if clamped == scroll { break }
            scroll = clamped
        }
        var shown: [ViewportItem] = []
        var current = row(atOffset: scroll)
        while current < rowCount {
            if offset(ofRow: current) >= scroll + viewportHeight, !shown.isEmpty { break }
            for item in items(inRow: current) {
                shown.append(ViewportItem(index: item, row: current, column: item % columns, frame: frame(ofItem: item),
                                          measuredHeight: measuredHeight(ofItem: item) ?? 0))
            }
            current += 1
        }
        return LayoutViewport(contentOffset: scroll, size: size, items: shown, contentHeight: contentHeight,
                              measuredItemCount: totalMeasurements - before)
    }

    /// Measures the unmeasured rows from `firstRow` until a row starts at or below `bottom`.
    private mutating func measureRows(from firstRow: Int, through bottom: CGFloat,
                                      measure: (_ item: Int, _ columnWidth: CGFloat) -> CGFloat) {
        var current = firstRow
        var top = offset(ofRow: current)
        let width = columnWidth
        while current < rowCount, top < bottom || current == firstRow {
            if !rows.isMeasured(current) {
                var tallest: Float = 0
                for item in items(inRow: current) {
                    var value = itemHeights[item]
                    if value.isNaN {
                        let measured = measure(item, width)
                        value = Float(measured.isFinite ? max(0, measured) : 0)
                        itemHeights[item] = value
                        totalMeasurements += 1
                    }
                    tallest = max(tallest, value)
                }
                rows.setHeight(Double(tallest), of: current)
            }
            // Walk down by heights rather than re-querying the index: the rows above are fixed now.
            top += height(ofRow: current) + rowSpacing
            current += 1
        }
    }

    private func clampedOffset(_ offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        guard offset.isFinite else { return 0 }
        return min(max(0, offset), max(0, contentHeight - viewportHeight))
    }

    // MARK: Invalidation

    /// Changes the width (a rotation, a split-view resize): every measurement is forgotten, since cells
    /// wrap differently at another width. Returns the content offset that keeps the item at the top of
    /// the viewport whose top was at `contentOffset` at the top, and as far into its row.
    public mutating func setWidth(_ newWidth: CGFloat, anchoredAt contentOffset: CGFloat) -> CGFloat {
        let clean = max(0, newWidth.isFinite ? newWidth : 0)
        guard clean != width else { return contentOffset }
        return relayout(anchoredAt: contentOffset) { $0.width = clean }
    }

    /// Changes the number of columns: rows are re-formed and every measurement is forgotten (the column
    /// width changed). Returns the content offset that keeps the top item visible at the top.
    public mutating func setColumns(_ newColumns: Int, anchoredAt contentOffset: CGFloat) -> CGFloat {
        let clean = max(1, newColumns)
        guard clean != columns else { return contentOffset }
        return relayout(anchoredAt: contentOffset) { layout in
            layout.columns = clean
            layout.rows = RowOffsetIndex(count: Self.rowCount(items: layout.itemCount, columns: clean),
                                         estimatedHeight: layout.rows.estimatedHeight, spacing: layout.rows.spacing)
        }
    }

    /// Forgets every measurement because the cells' content size changed while the width did not: a
    /// Dynamic Type (text size) change, a font or data change. Returns the content offset that keeps
    /// the top item at the top.
    public mutating func invalidateMeasurements(anchoredAt contentOffset: CGFloat) -> CGFloat {
        relayout(anchoredAt: contentOffset) { _ in }
    }

    /// Applies `change`, forgets every measurement and re-anchors the top item.
    private mutating func relayout(anchoredAt contentOffset: CGFloat, _ change: (inout GridLayout) -> Void) -> CGFloat {
        guard itemCount > 0 else {
            change(&self)
            return 0
        }
        let oldRow = row(atOffset: contentOffset)
        let anchorItem = oldRow * columns
        let intoRow = max(0, contentOffset - offset(ofRow: oldRow))
        let oldHeight = max(height(ofRow: oldRow), 1)
        change(&self)
        rows.invalidateAll()
        itemHeights.withUnsafeMutableBufferPointer { $0.update(repeating: .nan) }
        // Keep the same fraction of the anchor row scrolled off: its new height is only an estimate
        // until measured, and a fraction survives the change of height better than points do.
        let newRow = row(ofItem: anchorItem)
        let fraction = min(1, intoRow / oldHeight)
        return offset(ofRow: newRow) + fraction * height(ofRow: newRow)
    }
}
