import Foundation

/// A type-erased shape, as SwiftUI's `AnyShape` (iOS 16): code that picks a shape at run time
/// (`isCircle ? AnyShape(Circle()) : AnyShape(.rect(cornerRadius: 8))`) clips, fills and strokes with it as with the
/// shape it holds. A built-in shape inside keeps its built-in drawing (a `ContainerRelativeShape` still takes the
/// widget's corner radius), because the places that draw shapes look through the erasure (``erasureRemoved``).
public struct AnyShape: Shape, @unchecked Sendable {
    let base: any Shape

    /// Erases `shape`'s type.
    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    /// The held shape's outline.
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

extension AnyShape: NamedShape {
    var shapeName: String { (base as? any NamedShape)?.shapeName ?? String(describing: type(of: base)) }
}

/// `shape` without an `AnyShape` around it: what drawing and clipping look at.
func erasureRemoved(_ shape: any Shape) -> any Shape {
    (shape as? AnyShape)?.base ?? shape
}
