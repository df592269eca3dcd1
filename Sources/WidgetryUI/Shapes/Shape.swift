import Foundation
import WidgetryGraphics

/// A 2D shape, as in SwiftUI: an outline for a rectangle (`path(in:)`). Used as a view, a shape fills the
/// space it is offered with the foreground style; `fill`, `stroke` and `strokeBorder` choose the paint.
///
/// The built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`,
/// `ContainerRelativeShape`) draw exactly, continuous corners included; custom shapes and `Path` draw the
/// outline their `path(in:)` returns for the frame they are given.
public protocol Shape: View {
    /// The outline for a frame of `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape on its own is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle, _NoPaint> {
        _ShapeView(shape: self, fill: ForegroundStyle(), strokeStyle: nil, lineWidth: 0, inset: false)
    }
}

/// A shape that names itself in element paths.
protocol NamedShape {
    var shapeName: String { get }
}

/// What every built-in shape knows: the canvas shape it draws as, exactly (continuous corners included).
protocol BuiltInShape: Shape, NamedShape {
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind
}

extension Shape {
    /// The shape filled with `style`. The result is a shape view that iOS 17's `stroke(_:lineWidth:antialiased:)`
    /// can outline on top (`Circle().fill(.black).stroke(.gray, lineWidth: 1)`).
    /// `fillStyle.isEOFilled` fills with the even-odd rule, so nested and overlapping subpaths of a custom shape cut
    /// holes (a ring drawn as two circles); `isAntialiased` is accepted (edges are always antialiased).
    public func fill<S: ShapeStyle>(_ style: S = .foreground, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self, S, _NoPaint> {
        _ShapeView(shape: self, fill: style, strokeStyle: nil as _NoPaint?, lineWidth: 0, inset: false)
            .filling(by: fillStyle.isEOFilled ? .evenOdd : .nonZero)
    }
    /// The shape filled with the foreground style, as SwiftUI's `Shape.fill(style:)`, with `style`'s fill rule.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle, _NoPaint> {
        _ShapeView(shape: self, fill: ForegroundStyle(), strokeStyle: nil as _NoPaint?, lineWidth: 0, inset: false)
            .filling(by: style.isEOFilled ? .evenOdd : .nonZero)
    }
    /// The shape's outline, centred on its edge; `antialiased` is accepted (edges are always antialiased). As in
    /// iOS 17 the result is a shape view, so a fill can be laid over it (`Circle().stroke(.gray, lineWidth: 2).fill(.white)`).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, _NoPaint, S> {
        _ShapeView(shape: self, fill: nil as _NoPaint?, strokeStyle: style, lineWidth: lineWidth, inset: false)
    }
    /// The shape's outline as a shape of its own (SwiftUI's `stroke(lineWidth:)` returns `some Shape`): drawn in the
    /// foreground style, or in what `fill` gives it (`Circle().stroke(lineWidth: 4).fill(.tint)`).
    public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(base: self, options: StrokeOptions(lineWidth: lineWidth.isFinite ? max(lineWidth, 0) : 1))
    }
    /// The shape's outline with line ends, corners and dashes; `antialiased` is accepted.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, _NoPaint, S> {
        _ShapeView(shape: self, fill: nil as _NoPaint?, strokeStyle: content, options: style.options, inset: false)
    }
    /// The shape's outline with line ends, corners and dashes, as a shape of its own (`some Shape`, as SwiftUI's).
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(base: self, options: style.options) }
    /// The shape's outline drawn inside its edge (the shape inset by half the line width, then stroked), in `style`
    /// or, as SwiftUI's default, the foreground style; `antialiased` is accepted (edges are always antialiased).
    /// Declared on every shape, a superset of SwiftUI's `InsettableShape` methods: a custom shape is inset by its frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, _NoPaint, S> {
        _ShapeView(shape: self, fill: nil as _NoPaint?, strokeStyle: style, lineWidth: lineWidth, inset: true)
    }
    /// The shape's outline drawn inside its edge in the foreground style, as SwiftUI's
    /// `strokeBorder(lineWidth:antialiased:)`.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, _NoPaint, ForegroundStyle> {
        _ShapeView(shape: self, fill: nil as _NoPaint?, strokeStyle: ForegroundStyle(), lineWidth: lineWidth, inset: true)
    }
    /// The shape's outline drawn inside its edge, with line ends, corners and dashes, in `content` (the foreground
    /// style by default); `antialiased` is accepted.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, _NoPaint, S> {
        _ShapeView(shape: self, fill: nil as _NoPaint?, strokeStyle: content, options: style.options, inset: true)
    }
    /// The shape's outline drawn inside its edge with line ends, corners and dashes, in the foreground style, as
    /// SwiftUI's `strokeBorder(style:antialiased:)`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, _NoPaint, ForegroundStyle> {
        _ShapeView(shape: self, fill: nil as _NoPaint?, strokeStyle: ForegroundStyle(), options: style.options, inset: true)
    }
    /// The part of the outline between two fractions of its length: `Circle().trim(from: 0, to: 0.7)` draws
    /// 70% of a ring, from the rightmost point clockwise, as SwiftUI does.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

/// A shape cut to part of its outline.
public struct _TrimmedShape<Base: Shape>: Shape, NamedShape {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    /// The base shape's outline, cut to the fractions given.
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    var shapeName: String { (base as? any NamedShape)?.shapeName ?? String(describing: Base.self) }
}

/// A shape's outline stroked, as a shape: filling it paints the stroke.
public struct _StrokedShape<Base: Shape>: Shape, NamedShape, StrokedOutline {
    let base: Base
    let options: StrokeOptions

    /// The base shape's outline (drawn as a stroke of these options, not filled).
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    var shapeName: String { (base as? any NamedShape)?.shapeName ?? String(describing: Base.self) }
    var strokedBase: any Shape { base }
}

/// A shape whose fill paints its base shape's stroke (`stroke(style:)`, `stroke(lineWidth:)`).
protocol StrokedOutline {
    var strokedBase: any Shape { get }
    var options: StrokeOptions { get }
}

/// A shape drawn with explicit paint.
/// A filled shape outlined on top, as iOS 17's `ShapeView.stroke(_:lineWidth:antialiased:)`: SwiftUI draws the stroke
/// (centred on the edge) over the fill, one shape drawn in two paints
/// (https://developer.apple.com/documentation/swiftui/shapeview/stroke(_:linewidth:antialiased:)).
extension _ShapeView where Stroke == _NoPaint {
    /// The filled shape with its outline in `content`, `lineWidth` wide, drawn over the fill; `antialiased` is accepted.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Content, Fill, S> {
        _ShapeView<Content, Fill, S>(shape: shape, fill: fill, strokeStyle: content, lineWidth: lineWidth, inset: inset)
    }
    /// The filled shape with a border inside its edge in `content` (the foreground style by default), `lineWidth`
    /// wide, drawn over the fill, as iOS 17's `ShapeView.strokeBorder(_:lineWidth:antialiased:)`
    /// (`Circle().fill(.blue).strokeBorder(.white, lineWidth: 2)`); `antialiased` is accepted.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _LayeredShapeView<Content, _ShapeView<Content, _NoPaint, S>, Self> {
        _LayeredShapeView(shape: shape, above: shape.strokeBorder(content, lineWidth: lineWidth), below: self)
    }
    /// The filled shape with a border inside its edge with line ends, corners and dashes, drawn over the fill, as
    /// iOS 17's `ShapeView.strokeBorder(_:style:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _LayeredShapeView<Content, _ShapeView<Content, _NoPaint, S>, Self> {
        _LayeredShapeView(shape: shape, above: shape.strokeBorder(content, style: style), below: self)
    }
}

public struct _ShapeView<Content: Shape, Fill: ShapeStyle, Stroke: ShapeStyle>: ShapeView, PrimitiveView {
    /// The shape this view draws.
    public let shape: Content
    let fill: Fill?
    let strokeStyle: Stroke?
    let options: StrokeOptions
    let inset: Bool
    /// How a custom shape's fill decides what is inside (`FillStyle(eoFill:)`).
    private(set) var fillRule: PathData.FillRule = .nonZero

    /// The same view filled by `rule`.
    func filling(by rule: PathData.FillRule) -> Self {
        var copy = self
        copy.fillRule = rule
        return copy
    }

    init(shape: Content, fill: Fill?, strokeStyle: Stroke?, lineWidth: CGFloat, inset: Bool) {
        self.init(shape: shape, fill: fill, strokeStyle: strokeStyle,
                  options: StrokeOptions(lineWidth: lineWidth.isFinite ? max(lineWidth, 0) : 1), inset: inset)
    }

    init(shape: Content, fill: Fill?, strokeStyle: Stroke?, options: StrokeOptions, inset: Bool) {
        self.shape = shape
        self.fill = fill
        self.strokeStyle = strokeStyle
        self.options = options
        self.inset = inset
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        // A stroked shape filled (`Circle().stroke(style: …).fill(.tint)`) is its base shape stroked in the fill.
        if let stroked = erasureRemoved(shape) as? any StrokedOutline, strokeStyle == nil {
            let (outline, name) = Self.outline(of: stroked.strokedBase, in: context.environment)
            let fill = self.fill, options = stroked.options
            return [context.reportingOnNode { environment in
                ShapeNode(outline: outline, fill: nil,
                          stroke: (paint: fill?.resolvedPaint(in: environment) ?? ForegroundStyle().resolvedPaint(in: environment),
                                   options: options, inset: false),
                          name: name, context: context)
            }]
        }
        let (outline, name) = Self.outline(of: shape, in: context.environment, fillRule: fillRule)
        return [context.reportingOnNode { environment in
            ShapeNode(outline: outline, fill: fill?.resolvedPaint(in: environment),
                      stroke: strokeStyle.map { (paint: $0.resolvedPaint(in: environment), options: options, inset: inset) },
                      name: name, context: context)
        }]
    }

    /// How `shape` is drawn: a built-in shape's exact kind, or a custom shape's path for the frame it is placed in.
    static func outline(of shape: any Shape, in environment: EnvironmentValues,
                        fillRule: PathData.FillRule = .nonZero) -> (ShapeNode.Outline, String) {
        let shape = erasureRemoved(shape)
        if let builtIn = shape as? any BuiltInShape {
            // A built-in shape is one simple outline: both rules cover the same area.
            return (.kind(builtIn.shapeKind(in: environment)), builtIn.shapeName)
        }
        // A custom shape's outline depends on the frame, known only when it is placed.
        let outline = ShapeNode.Outline.custom { size in
            var data = shape.path(in: CGRect(origin: .zero, size: size)).data
            data.fillRule = fillRule
            return .path(data)
        }
        return (outline, (shape as? any NamedShape)?.shapeName ?? String(describing: type(of: shape)))
    }
}

/// How rounded corners are drawn, as in SwiftUI.
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

/// A rectangle.
public struct Rectangle: BuiltInShape {
    /// Creates a rectangle.
    public init() {}
    /// The rectangle itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var shapeName: String { "Rectangle" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: BuiltInShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    /// Corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    /// Corners of `cornerSize` (the smaller side is used).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    /// The outline with circular corners (drawn as a view, the corners are continuous when the style is).
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    var shapeName: String { "RoundedRectangle" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind {
        let radius = min(cornerSize.width, cornerSize.height)
        return .roundedRectangle(cornerRadius: radius.isFinite ? max(radius, 0) : 0, continuous: style == .continuous)
    }
}

/// The largest circle centred in the frame.
public struct Circle: BuiltInShape {
    /// Creates a circle.
    public init() {}
    /// The largest circle centred in `rect`, clockwise from its rightmost point.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    var shapeName: String { "Circle" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind { .ellipse }
}

/// An ellipse filling the frame.
public struct Ellipse: BuiltInShape {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var shapeName: String { "Ellipse" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind { .ellipse }
}

/// A rectangle whose short sides are semicircles.
public struct Capsule: BuiltInShape {
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// A rounded rectangle whose corner radius is half the shorter side.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }
    var shapeName: String { "Capsule" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind { .capsule }
}

/// The shape of the widget's container, inset to the view: a rounded rectangle whose radius is the
/// widget's corner radius less the content margin. Apple publishes no radius; 22 points is the
/// community-measured value for system widgets on 6.1-inch and larger iPhones (Reference/widget-sizes.json,
/// cornerRadius.communityValues_unverified).
public struct ContainerRelativeShape: BuiltInShape {
    /// Creates the container-relative shape.
    public init() {}
    /// The outline at the default widget margins (16 points): a path has no environment to read them from.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 22 - 16) }
    var shapeName: String { "ContainerRelativeShape" }
    func shapeKind(in environment: EnvironmentValues) -> ShapeKind {
        .roundedRectangle(cornerRadius: max(22 - environment.widgetContentMargins.top, 4), continuous: true)
    }
}
