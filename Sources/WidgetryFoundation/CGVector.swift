import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (absent from Linux's Foundation): a direction and length
/// for velocities and offsets, `CGVector(dx:dy:)` in shared drawing and animation code.
public struct CGVector: Hashable, Codable, Sendable, CustomDebugStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// The vector (`dx`, `dy`) from doubles.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// The vector (`dx`, `dy`) from integers.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// The zero vector.
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

    /// The zero vector.
    public static var zero: CGVector { CGVector() }

    public var debugDescription: String { "(\(dx), \(dy))" }
}
