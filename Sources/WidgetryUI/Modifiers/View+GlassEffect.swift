import Foundation
import WidgetryGraphics

/// Liquid Glass (iOS 26), as SwiftUI's `Glass`: drawn as a material in the effect's shape, which is how a still frame
/// of glass over a plain background looks; the refraction of what lies behind is not drawn.
public struct Glass: Sendable, Hashable {
    let material: Material
    let tintColor: Color?
    /// The standard glass.
    public static let regular = Glass(material: .regularMaterial, tintColor: nil)
    /// A clearer glass.
    public static let clear = Glass(material: .ultraThinMaterial, tintColor: nil)
    /// No glass.
    public static let identity = Glass(material: Material(coverage: 0, name: "identity"), tintColor: nil)
    /// The glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass { Glass(material: material, tintColor: color) }
    /// The glass reacting to touch (nothing touches a render).
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

extension View {
    /// Puts glass behind the view, in `shape` (a capsule by default, as SwiftUI's default glass shape).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
        background {
            if let tint = glass.tintColor {
                shape.fill(tint.opacity(0.5)).background(glass.material, in: shape)
            } else {
                shape.fill(glass.material)
            }
        }
    }

    /// Names a glass shape for morphing between states (a render shows one state).
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }
}

/// Glass shapes that blend when close, as SwiftUI's `GlassEffectContainer` (iOS 26): its content, each with its glass.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    /// A container of glass shapes `spacing` apart before they blend.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A glass button (iOS 26), drawn as the bordered style's translucent background.
    public static var glass: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A prominent glass button (iOS 26), drawn as the bordered prominent style: filled with the tint.
    public static var glassProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
