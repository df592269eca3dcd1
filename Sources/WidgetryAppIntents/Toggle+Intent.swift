import Foundation
import WidgetryUI

extension Toggle {
    /// A toggle showing `isOn` that performs `intent` when tapped, as SwiftUI's
    /// `Toggle(isOn:intent:label:)` (iOS 17). Widgetry draws the state given and reports the intent's
    /// type name as its tap target (``PlacedElement/buttonAction``); it never runs the intent.
    public init<Intent: AppIntent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        self.init(__performing: String(describing: Intent.self), isOn: isOn, label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localizable key that performs `intent`.
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// A toggle titled with a string, shown as is, that performs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol, Intent: AppIntent>(_ title: S, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}
