import Foundation
import WidgetryFoundation

/// The drawing context a ``Canvas`` renderer receives, as SwiftUI's `GraphicsContext`.
///
/// Every `fill`, `stroke` and `draw` is recorded as a view the size of the canvas: a path drawn where its points say
/// (a `Path` view draws in its frame's coordinates), a text or image placed at its point and anchor. The current
/// `transform` (`translateBy`, `scaleBy`, `rotate`) moves paths and the points text and images are placed at, `opacity`
/// fades what is drawn next, and `clip(to:)` clips it, as in SwiftUI; copies of a context (`drawLayer`, `var copy =
/// context`) draw into the same canvas with their own state.
public struct GraphicsContext {
    /// What the renderer drew, in order. A class, so copies of the context add to one list.
    final class Recording {
        var layers: [AnyView] = []
    }

    let recording: Recording
    let size: CGSize
    /// The environment of the canvas's view.
    public var environment: EnvironmentValues
    /// The opacity of what is drawn next (0…1), multiplied into each drawing.
    public var opacity: Double = 1
    /// The blend mode of what is drawn next; accepted (drawn normally).
    public var blendMode: BlendMode = .normal
    /// The transform applied to what is drawn next.
    public var transform: CGAffineTransform = .identity
    private var clips: [(path: Path, style: FillStyle)] = []

    init(recording: Recording, size: CGSize, environment: EnvironmentValues) {
        self.recording = recording
        self.size = size
        self.environment = environment
    }

    /// How a path is painted, as `GraphicsContext.Shading`.
    public struct Shading: @unchecked Sendable {
        // `@unchecked`: the style is a value, never mutated after creation (as ``AnyShapeStyle``).
        enum Kind {
            case style(AnyShapeStyle)
            /// Points in the canvas's coordinates, which become unit points of the canvas-sized frame drawn in.
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        }
        let kind: Kind

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        /// A colour from components, as `.color(red:green:blue:opacity:)`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A linear gradient between two points of the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A radial gradient around a centre of the canvas.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        /// The foreground style.
        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }
        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// The style for a view of `size` (the canvas's) drawn with `transform` applied to its points.
        func resolvedStyle(in size: CGSize, transform: CGAffineTransform) -> AnyShapeStyle {
            func unit(_ point: CGPoint) -> UnitPoint {
                let moved = point.applying(transform)
                return UnitPoint(x: size.width > 0 ? moved.x / size.width : 0, y: size.height > 0 ? moved.y / size.height : 0)
            }
            switch kind {
            case .style(let style): return style
            case .linear(let gradient, let start, let end):
                return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end)))
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return AnyShapeStyle(RadialGradient(gradient: gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius))
            }
        }
    }

    /// Options of a gradient shading (repeat, mirror, linear colour); accepted.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path.applying(transform).fill(shading.resolvedStyle(in: size, transform: transform), style: style))
    }
    /// Strokes `path` with `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(path.applying(transform).stroke(shading.resolvedStyle(in: size, transform: transform), style: style))
    }
    /// Strokes `path` `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        record(path.applying(transform).stroke(shading.resolvedStyle(in: size, transform: transform), lineWidth: lineWidth))
    }

    /// A text prepared for drawing, as `GraphicsContext.ResolvedText` (`context.resolve(Text("…"))`, then measured
    /// or drawn).
    public struct ResolvedText {
        let text: Text
        /// The size the text needs within `size`, measured as the text is laid out in a view.
        public func measure(in size: CGSize) -> CGSize {
            let node = BuildContext(environment: EnvironmentValues.ofCurrentView).node(for: text.fixedSize(horizontal: false, vertical: true), combining: .vertical)
            return node.sizeThatFits(ProposedViewSize(width: size.width, height: nil))
        }
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
        /// The image's size; zero here, where images are loaded when drawn.
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
    /// The `symbols:` view tagged `id`: none here (symbols are not drawn; ``Canvas``).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// Draws a resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text.text.fixedSize().foregroundStyle(text.shading.resolvedStyle(in: size, transform: transform)), at: point, anchor: anchor)
    }
    /// Draws a resolved text in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        place(text.text.foregroundStyle(text.shading.resolvedStyle(in: size, transform: transform)), in: rect)
    }
    /// Draws a resolved image in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }
    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }
    /// Draws a resolved symbol: nothing, as none is resolved here.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws `text` at its ideal size with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text.fixedSize(), at: point, anchor: anchor)
    }
    /// Draws `text` wrapped in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { place(text, in: rect) }
    /// Draws `image` stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { place(image.resizable(), in: rect) }
    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { place(image.fixedSize(), at: point, anchor: anchor) }

    /// Draws into a copy of this context (its own transform, opacity and clip) in the same canvas.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Moves the origin.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    /// Scales the coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    /// Rotates the coordinates.
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
    /// Appends `matrix` to the transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Clips what is drawn next to `path` (in the current transform).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path.applying(transform), style))
    }

    /// Options of a clip (inverse); accepted.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: Recording

    /// Adds `view`, drawn in the canvas's coordinates, with the context's opacity and clips.
    private func record<V: View>(_ view: V) {
        var layer = AnyView(view.frame(width: size.width, height: size.height, alignment: .topLeading).opacity(opacity))
        for clip in clips {
            layer = AnyView(layer.clipShape(clip.path, style: clip.style))
        }
        recording.layers.append(layer)
    }

    /// Adds `view` at its own size with its `anchor` at `point` (moved by the transform): SwiftUI draws text so.
    private func place<V: View>(_ view: V, at point: CGPoint, anchor: UnitPoint) {
        let at = point.applying(transform)
        record(ZStack(alignment: .topLeading) {
            Color.clear
            view
                .alignmentGuide(.leading) { $0.width * anchor.x - at.x }
                .alignmentGuide(.top) { $0.height * anchor.y - at.y }
        })
    }

    /// Adds `view` laid out in `rect` (its origin moved by the transform).
    private func place<V: View>(_ view: V, in rect: CGRect) {
        let origin = rect.origin.applying(transform)
        place(view.frame(width: rect.width, height: rect.height, alignment: .topLeading), at: origin, anchor: .topLeading)
    }
}
