import Foundation
import WidgetryFindings

/// A control that performs an action when tapped, as SwiftUI's `Button`.
///
/// Drawn by the button style in the environment (`.buttonStyle(_:)`). In a widget (iOS 17+) only a button
/// that performs an App Intent (`Button(intent:)`) runs anything when tapped; its frame is placed as an
/// element of kind ``ElementKind/button`` whose ``PlacedElement/buttonAction`` names the intent, which is
/// what tap-target maps report. A button with a closure is drawn the same, but iOS never calls the closure
/// in a widget: an info finding says so.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    /// The App Intent's name for intent buttons; `nil` for a closure, which a widget never runs.
    let actionName: String?

    /// A button that runs `action`, with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (destructive buttons are drawn in red), running `action`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        actionName = nil
    }

    /// For App Intents' `Button(intent:)`: a button whose tap performs the action named `actionName`
    /// (the intent's type name). The name is what tap targets report (``PlacedElement/buttonAction``).
    /// Not SwiftUI API: the App Intents module builds its `Button(intent:label:)` on it.
    public init(__performing actionName: String, role: ButtonRole? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.actionName = actionName
    }

    @Environment(\.buttonStyleMaker) private var style

    /// The label as the button style draws it, inside the button's tap area.
    public var body: some View {
        let styled = style.make(ButtonStyleConfiguration(label: .init(AnyView(label)), role: role))
        return _ControlTapArea(name: "Button", action: actionName, content: styled)
    }
}

extension Button where Label == Text {
    /// A button titled with a localizable key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string, shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, titled with a localizable key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == WidgetryUI.Label<Text, Image> {
    /// A button whose label is a title with an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { WidgetryUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A button whose label is a string title with an SF Symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { WidgetryUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button is for, as SwiftUI's `ButtonRole`: styles draw destructive buttons in red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes or removes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that confirms an operation (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
    /// A button that closes a view (iOS 26).
    public static let close = ButtonRole(name: "close")
}

/// The tap area of a `Button` or `Toggle`: its content's node wrapped in an element of kind `.button`
/// carrying the action, named so that paths read `…/Button/…`.
struct _ControlTapArea<Content: View>: View, PrimitiveView {
    let name: String
    let action: String?
    let content: Content

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let child = context.node(for: content, combining: .vertical)
        let node = EffectNode(child: child, effect: .button(action: action), name: name)
        if action == nil {
            node.issues.append(Finding(kind: .acceptedWithoutEffect, severity: .info,
                                       message: "\(name) with a closure does nothing when tapped in a widget: iOS runs only App Intents there (a tap opens the app)",
                                       suggestion: "use \(name)(intent:) with an AppIntent to make the widget interactive (iOS 17)"))
        }
        return [node]
    }
}
