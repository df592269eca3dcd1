import Foundation

/// A style that draws a toggle, as SwiftUI's `ToggleStyle`.
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given: the label and the state.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The toggle's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is the binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that disagree: never, for a single binding.
    public let isMixed: Bool = false

    init(label: ButtonStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// iOS's switch beside the label, as SwiftUI's `SwitchToggleStyle` (the default on iOS): the label at the
/// leading edge, the switch at the trailing edge, the toggle as wide as it is offered.
///
/// The switch is UIKit's `UISwitch` at its fixed size, 51 × 31 pt (the `intrinsicContentSize` UIKit
/// reports on iOS 7 and later); the thumb a 27 pt white circle 2 pt inside the track, at the trailing end
/// when on. On, the track is the tint (systemGreen, UISwitch's default `onTintColor`, when none is set);
/// off, UIKit's `systemFill` grey (approximation of the off track).
public struct SwitchToggleStyle: ToggleStyle {
    /// The colour of the track when on, set with iOS 14's `init(tint:)`; nil uses the environment's tint.
    let tint: Color?

    /// The switch style.
    public init() { tint = nil }

    /// The switch style with the track drawn in `tint` when on (iOS 14; deprecated in iOS 15 for
    /// `.tint(_:)`, which it overrides as it does on iOS).
    public init(tint: Color) { self.tint = tint }

    /// The label and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggleBody(label: configuration.label, isOn: configuration.isOn, styleTint: tint)
    }

    /// The switch's size (UISwitch).
    static var trackSize: CGSize { CGSize(width: 51, height: 31) }
    /// The thumb's diameter: the track's height less 2 pt on each side.
    static var thumbDiameter: CGFloat { 27 }
}

/// A toggle drawn as a bordered button that is filled with the tint while on, as SwiftUI's
/// `ButtonToggleStyle` (iOS 15+); it uses the bordered button's metrics (``BorderedButtonStyle``).
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The label as a bordered button, prominent while on.
    public func makeBody(configuration: Configuration) -> some View {
        _BorderedButtonBody(configuration: PrimitiveButtonStyleConfiguration(label: configuration.label, role: nil), prominent: configuration.isOn)
    }
}

/// The context's toggle style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// The toggle as a switch.
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, filled while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == DefaultToggleStyle {
    /// The context's default: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

struct _SwitchToggleBody: View {
    let label: ButtonStyleConfiguration.Label
    let isOn: Bool
    var styleTint: Color? = nil
    @Environment(\.tint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            track
        } else {
            HStack {
                label
                Spacer()
                track
            }
        }
    }

    /// The switch itself.
    private var track: some View {
        let size = SwitchToggleStyle.trackSize
        let inset = (size.height - SwitchToggleStyle.thumbDiameter) / 2
        return ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? (styleTint ?? tint ?? .green) : Color(.systemFill))
            Circle().fill(Color.white)
                .frame(width: SwitchToggleStyle.thumbDiameter, height: SwitchToggleStyle.thumbDiameter)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
                .padding(inset)
        }
        .frame(width: size.width, height: size.height)
    }
}

/// A toggle style with its type erased, as the environment holds it.
struct ToggleStyleMaker: @unchecked Sendable {
    // `@unchecked`: the closure captures only a style value, never mutated after `.toggleStyle(_:)` stores it.
    let make: (ToggleStyleConfiguration) -> AnyView
    /// The style in force where `.toggleStyle(_:)` was applied (none: the default switch). A toggle inside this
    /// style's body is drawn with it, as in SwiftUI, where a custom style wraps `Toggle(configuration)` or
    /// `Toggle(isOn:)` to draw the system switch (GoodSwiftUI's switch style does; issue 30's iOS renders show
    /// the switch) instead of calling itself again.
    let enclosing: [ToggleStyleMaker]

    init<S: ToggleStyle>(_ style: S, enclosing: ToggleStyleMaker? = nil) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        self.enclosing = enclosing.map { [$0] } ?? []
    }

    /// What toggles inside this style's body are drawn with.
    var insideBody: ToggleStyleMaker { enclosing.first ?? ToggleStyleMaker(SwitchToggleStyle()) }
}

private struct ToggleStyleMakerKey: EnvironmentKey { static let defaultValue = ToggleStyleMaker(SwitchToggleStyle()) }

private struct ShowsOtherToggleStateKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Widgetry: interactive toggles (`Toggle(isOn:intent:)`) are drawn in the state opposite to the one
    /// their entry gives. WidgetKit renders both states of such a toggle ahead of time, so the pipeline lays
    /// a widget with toggles out a second time with this set; not SwiftUI API.
    public var showsOtherToggleState: Bool {
        get { self[ShowsOtherToggleStateKey.self] }
        set { self[ShowsOtherToggleStateKey.self] = newValue }
    }

    /// How toggles inside are drawn (`.toggleStyle(_:)`).
    var toggleStyleMaker: ToggleStyleMaker {
        get { self[ToggleStyleMakerKey.self] }
        set { self[ToggleStyleMakerKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles inside with `style` (`.switch`, `.button` or a custom ``ToggleStyle``).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.toggleStyleMaker = ToggleStyleMaker(style, enclosing: $0.toggleStyleMaker) }
    }
}
