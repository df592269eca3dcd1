import Foundation

/// An immediate-mode drawing view, as SwiftUI's `Canvas`. Widgetry does not run its renderer: a canvas
/// takes the space offered, as on iOS, draws nothing there, and carries an info finding
/// (`acceptedWithoutEffect`) so the report says the picture differs from a device.
public struct Canvas<Symbols: View>: View {
    /// A canvas drawn by `renderer` (not run in a render).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {}

    /// A canvas drawn by `renderer` with resolvable `symbols` (not run in a render).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {}

    /// The space offered, empty.
    public var body: some View {
        Color.clear.acceptedWithoutEffect("Canvas", "its renderer is not run, so nothing is drawn in its place")
    }
}

/// The drawing context a ``Canvas`` renderer receives, as SwiftUI's `GraphicsContext`: the operations
/// renderers use, so their code compiles; a render never calls the renderer.
public struct GraphicsContext {
    /// How a path is painted, as `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let name: String
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(name: "color") }
        /// A linear gradient between two points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading { Shading(name: "linear") }
        /// A radial gradient around a centre.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(name: "radial")
        }
        /// The foreground style.
        public static var foreground: Shading { Shading(name: "foreground") }
        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: "style") }
    }

    /// The opacity of what is drawn next.
    public var opacity: Double = 1

    /// Fills `path`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    /// Strokes `path` with `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    /// Strokes `path` `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    /// A text prepared for drawing, as `GraphicsContext.ResolvedText` (`context.resolve(Text("…"))`, then measured
    /// or drawn).
    public struct ResolvedText {
        let text: Text
        /// The size the text needs within `size`; zero here, where nothing is laid out in a canvas.
        public func measure(in size: CGSize) -> CGSize { .zero }
        /// The text's first baseline; zero here.
        public func firstBaseline(in size: CGSize) -> CGFloat { 0 }
        /// The text's last baseline; zero here.
        public func lastBaseline(in size: CGSize) -> CGFloat { 0 }
        /// The shading the text is drawn with.
        public var shading: Shading = .foreground
    }
    /// An image prepared for drawing, as `GraphicsContext.ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        /// The image's size; zero here, where nothing is loaded for a canvas.
        public var size: CGSize { .zero }
        /// The image's baseline; zero here.
        public var baseline: CGFloat { 0 }
        /// The shading a template image is drawn with.
        public var shading: Shading?
    }
    /// A view passed in `symbols:`, as `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        /// The symbol's size; zero here.
        public var size: CGSize { .zero }
    }

    /// `text` prepared for drawing (`context.draw(context.resolve(label), at: point)`).
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    /// `image` prepared for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    /// The `symbols:` view tagged `id`; none is resolved here, where the renderer is not run.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    /// Draws a resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a resolved text in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {}
    /// Draws a resolved image in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a resolved symbol with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws `image` with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Moves the origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales the coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Rotates the coordinates.
    public mutating func rotate(by angle: Angle) {}
    /// Clips what is drawn next to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
}
