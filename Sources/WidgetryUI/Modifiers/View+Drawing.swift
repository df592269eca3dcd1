import Foundation
import WidgetryFindings
import WidgetryGraphics

extension View {
    /// Draws `content` behind this view, sized to it and aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return wrappingNodes { node, context in
            BackgroundNode(child: node, secondary: context.node(for: view, combining: .overlay(alignment)), alignment: alignment, isOverlay: false)
        }
    }

    /// Draws `background` behind this view (SwiftUI's older form).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    /// Fills the area behind this view with a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { _ShapeView(shape: Rectangle(), fill: style, strokeStyle: nil as _NoPaint?, lineWidth: 0, inset: false) }
    }

    /// Fills a shape behind this view with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(alignment: .center) { _ShapeView(shape: shape, fill: style, strokeStyle: nil as _NoPaint?, lineWidth: 0, inset: false) }
    }

    /// Draws `content` over this view, sized to it and aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return wrappingNodes { node, context in
            BackgroundNode(child: node, secondary: context.node(for: view, combining: .overlay(alignment)), alignment: alignment, isOverlay: true)
        }
    }

    /// Draws `overlay` over this view (SwiftUI's older form).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Covers this view with a style.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay(alignment: .center) { _ShapeView(shape: Rectangle(), fill: style, strokeStyle: nil as _NoPaint?, lineWidth: 0, inset: false) }
    }

    /// A border drawn inside this view's edge.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
    }

    /// The colour of text and shapes inside.
    public func foregroundColor(_ color: Color?) -> some View {
        modifyingEnvironment { environment in
            environment.foregroundStyle = color.map { .color($0.resolve(in: environment)) }
        }
    }

    /// The style of text and shapes inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifyingEnvironment { environment in environment.foregroundStyle = style.resolvedPaint(in: environment) }
    }

    /// Primary and secondary styles, as a palette symbol's layers take them (`.symbolRenderingMode(.palette)`): text and
    /// shapes take the primary; Widgetry's symbol stand-ins are drawn in one colour, so the secondary is not drawn.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// Primary, secondary and tertiary styles (see ``foregroundStyle(_:_:)``).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// The tint of controls inside (a progress bar's fill); `nil` returns to the accent colour.
    public func tint(_ tint: Color?) -> some View { modifyingEnvironment { $0.tint = tint } }
    /// The accent colour of controls inside, as iOS 13's `accentColor(_:)`, which `tint(_:)` replaced: the same
    /// colour for the same controls.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// Fades this view and its children as a group.
    public func opacity(_ opacity: Double) -> some View {
        wrappingNodes { node, _ in EffectNode(child: node, effect: .opacity(opacity)) }
    }

    /// Multiplies every colour of this view and its children by `color`, component by component and alpha
    /// included, as SwiftUI's `colorMultiply(_:)` ("adds a color multiplication effect"): white leaves the view
    /// as it is, `.purple` tints a white image purple, black makes it black. Shapes, text, symbols and gradients
    /// are drawn in the multiplied colours, image pixels are multiplied when painted; layout is unchanged.
    public func colorMultiply(_ color: Color) -> some View {
        wrappingNodes { node, context in
            EffectNode(child: node, effect: .renderingGroup(.multiplied(color.resolve(in: context.environment))))
        }
    }

    /// Makes a mask of this view from its luminance, as SwiftUI's `luminanceToAlpha()`: each colour becomes black
    /// whose opacity is its luminance (Rec. 709) times its alpha — white opaque, black clear — for shapes, text,
    /// symbols, gradients and image pixels alike; layout is unchanged.
    public func luminanceToAlpha() -> some View {
        wrappingNodes { node, _ in EffectNode(child: node, effect: .renderingGroup(.luminanceToAlpha)) }
    }

    /// Clips this view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        wrappingNodes { node, _ in EffectNode(child: node, effect: .clip(.rectangle)) }
    }

    /// Clips this view to a shape filling its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrappingNodes { node, context in
            if let builtIn = erasureRemoved(shape) as? any BuiltInShape {
                return EffectNode(child: node, effect: .clip(builtIn.shapeKind(in: context.environment)))
            }
            return EffectNode(child: node, effect: .clipCustom { size in .path(shape.path(in: CGRect(origin: .zero, size: size)).data) })
        }
    }

    /// Draws a blurred copy of this view, moved by (`x`, `y`), under it; layout is unchanged, as in SwiftUI.
    /// The radius is the blur's reach in points (about two standard deviations).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let clean = (radius: radius.isFinite ? max(radius, 0) : 0, x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        let invalid = clean != (radius, x, y)
        return wrappingNodes { node, context in
            let shadowed = EffectNode(child: node, effect: .shadow(PlacedElement.Shadow(color: color.resolve(in: context.environment),
                                                                                    radius: clean.radius, offset: CGSize(width: clean.x, height: clean.y))))
            if invalid { shadowed.issues = [.invalidLength(modifier: "shadow", value: "radius \(radius), x \(x), y \(y)")] }
            return shadowed
        }
    }

    /// Turns this view's drawing by `angle` (clockwise for positive angles) about `anchor`. Layout is
    /// unchanged, as in SwiftUI: neighbours do not move and the frame stays where it was.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrappingNodes { node, _ in EffectNode(child: node, effect: .rotation(angle, anchor: anchor)) }
    }

    /// Scales this view's drawing about `anchor`; layout is unchanged, as in SwiftUI.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        wrappingNodes { node, _ in EffectNode(child: node, effect: .scale(scale, anchor: anchor)) }
    }

    /// Scales this view's drawing by `s` in both directions about `anchor`; layout is unchanged.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's drawing by `x` and `y` about `anchor`; layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Clips this view to a rounded rectangle (circular corners, as SwiftUI's `cornerRadius`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        let clean = radius.isFinite ? max(radius, 0) : 0
        return wrappingNodes { node, _ in EffectNode(child: node, effect: .clip(.roundedRectangle(cornerRadius: clean, continuous: false))) }
    }
}

/// How a shape is filled; accepted for compatibility with `clipShape(_:style:)`.
public struct FillStyle: Sendable, Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
