import Foundation
import WidgetryFindings
import WidgetryKit
import WidgetryUI

/// A widget configuration the user edits through an App Intent's parameters, as WidgetKit's
/// `AppIntentConfiguration` (iOS 17+).
///
/// Widgetry renders the default configuration: `Intent()` with every parameter at its default, and
/// entity parameters at their query's `defaultResult()`. ``descriptor(using:)`` renders another one
/// (previews pass `using: intent`). The provider is async and the renderer is not: a snapshot waits for
/// it at most ``providerTimeLimit``, then shows the placeholder with a `providerTimedOut` finding on the
/// entry (``WidgetEntrySnapshot/findings``); a timeline request waits as long (once: after a time-out the
/// descriptor hands late timelines to the host whenever they come).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, OptionsConfigurable {
    /// How long a snapshot waits for an async provider unless told otherwise: 10 seconds, long enough for
    /// a provider that loads its data, short enough that a stalled one does not hold a check for long.
    public static var defaultProviderTimeLimit: TimeInterval { 10 }

    /// The configuration's kind string.
    public let kind: String
    /// The options the configuration modifiers set.
    public var options = WidgetOptions()
    /// How long a snapshot waits for the provider (seconds).
    public var providerTimeLimit: TimeInterval = AppIntentConfiguration.defaultProviderTimeLimit
    private let build: (String, WidgetOptions, TimeInterval, Intent?) -> WidgetDescriptor

    /// A configuration whose entries come from `provider`, for the configuration `intent` describes,
    /// and are shown by `content`.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        self.kind = kind
        build = { kind, options, limit, intent in
            AppIntentDescriptor(provider: provider, content: content, intent: intent, timeLimit: limit)
                .descriptor(kind: kind, options: options)
        }
    }

    /// The default configuration's descriptor.
    public var descriptor: WidgetDescriptor? { build(kind, options, providerTimeLimit, nil) }

    /// A descriptor that renders the configuration `intent` instead of the default one; its entity
    /// parameters without a value still get their query's default result.
    public func descriptor(using intent: Intent) -> WidgetDescriptor { build(kind, options, providerTimeLimit, intent) }

    /// The same configuration with snapshots waiting at most `seconds` for the provider (a Widgetry
    /// setting, not WidgetKit's: tests use it to give up on a slow provider quickly).
    public func providerTimeLimit(_ seconds: TimeInterval) -> Self {
        var copy = self
        copy.providerTimeLimit = max(0, seconds)
        return copy
    }

    /// Asks the user to configure the widget when it is added (iOS 17+); no effect in a render.
    public func promptsForUserConfiguration() -> Self { self }
}

/// Builds the type-erased descriptor of an App Intent configuration.
private struct AppIntentDescriptor<Provider: AppIntentTimelineProvider, Content: View> {
    let provider: Provider
    let content: (Provider.Entry) -> Content
    /// The configuration to render; `nil` for the default one.
    let intent: Provider.Intent?
    let timeLimit: TimeInterval
    /// Shared by the descriptor's closures: whether the provider already failed to answer in time.
    let patience = ProviderPatience()

    /// What asking the provider produced.
    enum Answer {
        case entry(Provider.Entry)
        case timeline(Timeline<Provider.Entry>)
        case missingParameters([String])
    }

    func descriptor(kind: String, options: WidgetOptions) -> WidgetDescriptor {
        WidgetDescriptor(
            kind: kind, options: options,
            snapshot: { context in snapshot(in: context) },
            placeholder: { context in
                let entry = provider.placeholder(in: context)
                return (WidgetEntrySnapshot(of: entry, comparingContent: true), AnyView(content(entry)))
            },
            timeline: { context, completion in timeline(in: context, completion: completion) },
            entryView: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
            timelineRequirement: .appIntentTimeline)
    }

    private func snapshot(in context: TimelineProviderContext) -> (entry: WidgetEntrySnapshot, view: AnyView, delivered: Bool) {
        let ask = self.ask
        let answer = ProviderCall.wait(upTo: timeLimit) { await ask(context, false) }
        if case .entry(let entry)? = answer { return (WidgetEntrySnapshot(of: entry, comparingContent: true), AnyView(content(entry)), true) }
        let placeholder = provider.placeholder(in: context)
        let finding: Finding
        if case .missingParameters(let titles)? = answer {
            finding = Self.missing(titles)
        } else {
            finding = Finding(
                kind: .providerTimedOut,
                message: "snapshot(for:in:) of \(Provider.self) did not return within \(Self.seconds(timeLimit)); the placeholder is shown",
                suggestion: "return from snapshot(for:in:) quickly: use sample or cached data, especially when context.isPreview is true")
        }
        return (WidgetEntrySnapshot(of: placeholder, findings: [finding], comparingContent: true), AnyView(content(placeholder)), false)
    }

    /// Waits for the timeline up to the time limit, so that a busy machine does not make the simulated
    /// host (which waits only briefly for late completions) miss it; a timeline that comes later still
    /// reaches the completion, and after one time-out the descriptor stops waiting.
    private func timeline(in context: TimelineProviderContext,
                          completion: @escaping ([(entry: WidgetEntrySnapshot, view: () -> AnyView)], TimelineReloadPolicy) -> Void) {
        let content = self.content, ask = self.ask, provider = self.provider
        let inTime = ProviderCall.run(waitingUpTo: patience.wait(timeLimit), { await ask(context, true) }) { answer in
            switch answer {
            case .timeline(let timeline):
                completion(timeline.entries.map { entry in (WidgetEntrySnapshot(of: entry, comparingContent: false), { AnyView(content(entry)) }) }, timeline.policy)
            case .missingParameters:
                // The provider is never asked, so it cannot be late: the widget stays on its placeholder, at once, until
                // the configuration changes. The snapshot carries the missing value's finding (`missing(_:)`), once.
                let placeholder = provider.placeholder(in: context)
                completion([(WidgetEntrySnapshot(of: placeholder, comparingContent: false), { AnyView(content(placeholder)) })], .never)
            case .entry:
                break
            }
        }
        if !inTime { patience.timedOut() }
    }

    /// Resolves the configuration's parameters, then asks the provider for a snapshot or a timeline.
    /// Runs in the provider task.
    private func ask(_ context: TimelineProviderContext, _ wantsTimeline: Bool) async -> Answer {
        let configuration = intent ?? Provider.Intent()
        let missing = await configuration.resolveDefaultParameters()
        guard missing.isEmpty else { return .missingParameters(missing) }
        if wantsTimeline { return .timeline(await provider.timeline(for: configuration, in: context)) }
        return .entry(await provider.snapshot(for: configuration, in: context))
    }

    private static func missing(_ titles: [String]) -> Finding {
        Finding(kind: .providerFailed,
                message: "the configuration of \(Provider.Intent.self) has no value for \(titles.map { "'\($0)'" }.joined(separator: ", ")); the placeholder is shown",
                suggestion: "give the parameter a default:, make it optional, or return an entity from its query's defaultResult()")
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : "\(interval) s"
    }
}
