import WidgetryKit

/// A control without options, as WidgetKit's `StaticControlConfiguration` (iOS 18).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String

    /// A control whose template does not depend on a value.
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        self.kind = kind
        _ = content()
    }

    /// A control whose template shows `provider`'s value (its preview value; a Linux run has no state).
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                               @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
        _ = content(provider.previewValue)
    }
}

/// A control the user configures with an intent, as WidgetKit's `AppIntentControlConfiguration` (iOS 18).
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String

    /// A configurable control whose template does not depend on a value.
    public init(kind: String, intent: Intent.Type = Intent.self, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {
        self.kind = kind
    }

    /// A configurable control whose template shows `provider`'s value.
    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
        where Provider.Configuration == Intent {
        self.kind = kind
    }
}
