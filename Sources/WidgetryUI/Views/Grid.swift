import Foundation

/// A two-dimensional layout, as SwiftUI's `Grid` (iOS 16): each `GridRow` is a row of cells, columns are as
/// wide as their widest cell, rows as tall as their tallest; a view outside a `GridRow` is a row of its own,
/// as wide as the grid. Cells are aligned in their slot by the grid's alignment.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid; `nil` spacings use the standard 8 points.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let rows = context.with { $0.stackAxis = nil }.nodes(for: content)
        return [GridNode(rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)]
    }
}

/// A row of a `Grid`: each view is a cell in the next column.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` overrides the grid's vertical alignment for its cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        [GridRowNode(cells: context.with { $0.stackAxis = nil }.nodes(for: content), alignment: alignment)]
    }
}

extension View {
    /// Aligns every cell of this cell's grid column horizontally (the first such request in a column wins).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        wrappingNodes { node, _ in
            node.gridColumnAlignment = guide
            return node
        }
    }

    /// Asks the grid not to size its column (or row) by this cell along `axes`, as SwiftUI's `gridCellUnsizedAxes(_:)`
    /// (a divider spanning a row). Not modelled: the cell is measured as any other, which can widen a column where
    /// SwiftUI would not; an info finding says so.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        acceptedWithoutEffect("gridCellUnsizedAxes", "the cell is measured as any other", when: !axes.isEmpty)
    }

    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        wrappingNodes { node, _ in
            node.gridColumnSpan = max(count, 1)
            return node
        }
    }
}
