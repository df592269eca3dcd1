import Foundation
// Intents' titles and descriptions are `LocalizedStringResource`s: code that imports this module names them.
@_exported import WidgetryFoundation

/// An action or a configuration the system can run or show, as App Intents' `AppIntent` (iOS 16+).
///
/// Widgets use intents to be configured (``WidgetConfigurationIntent``) and, from iOS 17, to run actions
/// from buttons and toggles. Widgetry never runs ``perform()``: a static render shows the widget's
/// configuration, not the outcome of a tap.
public protocol AppIntent: Sendable {
    /// What ``perform()`` returns.
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never, Never>
    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary

    /// The intent's name, shown when the user edits the widget.
    static var title: LocalizedStringResource { get }
    /// What the intent does; none unless the intent says. Optional, as in App Intents: a non-optional
    /// `static var description = IntentDescription(…)` is the intent's own property, not this requirement, so it may be
    /// internal in a public intent.
    static var description: IntentDescription? { get }
    /// The sentence that shows the intent's parameters while the user edits it.
    static var parameterSummary: SummaryContent { get }
    /// Whether running the intent opens the app; `false` unless the intent says.
    static var openAppWhenRun: Bool { get }
    /// Whether the intent shows up in Shortcuts and Spotlight; `true` unless the intent says.
    static var isDiscoverable: Bool { get }
    /// Whether the device must be unlocked to run the intent; `.alwaysAllowed` unless the intent says.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    /// An intent with every parameter at its default.
    init()
    /// Runs the intent; the default does nothing and returns ``IntentResult/result()``.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description.
    public static var description: IntentDescription? { nil }
    /// The app stays closed.
    public static var openAppWhenRun: Bool { false }
    /// The intent is discoverable.
    public static var isDiscoverable: Bool { true }
    /// The intent runs on a locked device too.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// `@Parameter`, the property wrapper of an intent's parameters.
    public typealias Parameter<Value> = IntentParameter<Value>
    /// `Summary("…")`, the parameter summary of this intent.
    public typealias Summary = IntentParameterSummary<Self>
    /// `When(…) { … } otherwise: { … }`, a parameter summary that depends on a parameter's value.
    public typealias When<Then: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<Self, Then, Otherwise>
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
    /// No summary: the system lists the parameters.
    public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

extension AppIntent where PerformResult == IntentResultContainer<Never, Never> {
    /// Does nothing, as a configuration intent's `perform()` does.
    public func perform() async throws -> IntentResultContainer<Never, Never> { .result() }
}

/// An intent that configures a widget, as WidgetKit's `WidgetConfigurationIntent` (iOS 17+): its
/// parameters are what the user edits, and ``AppIntentConfiguration`` hands it to the provider.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An App Intent that replaces a SiriKit custom intent, as App Intents' `CustomIntentMigratedAppIntent`:
/// `intentClassName` names the old intent class so existing widget configurations carry over.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent class this intent replaces.
    static var intentClassName: String { get }
}

/// What the device must allow before an intent runs, as App Intents' `IntentAuthenticationPolicy` (iOS 16). Widgetry
/// never runs an intent, so the policy is kept as written.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// The intent runs whether or not the device is locked.
    case alwaysAllowed
    /// The user must be authenticated.
    case requiresAuthentication
    /// The user must unlock this device.
    case requiresLocalDeviceAuthentication
}
