import Foundation
import WidgetryGraphics

/// A 2D shape, as in SwiftUI. Used as a view, a shape fills the space it is offered with the
/// foreground style; `fill`, `stroke` and `strokeBorder` choose the paint.
///
/// Widgetry draws the built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`,
/// `ContainerRelativeShape`); custom `path(in:)` shapes are not supported.
public protocol Shape: View {}

/// What every built-in shape knows: the canvas shape it draws as.
protocol BuiltInShape: Shape {
    var shapeName: String { get }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind
}

extension BuiltInShape {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        [ShapeNode(shape: shapeKind(in: context.environment), fill: context.environment.foregroundPaint, stroke: nil,
                   name: shapeName, context: context)]
    }
}

extension Shape {
    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle()) -> some View {
        _ShapeView(shape: self, fill: style, strokeStyle: nil as Color?, lineWidth: 0, inset: false)
    }
    /// The shape's outline, centred on its edge.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, fill: nil as Color?, strokeStyle: style, lineWidth: lineWidth, inset: false)
    }
    /// The shape's outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { stroke(ForegroundStyle(), lineWidth: lineWidth) }
    /// The shape's outline drawn inside its edge.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, fill: nil as Color?, strokeStyle: style, lineWidth: lineWidth, inset: true)
    }
}

/// A shape drawn with explicit paint.
public struct _ShapeView<Content: Shape, Fill: ShapeStyle, Stroke: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let fill: Fill?
    let strokeStyle: Stroke?
    let lineWidth: CGFloat
    let inset: Bool

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        guard let builtIn = shape as? any BuiltInShape else { return context.nodes(for: shape) }
        let environment = context.environment
        let width = lineWidth.isFinite ? max(lineWidth, 0) : 1
        return [ShapeNode(shape: builtIn.shapeKind(in: environment), fill: fill?.resolvedPaint(in: environment),
                          stroke: strokeStyle.map { (paint: $0.resolvedPaint(in: environment), lineWidth: width, inset: inset) },
                          name: builtIn.shapeName, context: context)]
    }
}

/// How rounded corners are drawn, as in SwiftUI.
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

/// A rectangle.
public struct Rectangle: BuiltInShape, PrimitiveView {
    /// Creates a rectangle.
    public init() {}
    var shapeName: String { "Rectangle" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: BuiltInShape, PrimitiveView {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    /// Corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    /// Corners of `cornerSize` (the smaller side is used).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    var shapeName: String { "RoundedRectangle" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind {
        let radius = min(cornerSize.width, cornerSize.height)
        return .roundedRectangle(cornerRadius: radius.isFinite ? max(radius, 0) : 0, continuous: style == .continuous)
    }
}

/// The largest circle centred in the frame.
public struct Circle: BuiltInShape, PrimitiveView {
    /// Creates a circle.
    public init() {}
    var shapeName: String { "Circle" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind { .ellipse }
}

/// An ellipse filling the frame.
public struct Ellipse: BuiltInShape, PrimitiveView {
    /// Creates an ellipse.
    public init() {}
    var shapeName: String { "Ellipse" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind { .ellipse }
}

/// A rectangle whose short sides are semicircles.
public struct Capsule: BuiltInShape, PrimitiveView {
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    var shapeName: String { "Capsule" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind { .capsule }
}

/// The shape of the widget's container, inset to the view: a rounded rectangle whose radius is the
/// widget's corner radius less the content margin. Apple publishes no radius; 22 points is the
/// community-measured value for system widgets on 6.1-inch and larger iPhones (Reference/widget-sizes.json,
/// cornerRadius.communityValues_unverified).
public struct ContainerRelativeShape: BuiltInShape, PrimitiveView {
    /// Creates the container-relative shape.
    public init() {}
    var shapeName: String { "ContainerRelativeShape" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind {
        .roundedRectangle(cornerRadius: max(22 - environment.widgetContentMargins.top, 4), continuous: true)
    }
}
