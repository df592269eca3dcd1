/// Supplies a control's value (a toggle's state), as WidgetKit's `ControlValueProvider` (iOS 18).
public protocol ControlValueProvider {
    /// The value type.
    associatedtype Value
    /// The value shown while adding the control.
    var previewValue: Value { get }
    /// The current value.
    func currentValue() async throws -> Value
}

/// Supplies a configurable control's value, as WidgetKit's `AppIntentControlValueProvider` (iOS 18).
public protocol AppIntentControlValueProvider {
    /// The value type.
    associatedtype Value
    /// The configuration intent.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value shown while adding the control.
    func previewValue(configuration: Configuration) -> Value
    /// The current value for a configuration.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// An intent that configures a control, as App Intents' `ControlConfigurationIntent` (iOS 18).
public protocol ControlConfigurationIntent: AppIntent {}

/// An intent that sets a value a control toggles, as App Intents' `SetValueIntent` (iOS 18): the system
/// sets `value` before `perform()`.
public protocol SetValueIntent: AppIntent {
    /// The type of the value set.
    associatedtype ValueType
    /// The value the control sets.
    var value: ValueType { get set }
}
