import Foundation

/// A control that switches between on and off, as SwiftUI's `Toggle`, drawn by the toggle style in the
/// environment (iOS's switch by default). A render shows the bound value; it never changes it.
///
/// In a widget (iOS 17+) only a toggle that performs an App Intent (`Toggle(isOn:intent:)`) is interactive;
/// like ``Button`` it is placed inside an element of kind ``ElementKind/button`` naming the action.
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    let actionName: String?

    /// A toggle bound to `isOn`, with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
        actionName = nil
    }

    /// For App Intents' `Toggle(isOn:intent:)`: a toggle showing `isOn` whose tap performs the action named
    /// `actionName` (the intent's type name). The name is what tap targets report
    /// (``PlacedElement/buttonAction``). Not SwiftUI API: the App Intents module builds on it.
    public init(__performing actionName: String, isOn: Bool, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = .constant(isOn)
        self.actionName = actionName
    }

    @Environment(\.toggleStyleMaker) private var style
    @Environment(\.showsOtherToggleState) private var showsOtherState

    /// The toggle as its style draws it, inside its tap area; an interactive one in its other state when
    /// the environment asks (WidgetKit renders both states of an App Intent toggle ahead of time).
    public var body: some View {
        let shown = actionName != nil && showsOtherState ? Binding.constant(!isOn.wrappedValue) : isOn
        let styled = style.make(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: shown))
            .modifyingEnvironment { [style] in $0.toggleStyleMaker = style.insideBody }
        return _ControlTapArea(name: "Toggle", action: actionName, content: styled)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localizable key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled with a string, shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == WidgetryUI.Label<Text, Image> {
    /// A toggle whose label is a title with an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { WidgetryUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A toggle whose label is a string title with an SF Symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { WidgetryUI.Label(title, systemImage: systemImage) }
    }
}
