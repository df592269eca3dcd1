import Foundation
import WidgetryKit
import WidgetryUI

/// Supplies the entries of a widget configured with a SiriKit intent, as WidgetKit's
/// `IntentTimelineProvider` (iOS 14+): like ``TimelineProvider``, with the configuration the user chose.
public protocol IntentTimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent (a class generated from an `.intentdefinition` file).
    associatedtype Intent: INIntent
    /// The context WidgetKit passes.
    typealias Context = TimelineProviderContext

    /// An entry shown while real data loads, drawn redacted. Must return at once.
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery and transient displays.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The timeline: entries and a reload policy.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// Ready-made configurations offered where the user cannot edit one (watchOS); none by default.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    /// No recommendations.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A ready-made configuration, as WidgetKit's `IntentRecommendation`.
public struct IntentRecommendation<Intent: INIntent> {
    /// The configuration.
    public let intent: Intent
    /// How it is described to the user.
    public let description: String

    /// A configuration described by a string.
    public init(intent: Intent, description: String) {
        self.intent = intent
        self.description = description
    }

    /// A configuration described by a text.
    public init(intent: Intent, description: Text) {
        self.init(intent: intent, description: description.plainString(in: EnvironmentValues()))
    }
}
