import Foundation
import WidgetryActivityKit
import WidgetryAppIntents
import WidgetryDiscovery
import WidgetryKit
import WidgetryReference
import WidgetryUI

// What `#Preview`'s expansion refers to, by this module's name, so a file that imports only `SwiftUI`
// or `WidgetKit` can expand it. Not for direct use.

/// The record layout `#Preview` expansions put in the preview section.
public typealias __WidgetryPreviewRecord = WidgetryDiscovery.__WidgetryPreviewRecord

/// Writes a preview into a record accessor's slot.
public enum __WidgetryPreviewSlot {
    /// Initialises `slot` with `value`.
    public static func write<T>(_ value: T, to slot: UnsafeMutableRawPointer) {
        slot.initializeMemory(as: T.self, to: value)
    }
}

/// The values `#Preview` expansions build.
public enum __WidgetryPreviews {
    /// `#Preview(_:as:widget:timeline:)`.
    public static func widget<W: Widget, E: TimelineEntry>(
        name: String?, family: WidgetFamily, fileID: String, line: Int,
        widget: @escaping @Sendable () -> W, @PreviewTimelineBuilder<E> timeline: @escaping @Sendable () -> [E]
    ) -> WidgetPreview {
        WidgetPreview.__timeline(name: name, family: family, fileID: fileID, line: line, widget: widget, timeline: timeline)
    }

    /// `#Preview(_:as:using:widget:timeline:)`: the entries already reflect the intent.
    public static func widget<W: Widget, I, E: TimelineEntry>(
        name: String?, family: WidgetFamily, fileID: String, line: Int, using intent: I,
        widget: @escaping @Sendable () -> W, @PreviewTimelineBuilder<E> timeline: @escaping @Sendable () -> [E]
    ) -> WidgetPreview {
        WidgetPreview.__timeline(name: name, family: family, fileID: fileID, line: line, widget: widget, timeline: timeline)
    }

    /// `#Preview(_:as:widget:timelineProvider:)`.
    public static func widget<W: Widget, P: TimelineProvider>(
        name: String?, family: WidgetFamily, fileID: String, line: Int,
        widget: @escaping @Sendable () -> W, timelineProvider: @escaping @Sendable () -> P
    ) -> WidgetPreview {
        WidgetPreview.__provider(name: name, family: family, fileID: fileID, line: line, widget: widget, timelineProvider: timelineProvider)
    }

    /// `#Preview(_:as:using:widget:timelineProvider:)`: the App Intent provider's timeline for the intent
    /// the preview supplies, waited for as long as a snapshot waits (``AppIntentConfiguration/defaultProviderTimeLimit``).
    public static func widget<W: Widget, P: AppIntentTimelineProvider>(
        name: String?, family: WidgetFamily, fileID: String, line: Int, using intent: P.Intent,
        widget: @escaping @Sendable () -> W, timelineProvider: @escaping @Sendable () -> P
    ) -> WidgetPreview {
        let configuration = PreviewIntent(intent)
        let limit = AppIntentConfiguration<P.Intent, EmptyView>.defaultProviderTimeLimit
        return WidgetPreview(name: name, family: family, fileID: fileID, line: line) {
            WidgetPreview.__entries(of: widget(), family: family) { context, deliver in
                if let timeline = timelineProvider().__timelineWaiting(for: configuration.intent, in: context, upTo: limit) {
                    deliver(timeline.entries)
                }
            }
        }
    }

    /// `#Preview(_:as:using:widget:contentStates:)`: the attributes are rebuilt for each use, so the
    /// record holds only `Sendable` closures.
    public static func liveActivity<W: Widget, A: ActivityAttributes>(
        name: String?, viewKind: ActivityPreviewViewKind, fileID: String, line: Int, attributes: @escaping @Sendable () -> A,
        widget: @escaping @Sendable () -> W,
        @PreviewContentStateBuilder<A.ContentState> contentStates: @escaping @Sendable () -> [A.ContentState]
    ) -> RegisteredLiveActivity {
        RegisteredLiveActivity.__preview(name: name, viewKind: viewKind, fileID: fileID, line: line, attributes: attributes,
                                         widget: widget, contentStates: contentStates)
    }

    /// `#Preview(_:traits:body:)`. The body returns `any View`, as Apple's macro declares it: a preview that declares
    /// its host view inside the closure (`struct PreviewHost: View {…}; return PreviewHost()`) would otherwise make the
    /// closure's type name a type declared inside that closure, which sends Swift 6.3's mangler into endless recursion.
    public static func view(name: String?, fileID: String, line: Int,
                            @ViewBuilder body: @escaping @Sendable () -> any View) -> ViewPreview {
        ViewPreview.__view(name: name, fileID: fileID, line: line) { AnyView(body()) }
    }
}

/// The intent a preview supplies, carried into the preview's builder. Unchecked `Sendable`: intents are
/// value-like configuration objects that the builder only reads, on the thread that builds the preview.
private struct PreviewIntent<Intent>: @unchecked Sendable {
    let intent: Intent
    init(_ intent: Intent) { self.intent = intent }
}
