import Foundation
import WidgetryReference
import WidgetryUI

/// A grid of cells in columns, as SwiftUI's `LazyVGrid`.
///
/// Written as in SwiftUI (`LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(60))]) { … }`, any
/// content), it is laid out as SwiftUI lays it out in a widget, where nothing scrolls: every cell, columns
/// sized as SwiftUI sizes them (fixed, flexible with limits, adaptive), rows as tall as their tallest cell,
/// the grid as tall as its rows (WidgetryUI's `LazyGridNode` says how).
///
/// With a ``LazyLayoutState`` (Widgetry's own initializer, for long scrolling grids) it is a viewport
/// of self-sizing cells instead: it takes all the space offered (as its scroll view would) and shows the
/// cells at the state's content offset. Columns are equal, `(width − spacing × (columns − 1)) / columns` wide; each cell is
/// measured with ``ViewMeasurer`` at the column width and the environment's text size, each row is as
/// tall as its tallest cell, and cells out of view are never built. The layout is a ``GridLayout``.
public struct LazyVGrid<Data: RandomAccessCollection, ID: Hashable, Cell: View>: View {
    private let columns: [GridItem]
    private let spacing: CGFloat
    private let content: ForEach<Data, ID, Cell>?
    /// The eager layout of SwiftUI's initializer; `nil` for a viewport over `content`.
    private let eager: AnyView?
    private let state: LazyLayoutState
    private let estimatedItemHeight: CGFloat
    @Environment(\.self) private var environment

    /// A grid whose scroll position and measurements live in `state`, so successive renders (scrolls,
    /// rotations, column or text-size changes) re-measure only what they must.
    public init(columns: [GridItem], spacing: CGFloat? = nil, state: LazyLayoutState, estimatedItemHeight: CGFloat = 44,
                @ViewBuilder content: () -> ForEach<Data, ID, Cell>) {
        self.columns = columns.isEmpty ? [GridItem()] : columns
        self.spacing = spacing ?? 8
        self.content = content()
        self.eager = nil
        self.state = state
        self.estimatedItemHeight = estimatedItemHeight
    }

    /// The cells at the content offset, each measured at the column width, clipped to the space offered.
    public var body: some View {
        if let eager {
            eager
        } else {
            GeometryReader { proxy in
                ViewportView(viewport: viewport(size: proxy.size)) { item in
                    cell(at: item.index)
                }
            }
        }
    }

    private func cell(at index: Int) -> Cell {
        // Only the viewport form calls this, and it always has its `ForEach`.
        guard let content else { preconditionFailure("a LazyVGrid viewport without its ForEach") }
        let data = content.data
        return content.content(data[data.index(data.startIndex, offsetBy: index)])
    }

    private func viewport(size: CGSize) -> LayoutViewport {
        let environment = self.environment
        let columnSpacing = columns[0].spacing ?? 8
        let count = GridItem.columnCount(columns, width: size.width, spacing: columnSpacing)
        return state.viewport(itemCount: content?.data.count ?? 0, columns: count, size: size, insets: EdgeInsets(),
                              columnSpacing: columnSpacing, rowSpacing: spacing, estimatedItemHeight: estimatedItemHeight,
                              dynamicTypeSize: environment.dynamicTypeSize) { index, width in
            ViewMeasurer.idealHeight(of: cell(at: index), width: width, environment: environment)
        }
    }
}

extension LazyVGrid where Data == Range<Int>, ID == Int, Cell == EmptyView {
    /// A grid of `columns` whose cells are the views of `content`, rows `spacing` apart (`nil`: 8 points),
    /// each cell aligned in its slot by its column's `alignment`, else by `alignment`. `pinnedViews` is
    /// accepted: nothing scrolls in a widget.
    public init<Content: View>(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                               pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns.isEmpty ? [GridItem()] : columns
        self.spacing = spacing ?? 8
        self.content = nil
        self.eager = AnyView(_LazyGridLayout(tracks: columns.map(\.track), alignment: alignment, spacing: spacing, content: content()))
        self.state = LazyLayoutState()
        self.estimatedItemHeight = 44
    }
}
