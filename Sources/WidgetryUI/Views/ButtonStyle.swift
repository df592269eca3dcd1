import Foundation

/// A style that draws a button's label for each state, as SwiftUI's `ButtonStyle`. A static render draws
/// the resting state (`isPressed` is `false`).
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given: the label, the role and whether the button is pressed.
    typealias Configuration = ButtonStyleConfiguration
}

/// A style that draws a button and decides how it is triggered, as SwiftUI's `PrimitiveButtonStyle`.
/// The built-in styles (`.plain`, `.bordered`…) are primitive styles.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given: the label, the role and the action to trigger.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label's own content.
        public var body: some View { content }
    }

    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// Whether the button is being pressed: never, in a static render.
    public let isPressed: Bool = false

    init(label: ButtonStyleConfiguration.Label, role: ButtonRole?) {
        self.label = label
        self.role = role
    }
}

/// What a ``PrimitiveButtonStyle`` draws from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// Runs the button's action: nothing, in a render (a widget runs its App Intent on a device).
    public func trigger() {}
}

/// A button style with its type erased, as the environment holds it.
struct ButtonStyleMaker: @unchecked Sendable {
    // `@unchecked`: the closure captures only a style value, which is never mutated after
    // `.buttonStyle(_:)` stores it; it runs on the thread that lays the button out.
    let make: (ButtonStyleConfiguration) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    init<S: PrimitiveButtonStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: $0.label, role: $0.role))) }
    }
}

private struct ButtonStyleMakerKey: EnvironmentKey {
    static let defaultValue = ButtonStyleMaker(DefaultButtonStyle())
}

extension EnvironmentValues {
    /// How buttons inside are drawn (`.buttonStyle(_:)`).
    var buttonStyleMaker: ButtonStyleMaker {
        get { self[ButtonStyleMakerKey.self] }
        set { self[ButtonStyleMakerKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons inside with a custom style.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.buttonStyleMaker = ButtonStyleMaker(style) }
    }

    /// Draws the buttons inside with a primitive style (`.plain`, `.borderless`, `.bordered`, `.borderedProminent`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifyingEnvironment { $0.buttonStyleMaker = ButtonStyleMaker(style) }
    }
}
