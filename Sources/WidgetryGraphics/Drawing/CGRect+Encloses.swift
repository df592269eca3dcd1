import Foundation

extension CGRect {
    /// Whether `other` lies wholly inside this rectangle, edge to edge, as Core Graphics' `CGRectContainsRect`.
    ///
    /// Why not `contains(_: CGRect)`: Linux's Foundation answers it as `union(other) == self`, and the union of
    /// fractional rectangles (a third of a point, as 3x layouts give) is rebuilt from its edges with rounding, so a
    /// rectangle well inside another was reported as not contained (`Text("Hi").padding().clipShape(Rectangle())` was
    /// a clipped-text error).
    public func encloses(_ other: CGRect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
