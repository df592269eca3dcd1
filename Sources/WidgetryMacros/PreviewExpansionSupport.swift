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

    /// `#Preview(_:traits:body:)`.
    public static func view<Content: View>(name: String?, fileID: String, line: Int,
                                           @ViewBuilder body: @escaping @Sendable () -> Content) -> ViewPreview {
        ViewPreview.__view(name: name, fileID: fileID, line: line, body: body)
    }
}
