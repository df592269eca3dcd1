import WidgetryUI

/// What a control shows, as WidgetKit's `ControlWidgetTemplate`: a button or a toggle with a symbol
/// and a title, drawn by the system.
public protocol ControlWidgetTemplate {}

/// Builds a control's template from its content closure.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// The one template.
    public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    /// The template of the branch taken.
    public static func buildEither<T: ControlWidgetTemplate>(first template: T) -> T { template }
    /// The template of the branch taken.
    public static func buildEither<T: ControlWidgetTemplate>(second template: T) -> T { template }
}

/// A control that runs an App Intent when pressed, as WidgetKit's `ControlWidgetButton` (iOS 18).
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>: ControlWidgetTemplate {
    /// The intent the button runs.
    public let action: Action
    /// The symbol and title.
    public let label: Label
    /// What the button shows while its action runs (`true`) and after (`false`), when the control says.
    public let actionLabel: ((Bool) -> ActionLabel)?

    /// A button running `action`, showing `actionLabel(isPressed)` while it runs, as iOS 18's
    /// `init(action:label:actionLabel:)`.
    public init(action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        self.action = action
        self.label = label()
        self.actionLabel = actionLabel
    }
}

extension ControlWidgetButton where ActionLabel == EmptyView {
    /// A button running `action`.
    public init(action: Action, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        actionLabel = nil
    }
}

/// A control that switches a state through an App Intent, as WidgetKit's `ControlWidgetToggle` (iOS 18).
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: AppIntent>: ControlWidgetTemplate {
    /// Whether the control is on.
    public let isOn: Bool
    /// The intent a tap runs.
    public let action: Action
    /// The title.
    public let label: Label

    /// A toggle titled `title`, with a label per state.
    public init(_ title: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) where Label == Text {
        self.isOn = isOn
        self.action = action
        label = Text(title)
        _ = valueLabel(isOn)
    }

    /// A toggle with a custom label.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        self.isOn = isOn
        self.action = action
        self.label = label()
        _ = valueLabel(isOn)
    }
}

extension ControlWidgetToggle where ValueLabel == EmptyView {
    /// A toggle with a custom label and no per-state label.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, action: action, label: label) { _ in EmptyView() }
    }

    /// A toggle titled `title`.
    public init(_ title: LocalizedStringKey, isOn: Bool, action: Action) where Label == Text {
        self.init(title, isOn: isOn, action: action) { _ in EmptyView() }
    }
}
