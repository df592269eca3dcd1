import Foundation

// MapKit's rectangle arithmetic (MKGeometry.h: `MKMapRectNull` is the rectangle at infinity with no size, which any
// union replaces), as app code grows a bounding box over a route's points: `var bounds = MKMapRect.null` then
// `bounds = bounds.union(…)`.

extension MKMapRect {
    /// The empty rectangle at infinity, as `MKMapRect.null`: the union of it with any rectangle is that rectangle.
    public static let null = MKMapRect(origin: MKMapPoint(x: .infinity, y: .infinity), size: MKMapSize(width: 0, height: 0))

    /// Whether this is ``null``.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether it has no area.
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

    /// The smallest rectangle holding both; a null side gives the other.
    public func union(_ other: MKMapRect) -> MKMapRect {
        if isNull { return other }
        if other.isNull { return self }
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        return MKMapRect(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The overlap of both, or ``null`` when they do not overlap.
    public func intersection(_ other: MKMapRect) -> MKMapRect {
        guard intersects(other) else { return .null }
        let minX = Swift.max(self.minX, other.minX), minY = Swift.max(self.minY, other.minY)
        return MKMapRect(x: minX, y: minY, width: Swift.min(maxX, other.maxX) - minX, height: Swift.min(maxY, other.maxY) - minY)
    }

    /// Whether the two overlap.
    public func intersects(_ other: MKMapRect) -> Bool {
        !isNull && !other.isNull && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies wholly inside.
    public func contains(_ other: MKMapRect) -> Bool {
        !isNull && !other.isNull && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The rectangle grown (negative values) or shrunk by `dx` and `dy` on each side.
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        isNull ? self : MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
