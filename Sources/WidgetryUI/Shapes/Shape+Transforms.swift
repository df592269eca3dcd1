import Foundation

// SwiftUI's shape transforms (`rotation`, `offset`, `scale`) change the outline, not the frame: the shape
// still takes the space it is offered, and its path is moved inside it.

extension Shape {
    /// The shape turned by `angle` about `anchor` (a point of its frame), as SwiftUI's `Shape.rotation`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(base: self, kind: .rotation(angle, anchor))
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> _TransformedShape<Self> { _TransformedShape(base: self, kind: .offset(offset)) }

    /// The shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _TransformedShape<Self> { offset(CGSize(width: x, height: y)) }

    /// The shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        _TransformedShape(base: self, kind: .scale(CGSize(width: x, height: y), anchor))
    }

    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
}

/// A shape whose outline is rotated, moved or scaled inside its frame.
public struct _TransformedShape<Base: Shape>: Shape, NamedShape {
    enum Kind {
        case rotation(Angle, UnitPoint)
        case offset(CGSize)
        case scale(CGSize, UnitPoint)
    }

    let base: Base
    let kind: Kind

    /// The base outline for `rect`, transformed.
    public func path(in rect: CGRect) -> Path {
        let outline = base.path(in: rect)
        switch kind {
        case .offset(let offset):
            return outline.offsetBy(dx: offset.width.isFinite ? offset.width : 0, dy: offset.height.isFinite ? offset.height : 0)
        case .rotation(let angle, let anchor):
            guard angle.radians.isFinite else { return outline }
            let centre = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            let (sine, cosine) = (sin(angle.radians), cos(angle.radians))
            // y grows downwards, so a positive angle turns clockwise on screen, as in SwiftUI.
            return outline.mappingPoints { point in
                let dx = point.x - centre.x, dy = point.y - centre.y
                return CGPoint(x: centre.x + dx * cosine - dy * sine, y: centre.y + dx * sine + dy * cosine)
            }
        case .scale(let factor, let anchor):
            guard factor.width.isFinite, factor.height.isFinite else { return outline }
            let centre = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            return outline.mappingPoints { point in
                CGPoint(x: centre.x + (point.x - centre.x) * factor.width, y: centre.y + (point.y - centre.y) * factor.height)
            }
        }
    }

    var shapeName: String { (base as? any NamedShape)?.shapeName ?? String(describing: Base.self) }
}

// The shape styles SwiftUI offers as static members (iOS 17): `.clipShape(.circle)`,
// `.background(.blue, in: .rect(cornerRadius: 8))`, `.containerShape(.capsule)`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
