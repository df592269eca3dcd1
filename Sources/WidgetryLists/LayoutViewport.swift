import Foundation

/// What a self-sizing layout shows in a window onto its content: the items there, measured, and the
/// scroll position and content height after measuring them.
public struct LayoutViewport: Sendable {
    /// The content offset of the viewport's top edge, after clamping to the content (it may differ
    /// from the offset asked for when measuring made the content shorter).
    public let contentOffset: CGFloat
    /// The viewport's size, in points.
    public let size: CGSize
    /// The items that intersect the viewport, in index order, all measured.
    public let items: [ViewportItem]
    /// The content height after this pass's measurements: exact for measured rows, estimated for the rest.
    public let contentHeight: CGFloat
    /// How many items this pass measured (items already measured are not measured again).
    public let measuredItemCount: Int

    /// Creates a viewport; ``GridLayout`` makes these.
    public init(contentOffset: CGFloat, size: CGSize, items: [ViewportItem], contentHeight: CGFloat, measuredItemCount: Int) {
        self.contentOffset = contentOffset
        self.size = size
        self.items = items
        self.contentHeight = contentHeight
        self.measuredItemCount = measuredItemCount
    }

    /// The rows shown, first to last; empty when there are no items.
    public var rows: ClosedRange<Int>? {
        guard let first = items.first, let last = items.last else { return nil }
        return first.row...last.row
    }

    /// `frame` moved into viewport coordinates (y = 0 at the viewport's top edge).
    public func viewportFrame(of item: ViewportItem) -> CGRect {
        item.frame.offsetBy(dx: 0, dy: -contentOffset)
    }
}
