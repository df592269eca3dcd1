import Foundation
import WidgetryFoundation
import WidgetryKit
import WidgetryUI

/// Supplies the entries of a widget configured with an App Intent, as WidgetKit's
/// `AppIntentTimelineProvider` (iOS 17+): like ``TimelineProvider``, but async, and each call gets the
/// configuration the user chose.
public protocol AppIntentTimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// The context WidgetKit passes.
    typealias Context = TimelineProviderContext

    /// An entry shown while real data loads, drawn redacted. Must return at once.
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery and transient displays.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The timeline: entries and a reload policy.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Ready-made configurations offered where the user cannot edit one (watchOS); none by default.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// No recommendations.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A ready-made configuration, as WidgetKit's `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The configuration.
    public let intent: Intent
    /// How it is described to the user.
    public let description: String

    /// A configuration described by a string.
    public init(intent: Intent, description: String) {
        self.intent = intent
        self.description = description
    }

    /// A configuration described by a localizable string.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.init(intent: intent, description: description.description)
    }

    /// A configuration described by a text.
    public init(intent: Intent, description: Text) {
        self.init(intent: intent, description: description.plainString(in: EnvironmentValues()))
    }
}
