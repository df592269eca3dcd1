import Foundation
import WidgetryUI

/// A grid of cells in rows, filled top to bottom and then leading to trailing, as SwiftUI's `LazyHGrid`.
/// In a widget nothing scrolls, so every cell is laid out: rows sized as SwiftUI sizes a `LazyVGrid`'s
/// columns, along the height (fixed, flexible with limits, adaptive), each column as wide as its widest
/// cell, the grid as wide as its columns (8 points apart unless `spacing:` says otherwise).
public struct LazyHGrid<Content: View>: View {
    private let layout: _LazyGridLayout<Content>

    /// A grid of `rows` whose cells are the views of `content`, columns `spacing` apart, each cell aligned
    /// in its slot by its row's `alignment`, else vertically by `alignment` and centred horizontally.
    /// `pinnedViews` is accepted: nothing scrolls in a widget.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(tracks: rows.map(\.track), across: .vertical, alignment: Alignment(horizontal: .center, vertical: alignment),
                                 spacing: spacing, content: content())
    }

    public var body: some View { layout }
}
