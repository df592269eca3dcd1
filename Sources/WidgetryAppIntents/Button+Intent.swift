import Foundation
import WidgetryUI

extension Button {
    /// A button that performs `intent` when tapped, as SwiftUI's `Button(intent:label:)` (iOS 17): the
    /// interactive button of a widget. Widgetry draws it and reports the intent's type name as its tap
    /// target (``PlacedElement/buttonAction``); it never runs the intent.
    public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(__performing: String(describing: Intent.self), label: label)
    }

    /// A button with a role (destructive buttons are drawn in red) that performs `intent`.
    public init<Intent: AppIntent>(role: ButtonRole?, intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(__performing: String(describing: Intent.self), role: role, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled with a localizable key that performs `intent`.
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, intent: Intent) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// A button titled with a string, shown as is, that performs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol, Intent: AppIntent>(_ title: S, intent: Intent) {
        self.init(intent: intent) { Text(title) }
    }
}

extension Button where Label == WidgetryUI.Label<Text, Image> {
    /// A button titled with a localizable key and an SF Symbol that performs `intent`.
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: Intent) {
        self.init(intent: intent) { WidgetryUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) }
    }

    /// A button titled with a string and an SF Symbol that performs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol, Intent: AppIntent>(_ title: S, systemImage: String, intent: Intent) {
        self.init(intent: intent) { WidgetryUI.Label(title, systemImage: systemImage) }
    }
}
