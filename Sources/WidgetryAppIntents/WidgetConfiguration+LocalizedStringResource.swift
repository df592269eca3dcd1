import Foundation
import WidgetryFoundation
import WidgetryKit
import WidgetryUI

// Configuration names and descriptions written with an intent's `LocalizedStringResource`s, as on iOS 16+.
extension ControlWidgetConfiguration {
    /// The name shown when the user adds the control, from a localizable resource.
    public func displayName(_ name: LocalizedStringResource) -> Self { self }
    /// The description shown when the user adds the control, from a localizable resource.
    public func description(_ description: LocalizedStringResource) -> Self { self }
}

// `WidgetConfiguration`'s resource overloads are WidgetKit's own (WidgetryKit), beside its `LocalizedStringKey` ones.
