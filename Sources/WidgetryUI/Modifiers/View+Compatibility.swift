import Foundation

/// Modifiers that SwiftUI widget code commonly uses and that do not change a static render. They are
/// accepted so the code compiles unchanged.
extension View {
    /// Safe areas: a widget has none.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// Safe areas: a widget has none.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// Animations do not apply to a static render.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Content transitions do not apply to a static render.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    /// Appearance callbacks run nothing in a render.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}

/// Safe-area regions, accepted for compatibility.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 3)
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// An animation, accepted for compatibility.
public struct Animation: Sendable, Hashable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
}

/// A content transition, accepted for compatibility.
public struct ContentTransition: Sendable, Hashable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// How large an SF Symbol is drawn relative to its text, as SwiftUI's `Image.Scale`.
public enum ImageScale: Sendable, Hashable {
    /// About 20 % smaller than medium.
    case small
    /// The default.
    case medium
    /// About 30 % larger than medium.
    case large

    /// The size relative to medium: Apple documents small as "approximately 20% smaller" and large as
    /// "approximately 30% larger" than medium (`NSImage.SymbolScale.small`, `.large`).
    var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

extension Image {
    /// SwiftUI's name for ``ImageScale``.
    public typealias Scale = ImageScale
}

/// How an SF Symbol's layers are coloured; accepted: stand-ins have one layer and draw in the foreground
/// style's first colour, as the monochrome mode does.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// One colour at falling opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer, from the styles given.
    public static let palette = SymbolRenderingMode(name: "palette")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    /// The scale of the SF Symbols inside relative to their font: small, medium (default) or large.
    public func imageScale(_ scale: ImageScale) -> some View { modifyingEnvironment { $0.imageScale = scale } }
    /// The symbol colouring: accepted; stand-ins are drawn in the foreground style's first colour (hierarchical
    /// and palette modes colour layers a font glyph does not have).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

/// Modifiers that survey widget code uses with no effect on a widget's static render, or whose effect is
/// approximated with an info finding.
extension View {
    /// The view over the system background, as SwiftUI's `background(ignoresSafeAreaEdges:)` with no style
    /// (Xcode's widget template writes it).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Whether controls inside take taps, as SwiftUI's `View.disabled(_:)`: `true` sets
    /// ``EnvironmentValues/isEnabled`` to `false` for the whole subtree, so custom styles that read it draw
    /// themselves dimmed; `false` leaves it as the ancestors set it ("the higher views in a view hierarchy can
    /// override the value you set on this view", https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
    /// Widgetry's built-in button and
    /// toggle styles are drawn as enabled, so `true` is also an info finding.
    public func disabled(_ disabled: Bool) -> some View {
        modifyingEnvironment { environment in
            if disabled { environment.isEnabled = false }
        }
        .acceptedWithoutEffect("disabled(true)", "built-in control styles are drawn as enabled (custom styles read isEnabled)", when: disabled)
    }

    /// The appearance of this part of the tree, as SwiftUI's (deprecated) `colorScheme(_:)`.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Digits of equal width in text inside, as SwiftUI's `View.monospacedDigit()`.
    public func monospacedDigit() -> some View {
        modifyingEnvironment { environment in
            environment.font = (environment.font ?? .body).monospacedDigit()
            environment.textDecoration.monospacedDigit = true
        }
    }

    /// Brightens (positive) or darkens (negative) the view's colours, as SwiftUI's `View.brightness(_:)`. Widgetry
    /// draws colours as given, so a non-zero amount is an info finding; layout is unchanged, as in SwiftUI.
    public func brightness(_ amount: Double) -> some View {
        acceptedWithoutEffect("brightness", "colours are drawn as given", when: amount != 0)
    }

    /// Changes the view's contrast, as SwiftUI's `View.contrast(_:)`: an info finding unless the amount is 1.
    public func contrast(_ amount: Double) -> some View {
        acceptedWithoutEffect("contrast", "colours are drawn as given", when: amount != 1)
    }

    /// Changes the view's saturation, as SwiftUI's `View.saturation(_:)`: an info finding unless the amount is 1.
    public func saturation(_ amount: Double) -> some View {
        acceptedWithoutEffect("saturation", "colours are drawn as given", when: amount != 1)
    }

    /// Removes colour, as SwiftUI's `View.grayscale(_:)`: an info finding unless the amount is 0.
    public func grayscale(_ amount: Double) -> some View {
        acceptedWithoutEffect("grayscale", "colours are drawn as given", when: amount != 0)
    }

    /// Inverts colours. Widgetry draws colours as given, so this is an info finding.
    public func colorInvert() -> some View {
        acceptedWithoutEffect("colorInvert", "colours are drawn as given")
    }

    /// A Gaussian blur of the view. Widgetry draws views sharp, so a non-zero radius is an info finding;
    /// layout is unchanged, as in SwiftUI (the blur spreads past the frame without resizing it).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        acceptedWithoutEffect("blur(radius:)", "views are drawn without blur", when: radius > 0)
    }

    /// A 3D rotation. Widgetry draws views flat, so a non-zero angle is an info finding.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        acceptedWithoutEffect("rotation3DEffect", "views are drawn without 3D rotation", when: angle.radians != 0)
    }

    /// Calls `action` when a value of the view's geometry changes: a widget's view is laid out once and
    /// its state never changes, so nothing is called.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { self }

    /// Calls `action` with the old and new value when the view's geometry changes: never in a render.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T, T) -> Void) -> some View { self }

    /// A list row's separator visibility: Widgetry's lists draw their own separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Hashable, CaseIterable { case automatic, visible, hidden }

/// A top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Sendable, Hashable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
