import Foundation
import WidgetryReference
import WidgetryUI

/// A vertically scrolling grid of self-sizing cells, as SwiftUI's `LazyVGrid` inside a `ScrollView`:
/// `LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { ForEach(items) { … } }`.
///
/// It takes all the space offered (as its scroll view would) and shows the cells at the state's
/// content offset. Columns are equal, `(width − spacing × (columns − 1)) / columns` wide; each cell is
/// measured with ``ViewMeasurer`` at the column width and the environment's text size, each row is as
/// tall as its tallest cell, and cells out of view are never built. The layout is a ``GridLayout``.
public struct LazyVGrid<Data: RandomAccessCollection, ID: Hashable, Cell: View>: View {
    private let columns: [GridItem]
    private let spacing: CGFloat
    private let content: ForEach<Data, ID, Cell>
    private let state: LazyLayoutState
    private let estimatedItemHeight: CGFloat
    @Environment(\.self) private var environment

    /// A grid of `columns` whose cells are the views of `content`, rows `spacing` apart (`nil`: 8
    /// points), showing the top of the grid. `alignment` and `pinnedViews` are accepted for source
    /// compatibility; cells align top leading and nothing is pinned.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> ForEach<Data, ID, Cell>) {
        self.init(columns: columns, spacing: spacing, state: LazyLayoutState(), content: content)
    }

    /// A grid whose scroll position and measurements live in `state`, so successive renders (scrolls,
    /// rotations, column or text-size changes) re-measure only what they must.
    public init(columns: [GridItem], spacing: CGFloat? = nil, state: LazyLayoutState, estimatedItemHeight: CGFloat = 44,
                @ViewBuilder content: () -> ForEach<Data, ID, Cell>) {
        self.columns = columns.isEmpty ? [GridItem()] : columns
        self.spacing = spacing ?? 8
        self.content = content()
        self.state = state
        self.estimatedItemHeight = estimatedItemHeight
    }

    /// The cells at the content offset, each measured at the column width, clipped to the space offered.
    public var body: some View {
        GeometryReader { proxy in
            ViewportView(viewport: viewport(size: proxy.size)) { item in
                cell(at: item.index)
            }
        }
    }

    private func cell(at index: Int) -> Cell {
        let data = content.data
        return content.content(data[data.index(data.startIndex, offsetBy: index)])
    }

    private func viewport(size: CGSize) -> LayoutViewport {
        let environment = self.environment
        let columnSpacing = columns[0].spacing ?? 8
        let count = GridItem.columnCount(columns, width: size.width, spacing: columnSpacing)
        return state.viewport(itemCount: content.data.count, columns: count, size: size, insets: EdgeInsets(),
                              columnSpacing: columnSpacing, rowSpacing: spacing, estimatedItemHeight: estimatedItemHeight,
                              dynamicTypeSize: environment.dynamicTypeSize) { index, width in
            ViewMeasurer.idealHeight(of: cell(at: index), width: width, environment: environment)
        }
    }
}
