import Foundation
import WidgetryReference
import WidgetryUI

/// The scroll position and measurements of a ``List`` or ``LazyVGrid`` kept between renders, as a
/// `UITableView` keeps its row heights while it lives.
///
/// Pass the same state to successive renders (a rotation, a text-size change, a scroll) and the
/// layout measures only what changed: a new width or text size forgets the measurements and keeps the
/// top item at the top; a scroll measures only rows coming into view. Without a state each render
/// starts from estimates.
///
/// Not `Sendable`: like a view controller it belongs to the code that renders, one render at a time.
public final class LazyLayoutState {
    /// The content offset of the viewport's top edge; renders update it (clamping, re-anchoring).
    public var contentOffset: CGFloat
    /// The layout, once a render has created it.
    public private(set) var layout: GridLayout?
    /// The viewport the last render showed.
    public private(set) var lastViewport: LayoutViewport?
    /// The text size the current measurements were made at.
    public private(set) var dynamicTypeSize: DynamicTypeSize?

    /// A state scrolled to `contentOffset`.
    public init(contentOffset: CGFloat = 0) {
        self.contentOffset = contentOffset
    }

    /// Lays out the viewport of `size` for `itemCount` items in `columns` columns at `dynamicTypeSize`,
    /// first forgetting measurements that the width, column count or text size made stale.
    func viewport(itemCount: Int, columns: Int, size: CGSize, insets: EdgeInsets, columnSpacing: CGFloat,
                  rowSpacing: CGFloat, estimatedItemHeight: CGFloat, dynamicTypeSize: DynamicTypeSize,
                  measure: (Int, CGFloat) -> CGFloat) -> LayoutViewport {
        var current: GridLayout
        if var existing = layout, existing.itemCount == itemCount, existing.insets == insets,
           existing.columnSpacing == columnSpacing, existing.rowSpacing == rowSpacing {
            var offset = contentOffset
            offset = existing.setColumns(columns, anchoredAt: offset)
            offset = existing.setWidth(size.width, anchoredAt: offset)
            if self.dynamicTypeSize != dynamicTypeSize {
                offset = existing.invalidateMeasurements(anchoredAt: offset)
            }
            contentOffset = offset
            current = existing
        } else {
            current = GridLayout(itemCount: itemCount, columns: columns, width: size.width, insets: insets,
                                columnSpacing: columnSpacing, rowSpacing: rowSpacing,
                                estimatedItemHeight: estimatedItemHeight)
        }
        self.dynamicTypeSize = dynamicTypeSize
        let viewport = current.layoutViewport(contentOffset: contentOffset, height: size.height, measure: measure)
        layout = current
        contentOffset = viewport.contentOffset
        lastViewport = viewport
        return viewport
    }
}
