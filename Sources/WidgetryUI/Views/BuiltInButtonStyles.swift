import Foundation

/// The default button style, as SwiftUI's `DefaultButtonStyle`. In widgets (iOS 17+) an unstyled button
/// is drawn with a bordered background — which is why widget code commonly adds `.buttonStyle(.plain)` —
/// so Widgetry draws it as ``BorderedButtonStyle`` (observed behaviour; Apple does not document it); in an
/// app's content it is borderless, as iOS documents (`_DefaultButtonBody`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    /// The button drawn bordered in a widget, borderless in an app.
    public func makeBody(configuration: Configuration) -> some View {
        _DefaultButtonBody(configuration: configuration)
    }
}

/// A button drawn as its label alone, as SwiftUI's `PlainButtonStyle`: no background, no tint.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// The label unchanged.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn as its label in the tint colour, without a background, as SwiftUI's
/// `BorderlessButtonStyle` (a destructive button is red).
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label in the tint colour.
    public func makeBody(configuration: Configuration) -> some View {
        _BorderlessButtonBody(configuration: configuration)
    }
}

/// A button with a tinted translucent background, as SwiftUI's `BorderedButtonStyle` (iOS 15+).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label on a tinted translucent background.
    public func makeBody(configuration: Configuration) -> some View {
        _BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

/// A button filled with the tint colour and a white label, as SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent bordered style.
    public init() {}
    /// The white label on the tint colour.
    public func makeBody(configuration: Configuration) -> some View {
        _BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The context's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted translucent background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A background filled with the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The colour a button's role or the environment's tint gives it: red for destructive buttons, as iOS draws them.
func buttonAccent(role: ButtonRole?, tint: Color?) -> Color {
    role == .destructive ? .red : (tint ?? .accentColor)
}

struct _BorderlessButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.tint) private var tint
    @Environment(\.foregroundStyle) private var foreground

    /// The label in the accent colour, unless a foreground style was set around the button and no tint: then the
    /// label keeps it, as `VStack { Button(…) }.foregroundColor(.primary)` draws primary labels on iOS (issue 30's
    /// corpus: Ferrostar's zoom buttons; the familiar way to make a borderless button black). A destructive role
    /// stays red.
    var body: some View {
        if foreground != nil, tint == nil, configuration.role != .destructive {
            configuration.label
        } else {
            configuration.label.foregroundStyle(buttonAccent(role: configuration.role, tint: tint))
        }
    }
}

/// A bordered button: the label inset by the regular control size's content insets on a rounded (or the
/// chosen ``ButtonBorderShape``) background.
///
/// Approximation (Apple publishes no SwiftUI button metrics): 12 pt either side and 7 pt above and below,
/// the content insets of UIKit's `UIButton.Configuration` at the medium size, which puts a 17 pt body label
/// (22 pt line) in a 36 pt high button. The automatic shape (`ButtonBorderShape.automatic`, "a shape that defers to
/// the system to determine an appropriate shape for the given context and platform") is a capsule in iOS 26 — the
/// new design gives controls capsule shapes (WWDC25 "Get to know the new design system",
/// https://developer.apple.com/videos/play/wwdc2025/356/), and the iOS 26 simulator renders of issue 30 show
/// `.borderedProminent` as a capsule — and before it a rounded rectangle of radius 8. The fill
/// is the tint at 15 % for an explicit tint or role, else UIKit's `systemFill` grey; prominent buttons are
/// filled with the tint and draw their label in white.
///
/// At `controlSize(.large)` (and `.extraLarge`) the insets are 20 pt either side and 14 pt above and below, UIKit's
/// `UIButton.Configuration` large insets: a 17 pt label in a 50 pt high button, as the iOS render of a large
/// `.borderedProminent` button in issue 30's corpus measures (docs/fidelity.md).
struct _BorderedButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.buttonBorderShape) private var shape
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.systemDesign) private var design
    @Environment(\.controlSize) private var controlSize

    static var horizontalInset: CGFloat { 12 }
    static var verticalInset: CGFloat { 7 }

    /// The insets for `size`: large ones at `.large` and `.extraLarge`, the regular ones otherwise.
    static func insets(for size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat) {
        size == .large || size == .extraLarge ? (20, 14) : (horizontalInset, verticalInset)
    }
    static var cornerRadius: CGFloat { 8 }

    /// What `.automatic` is in `design`: a capsule in iOS 26, a rounded rectangle before.
    static func automaticShape(in design: SystemDesign) -> ButtonBorderShape {
        design == .iOS26 ? .capsule : .roundedRectangle
    }

    var body: some View {
        let accent = buttonAccent(role: configuration.role, tint: tint)
        // The system's styles adapt to the accented mode (tinted and glass Home Screens), where an opaque fill
        // would take the label's colour: a translucent fill stands in for their accented look.
        let prominentFill = renderingMode == .accented ? accent.opacity(0.25) : accent
        let fill: Color = prominent ? prominentFill : (tint != nil || configuration.role == .destructive ? accent.opacity(0.15) : Color(.systemFill))
        configuration.label
            .foregroundStyle(prominent ? Color.white : accent)
            .padding(.horizontal, Self.insets(for: controlSize).horizontal)
            .padding(.vertical, Self.insets(for: controlSize).vertical)
            .background { ButtonBackground(shape: shape == .automatic ? Self.automaticShape(in: design) : shape, fill: fill) }
    }
}

/// The background of a bordered button in its border shape.
struct ButtonBackground: View {
    let shape: ButtonBorderShape
    let fill: Color

    var body: some View {
        switch shape.kind {
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? _BorderedButtonBody.cornerRadius).fill(fill)
        // The bordered body resolves `.automatic` before drawing; a rounded rectangle if it ever reaches here.
        case .automatic: RoundedRectangle(cornerRadius: _BorderedButtonBody.cornerRadius).fill(fill)
        }
    }
}

/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape`; a `Shape` too (iOS 17), so a custom button style
/// can clip to it or hit-test with it (`.contentShape(ButtonBorderShape.automatic)`).
public struct ButtonBorderShape: Shape, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    /// The context's shape: a capsule on iOS 26, a rounded rectangle before.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (iOS 17).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of the standard radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The outline in `rect`. A shape has no environment, so `.automatic` is the rounded rectangle of the standard radius
    /// (as ``ButtonBackground`` falls back to), not the iOS 26 capsule a bordered button resolves it to.
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? _BorderedButtonBody.cornerRadius).path(in: rect)
        case .automatic: RoundedRectangle(cornerRadius: _BorderedButtonBody.cornerRadius).path(in: rect)
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The outline of bordered buttons inside (`.buttonBorderShape(_:)`).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The outline of bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifyingEnvironment { $0.buttonBorderShape = shape }
    }
}
