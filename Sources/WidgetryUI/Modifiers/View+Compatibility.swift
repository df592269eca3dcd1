import Foundation

/// Modifiers that SwiftUI widget code commonly uses and that do not change a static render. They are
/// accepted so the code compiles unchanged.
extension View {
    /// Accessibility label: not drawn.
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// Accessibility label: not drawn.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// Accessibility hidden: not drawn differently.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
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

/// How large an SF Symbol is drawn relative to its text; accepted for compatibility.
public enum ImageScale: Sendable, Hashable { case small, medium, large }

/// How an SF Symbol's layers are coloured; accepted for compatibility (symbols draw as placeholders).
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
    /// The symbol scale: accepted for compatibility; symbol placeholders keep their frame.
    public func imageScale(_ scale: ImageScale) -> some View { self }
    /// The symbol colouring: accepted for compatibility; symbol placeholders are one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}
