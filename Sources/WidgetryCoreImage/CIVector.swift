import Foundation

/// A filter parameter of up to four numbers (or more), as Core Image's `CIVector`.
public final class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    /// A vector of `values`.
    public init(values: [CGFloat]) { self.values = values }
    /// A vector of the first `count` numbers at `values`.
    public convenience init(values: UnsafePointer<CGFloat>, count: Int) {
        self.init(values: Array(UnsafeBufferPointer(start: values, count: count)))
    }
    /// A one-number vector.
    public convenience init(x: CGFloat) { self.init(values: [x]) }
    /// A two-number vector.
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    /// A three-number vector.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
    /// A four-number vector.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    /// A point's x and y.
    public convenience init(cgPoint point: CGPoint) { self.init(values: [point.x, point.y]) }
    /// A rectangle's x, y, width and height.
    public convenience init(cgRect rect: CGRect) { self.init(values: [rect.origin.x, rect.origin.y, rect.width, rect.height]) }

    /// How many numbers it holds.
    public var count: Int { values.count }
    /// The number at `index`, or 0 past the end (as Core Image answers).
    public func value(at index: Int) -> CGFloat { index >= 0 && index < values.count ? values[index] : 0 }
    /// The first number.
    public var x: CGFloat { value(at: 0) }
    /// The second number.
    public var y: CGFloat { value(at: 1) }
    /// The third number.
    public var z: CGFloat { value(at: 2) }
    /// The fourth number.
    public var w: CGFloat { value(at: 3) }
    /// The first two as a point.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The first four as a rectangle.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }

    public override func isEqual(_ object: Any?) -> Bool { (object as? CIVector)?.values == values }
    public override var hash: Int { values.hashValue }
}
