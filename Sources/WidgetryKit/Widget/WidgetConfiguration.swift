import Foundation
import WidgetryReference
import WidgetryUI
import WidgetryFoundation

/// What a widget's `body` returns, as in WidgetKit.
///
/// As in WidgetKit, an app may declare a configuration of its own whose `body` is another configuration
/// (`struct NoteConfiguration: WidgetConfiguration { var body: some WidgetConfiguration { StaticConfiguration(…) } }`);
/// it renders as its `body`. Widgetry's own configurations are primitive: their `Body` is `Never`, as SwiftUI's
/// primitive views are, and they describe themselves (``descriptor``).
public protocol WidgetConfiguration {
    /// The configuration `body` is made of; `Never` for a primitive configuration.
    associatedtype Body: WidgetConfiguration = Never
    /// What this configuration is made of.
    var body: Body { get }
    /// The type-erased description Widgetry renders from; `nil` for configurations without content.
    var descriptor: WidgetDescriptor? { get }
}

extension WidgetConfiguration where Body == Never {
    /// A primitive configuration has no body.
    public var body: Never { fatalError("\(Self.self) is a primitive configuration: it has no body") }
}

extension WidgetConfiguration {
    /// A configuration made of another renders as that one.
    public var descriptor: WidgetDescriptor? { body.descriptor }
}

extension Never: WidgetConfiguration {
    /// Nothing to render.
    public var descriptor: WidgetDescriptor? { nil }
}

/// A widget configuration without user-editable options, as in WidgetKit.
public struct StaticConfiguration<Content: View, Provider: TimelineProvider>: WidgetConfiguration {
    let kind: String
    let provider: Provider
    let content: (Provider.Entry) -> Content
    /// The options the configuration modifiers set.
    public var options = WidgetOptions()

    /// A configuration whose entries come from `provider` and are shown by `content`.
    public init(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        self.provider = provider
        self.content = content
    }

    public var descriptor: WidgetDescriptor? {
        let provider = self.provider, content = self.content
        return WidgetDescriptor(
            kind: kind, options: options,
            snapshot: { context in
                var entry = provider.placeholder(in: context)
                var delivered = false
                provider.getSnapshot(in: context) { entry = $0; delivered = true }
                return (WidgetEntrySnapshot(of: entry, comparingContent: true),
                        AnyView(content(entry)), delivered)
            },
            placeholder: { context in
                let entry = provider.placeholder(in: context)
                return (WidgetEntrySnapshot(of: entry, comparingContent: true),
                        AnyView(content(entry)))
            },
            timeline: { context, completion in
                provider.getTimeline(in: context) { timeline in
                    completion(timeline.entries.map { entry in
                        (WidgetEntrySnapshot(of: entry, comparingContent: false), { AnyView(content(entry)) })
                    }, timeline.policy)
                }
            },
            entryView: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
    }
}

/// Options set with configuration modifiers.
public struct WidgetOptions: Sendable, Hashable {
    /// The name shown in the widget gallery.
    public var displayName: String?
    /// The description shown in the widget gallery.
    public var description: String?
    /// The families offered; all system families by default, as in WidgetKit.
    public var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    /// Whether the system's content margins are switched off.
    public var contentMarginsDisabled = false
    /// Whether the system may remove the container background (StandBy, tinted and Lock Screen
    /// presentations); `containerBackgroundRemovable(false)` keeps it.
    public var containerBackgroundRemovable = true
    /// Where, per family, the widget prefers not to be offered (`disfavoredLocations(_:for:)`).
    public var disfavoredLocations: [WidgetFamily: [WidgetLocation]] = [:]

    /// Options at WidgetKit's defaults.
    public init() {}
}

/// A configuration whose options the configuration modifiers (`configurationDisplayName`,
/// `supportedFamilies`, …) change; configurations in other modules (App Intents, SiriKit) conform too.
public protocol OptionsConfigurable: WidgetConfiguration {
    /// The options the modifiers set.
    var options: WidgetOptions { get set }
}

extension StaticConfiguration: OptionsConfigurable {}

extension WidgetConfiguration {
    private func changing(_ change: (inout WidgetOptions) -> Void) -> Self {
        guard var configurable = self as? any OptionsConfigurable else { return self }
        change(&configurable.options)
        return configurable as? Self ?? self
    }

    // As WidgetKit declares them: a literal is a `LocalizedStringKey`, looked up in the strings files; a string
    // value (`StringProtocol`) is shown verbatim.
    /// The name shown in the widget gallery, verbatim.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ name: S) -> Self { changing { $0.displayName = String(name) } }
    /// The name shown in the widget gallery, localized.
    public func configurationDisplayName(_ key: LocalizedStringKey) -> Self { configurationDisplayName(Text(key)) }
    /// The name shown in the widget gallery, localized (a literal is taken as a `LocalizedStringKey`).
    @_disfavoredOverload
    public func configurationDisplayName(_ resource: LocalizedStringResource) -> Self { configurationDisplayName(Text(resource)) }
    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ name: Text) -> Self {
        changing { $0.displayName = name.plainString(in: EnvironmentValues()) }
    }
    /// The description shown in the widget gallery, verbatim.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> Self { changing { $0.description = String(description) } }
    /// The description shown in the widget gallery, localized.
    public func description(_ key: LocalizedStringKey) -> Self { description(Text(key)) }
    /// The description shown in the widget gallery, localized (a literal is taken as a `LocalizedStringKey`).
    @_disfavoredOverload
    public func description(_ resource: LocalizedStringResource) -> Self { description(Text(resource)) }
    /// The description shown in the widget gallery.
    public func description(_ description: Text) -> Self {
        changing { $0.description = description.plainString(in: EnvironmentValues()) }
    }
    /// The families the widget offers.
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { changing { $0.supportedFamilies = families } }
    /// Whether the system may remove the container background where it draws widgets without one
    /// (StandBy, tinted Home Screens, the Lock Screen), as WidgetKit's modifier (iOS 17+).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> Self { changing { $0.containerBackgroundRemovable = isRemovable } }
    /// Places where the widget should not be offered for `families`, as WidgetKit's modifier (iOS 17+).
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> Self {
        changing { options in for family in families { options.disfavoredLocations[family] = locations } }
    }
    /// The handler for push-driven reloads (iOS 26); a Linux run receives no pushes, so it is kept for the record only.
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> Self { self }
    /// Switches off the system's content margins (iOS 17+): content then reaches the widget's edges.
    public func contentMarginsDisabled() -> Self { changing { $0.contentMarginsDisabled = true } }
}
