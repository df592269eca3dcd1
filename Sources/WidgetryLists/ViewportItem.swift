import Foundation

/// One item a viewport shows: which item, in which row and column, and where.
public struct ViewportItem: Sendable, Hashable, Identifiable {
    /// The item's index in the data, which is also its identity.
    public let index: Int
    /// The grid row the item is in (equal to `index` in a one-column list).
    public let row: Int
    /// The column the item is in, 0 being the leading one.
    public let column: Int
    /// The item's frame in content coordinates (y = 0 is the top of the content, before the top
    /// inset): the column's width and the row's height, the row being as tall as its tallest item.
    public let frame: CGRect
    /// The height the item itself chose when measured at the column width; at most `frame.height`.
    public let measuredHeight: CGFloat

    /// The item's identity: its index.
    public var id: Int { index }

    /// Creates an item; ``GridLayout`` makes these.
    public init(index: Int, row: Int, column: Int, frame: CGRect, measuredHeight: CGFloat) {
        self.index = index
        self.row = row
        self.column = column
        self.frame = frame
        self.measuredHeight = measuredHeight
    }
}
