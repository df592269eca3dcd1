import Foundation

/// A shape that can be inset to draw a border inside its frame, as SwiftUI's `InsettableShape`
/// (`strokeBorder` is its use; custom shapes adopt it to be inset by their containers).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` points on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame inset by `amount` on every side (negative amounts grow it).
public struct _InsetShape<Base: Shape>: InsettableShape, NamedShape {
    let base: Base
    let amount: CGFloat

    /// The base shape's outline for the frame inset by `amount`; an inset larger than the frame leaves an
    /// empty frame at its centre, as SwiftUI's `insetBy` does.
    public func path(in rect: CGRect) -> Path {
        let inset = amount.isFinite ? amount : 0
        let width = max(rect.width - 2 * inset, 0), height = max(rect.height - 2 * inset, 0)
        return base.path(in: CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height))
    }

    /// Insets add up.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }

    var shapeName: String { (base as? any NamedShape)?.shapeName ?? String(describing: Base.self) }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount` points; SwiftUI also shrinks the corner radius by the inset.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        let shrunk = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return _InsetShape(base: RoundedRectangle(cornerSize: shrunk, style: style), amount: amount)
    }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension ContainerRelativeShape: InsettableShape {
    /// The container's shape inset by `amount` points.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}
