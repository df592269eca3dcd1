import Foundation

/// An affine transform of drawing (not of layout), as `rotationEffect` and `scaleEffect` apply it:
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct DrawTransform: Sendable, Hashable {
    /// The linear part (`a`, `b`: where the x unit goes; `c`, `d`: where the y unit goes) and the translation.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// Creates a transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = DrawTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `radians` (clockwise on screen, where y grows downwards) about `anchor`.
    public static func rotation(radians: CGFloat, around anchor: CGPoint) -> DrawTransform {
        let cosine = cos(radians), sine = sin(radians)
        return DrawTransform(a: cosine, b: sine, c: -sine, d: cosine,
                             tx: anchor.x - cosine * anchor.x + sine * anchor.y,
                             ty: anchor.y - sine * anchor.x - cosine * anchor.y)
    }

    /// A scale by `x` and `y` about `anchor`.
    public static func scale(x: CGFloat, y: CGFloat, around anchor: CGPoint) -> DrawTransform {
        DrawTransform(a: x, b: 0, c: 0, d: y, tx: anchor.x - x * anchor.x, ty: anchor.y - y * anchor.y)
    }

    /// Where `point` goes.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Whether every coefficient is finite and the transform can be inverted (Cairo rejects one that cannot).
    public var isUsable: Bool {
        [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && abs(a * d - b * c) > 1e-12
    }
}
