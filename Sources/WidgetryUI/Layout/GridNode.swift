import Foundation

/// A `GridRow`'s cells; the grid lays them out.
final class GridRowNode: LayoutNode {
    override var kind: ElementKind { .gridRow }
    let cells: [LayoutNode]
    let alignment: VerticalAlignment?

    init(cells: [LayoutNode], alignment: VerticalAlignment?) {
        self.cells = cells
        self.alignment = alignment
        super.init(name: "GridRow")
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) { cells.forEach(body) }
}

/// Lays out `Grid` as SwiftUI does for cells of one column each:
/// - columns share the width as a stack's children do: the least flexible column (the difference between its
///   widest cell at an infinite and at a zero width) is served first with an equal share of what is left, and a
///   column is as wide as its widest cell at that share;
/// - rows share the height the same way, each as tall as its tallest cell at the column widths;
/// - a cell spanning several columns (`gridCellColumns`) is offered their widths and spacing but does not widen
///   them, and a view outside a `GridRow` spans the whole grid;
/// - cells sit in their slot by the grid's alignment (a row's own vertical alignment first, a column's
///   `gridColumnAlignment` first horizontally);
/// - spacing defaults to 8 points both ways.
final class GridNode: LayoutNode {
    override var kind: ElementKind { .grid }
    private enum Row {
        case cells(GridRowNode)
        case spanning(LayoutNode)
    }

    private struct Solution {
        var widths: [CGFloat]
        var heights: [CGFloat]
        var size: CGSize
    }

    private let rows: [Row]
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    private let columnCount: Int
    /// Each column's single-column cells.
    private var columns: [[LayoutNode]] = []
    /// Each column's horizontal alignment: the first `gridColumnAlignment` among its cells.
    private var columnAlignments: [HorizontalAlignment?] = []
    private var recentSolutions: [Solution] = []

    init(rows: [LayoutNode], alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        self.rows = rows.map { ($0 as? GridRowNode).map(Row.cells) ?? .spanning($0) }
        self.alignment = alignment
        func clean(_ value: CGFloat?) -> CGFloat {
            guard let value else { return StackNode.defaultSpacing }
            return value.isFinite ? max(value, 0) : StackNode.defaultSpacing
        }
        self.horizontalSpacing = clean(horizontalSpacing)
        self.verticalSpacing = clean(verticalSpacing)
        columnCount = self.rows.map { row -> Int in
            if case .cells(let r) = row { return r.cells.reduce(0) { $0 + $1.gridColumnSpan } }
            return 0
        }.max() ?? 0
        super.init(name: "Grid")
        columns = Self.columns(of: self.rows, count: columnCount)
        columnAlignments = columns.map { cells in cells.lazy.compactMap(\.gridColumnAlignment).first }
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) {
        for row in rows {
            switch row {
            case .cells(let node): body(node)
            case .spanning(let node): body(node)
            }
        }
    }

    override func invalidateLayout() {
        recentSolutions = []
        super.invalidateLayout()
    }

    /// The cells of each column that span only it (spans are set before the grid is built, so this is fixed).
    private static func columns(of rows: [Row], count columnCount: Int) -> [[LayoutNode]] {
        var columns = [[LayoutNode]](repeating: [], count: columnCount)
        for case .cells(let row) in rows {
            var column = 0
            for cell in row.cells {
                if cell.gridColumnSpan == 1, column < columnCount { columns[column].append(cell) }
                column += cell.gridColumnSpan
            }
        }
        return columns
    }

    /// Lengths for `count` items sharing `available` as a stack shares it; `length(i, offer)` is item i's
    /// length for an offer (`nil`: its ideal).
    private static func share(_ available: CGFloat?, count: Int, spacing: CGFloat, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard count > 0 else { return [] }
        guard let available, available.isFinite else { return (0..<count).map { length($0, available) } }
        let minima = (0..<count).map { length($0, 0) }
        // NaN (an unbounded cell's ∞ − ∞) would sort anywhere: an unbounded column is as flexible as can be.
        let flexibility = (0..<count).map { index -> CGFloat in
            let range = length(index, .infinity) - minima[index]
            return range.isNaN ? .infinity : max(range, 0)
        }
        var lengths = [CGFloat](repeating: 0, count: count)
        var remaining = available - spacing * CGFloat(count - 1)
        var left = count
        for index in (0..<count).sorted(by: { flexibility[$0] < flexibility[$1] }) {
            let offered = max(remaining / CGFloat(left), 0)
            lengths[index] = length(index, offered)
            remaining -= lengths[index]
            left -= 1
        }
        return lengths
    }

    private func spanWidth(_ widths: [CGFloat], from column: Int, count: Int) -> CGFloat {
        let end = min(column + count, widths.count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - column - 1)
    }

    private func solve(_ proposal: ProposedViewSize) -> Solution {
        let widths = Self.share(proposal.width, count: columnCount, spacing: horizontalSpacing) { index, offer in
            columns[index].map { $0.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        let gridWidth = widths.reduce(0, +) + horizontalSpacing * CGFloat(max(columnCount - 1, 0))
        let heights = Self.share(proposal.height, count: rows.count, spacing: verticalSpacing) { index, offer in
            switch rows[index] {
            case .spanning(let node):
                return node.sizeThatFits(ProposedViewSize(width: columnCount > 0 ? gridWidth : proposal.width, height: offer)).height
            case .cells(let row):
                var column = 0, tallest: CGFloat = 0
                for cell in row.cells {
                    let width = spanWidth(widths, from: column, count: cell.gridColumnSpan)
                    tallest = max(tallest, cell.sizeThatFits(ProposedViewSize(width: width, height: offer)).height)
                    column += cell.gridColumnSpan
                }
                return tallest
            }
        }
        var width = gridWidth
        for case .spanning(let node) in rows {
            width = max(width, node.sizeThatFits(ProposedViewSize(width: columnCount > 0 ? gridWidth : proposal.width, height: nil)).width)
        }
        let height = heights.reduce(0, +) + verticalSpacing * CGFloat(max(rows.count - 1, 0))
        return Solution(widths: widths, heights: heights, size: CGSize(width: width, height: height))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let solution = solve(proposal)
        if recentSolutions.count >= 4 { recentSolutions.removeFirst() }
        recentSolutions.append(solution)
        return solution.size
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let solution = recentSolutions.last(where: { $0.size == frame.size }) ?? solve(ProposedViewSize(frame.size))
        let inner = context.descending(into: self)
        var placed: [PlacedElement] = []
        var y = frame.minY
        for (index, row) in rows.enumerated() {
            let height = solution.heights[index]
            let rowContext = inner.sibling(index, of: rows.count)
            switch row {
            case .spanning(let node):
                let slot = CGRect(x: frame.minX, y: y, width: frame.width, height: height)
                placed.append(placeCell(node, in: slot, horizontal: alignment.horizontal, vertical: alignment.vertical, context: rowContext))
            case .cells(let rowNode):
                let slotRect = CGRect(x: frame.minX, y: y, width: solution.size.width, height: height)
                var rowElement = rowContext.element(for: rowNode, frame: slotRect)
                let cellContext = rowContext.descending(into: rowNode)
                var x = frame.minX, column = 0
                var cells: [PlacedElement] = []
                for (cellIndex, cell) in rowNode.cells.enumerated() {
                    let width = spanWidth(solution.widths, from: column, count: cell.gridColumnSpan)
                    let slot = CGRect(x: x, y: y, width: width, height: height)
                    let horizontal = (column < columnAlignments.count ? columnAlignments[column] : nil) ?? alignment.horizontal
                    cells.append(placeCell(cell, in: slot, horizontal: horizontal, vertical: rowNode.alignment ?? alignment.vertical,
                                           context: cellContext.sibling(cellIndex, of: rowNode.cells.count)))
                    x += width + horizontalSpacing
                    column += cell.gridColumnSpan
                }
                rowElement.children = cells
                placed.append(rowElement)
            }
            y += height + verticalSpacing
        }
        element.children = placed
        return element
    }

    private func placeCell(_ cell: LayoutNode, in slot: CGRect, horizontal: HorizontalAlignment, vertical: VerticalAlignment,
                           context: PlacementContext) -> PlacedElement {
        let size = cell.sizeThatFits(ProposedViewSize(slot.size))
        let origin = AlignmentGuides.origin(of: size, in: slot, alignment: Alignment(horizontal: horizontal, vertical: vertical), node: cell)
        return cell.place(in: CGRect(origin: origin, size: size), context: context)
    }
}
