import Foundation
import WidgetryReference
import WidgetryUI

/// A widget preview declared with `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }` (or with a
/// timeline provider): the widget in one family, with the entries the preview lists. The tools turn each
/// entry into cells, so what Xcode's canvas shows one at a time is checked across the whole matrix.
///
/// Values are created by the macro's expansion and found at run time in the binary (``discovered``).
/// Nothing here is shared between threads: ``makeTimeline`` builds the widget and its views anew.
public struct WidgetPreview: Sendable {
    /// The name given to `#Preview`, if any.
    public var name: String?
    /// The family the preview is drawn in.
    public var family: WidgetFamily
    /// Where the preview is declared: the file (`Module/File.swift`) and line.
    public var fileID: String
    /// The line of `#Preview`.
    public var line: Int
    /// Builds the widget and the preview's entries with their views, on the calling thread.
    public let makeTimeline: @Sendable () -> WidgetPreviewTimeline

    /// A preview; the macro's expansion calls the `__` factories below rather than this.
    public init(name: String?, family: WidgetFamily, fileID: String, line: Int, makeTimeline: @escaping @Sendable () -> WidgetPreviewTimeline) {
        self.name = name
        self.family = family
        self.fileID = fileID
        self.line = line
        self.makeTimeline = makeTimeline
    }

    /// How tools name the preview: the name given, else the file and line (`Weather.swift:88`).
    public var title: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }
}

/// What a widget preview shows: the widget's kind and options, and a view per entry (or the finding that
/// says why there is none).
public struct WidgetPreviewTimeline {
    /// The widget's kind (from its configuration).
    public var kind: String
    /// The widget's options: families, content margins.
    public var options: WidgetOptions
    /// Each entry's date and view, in the preview's order.
    public var entries: [(date: Date, view: AnyView)]
    /// Why the preview shows nothing, when it does not: a widget without configuration, or entries of
    /// another type than the widget's.
    public var problem: String?
}

extension WidgetPreview {
    /// `#Preview(_:as:widget:timeline:)`: the listed entries, drawn by the widget's content closure.
    public static func __timeline<W: Widget, E: TimelineEntry>(
        name: String?, family: WidgetFamily, fileID: String, line: Int,
        widget: @escaping @Sendable () -> W, @PreviewTimelineBuilder<E> timeline: @escaping @Sendable () -> [E]
    ) -> WidgetPreview {
        WidgetPreview(name: name, family: family, fileID: fileID, line: line) {
            guard let descriptor = widget().body.descriptor else {
                return WidgetPreviewTimeline(kind: String(describing: W.self), options: WidgetOptions(), entries: [],
                                             problem: "'\(W.self)' has no configuration to preview")
            }
            var entries: [(date: Date, view: AnyView)] = []
            for entry in timeline() {
                guard let view = descriptor.entryView(entry) else {
                    return WidgetPreviewTimeline(kind: descriptor.kind, options: descriptor.options, entries: [],
                                                 problem: "the preview's entries are \(E.self), which '\(descriptor.kind)' does not show")
                }
                entries.append((entry.date, view))
            }
            return WidgetPreviewTimeline(kind: descriptor.kind, options: descriptor.options, entries: entries, problem: nil)
        }
    }

    /// `#Preview(_:as:widget:timelineProvider:)`: the provider's timeline for the preview's family.
    public static func __provider<W: Widget, P: TimelineProvider>(
        name: String?, family: WidgetFamily, fileID: String, line: Int,
        widget: @escaping @Sendable () -> W, timelineProvider: @escaping @Sendable () -> P
    ) -> WidgetPreview {
        WidgetPreview(name: name, family: family, fileID: fileID, line: line) {
            __entries(of: widget(), family: family) { context, deliver in
                timelineProvider().getTimeline(in: context) { deliver($0.entries) }
            }
        }
    }

    /// The widget's views for the entries `fetch` delivers (synchronously; a provider that answers later
    /// shows no entries, with a problem saying so).
    public static func __entries<W: Widget, E: TimelineEntry>(
        of widget: W, family: WidgetFamily, fetch: (TimelineProviderContext, @escaping ([E]) -> Void) -> Void
    ) -> WidgetPreviewTimeline {
        guard let descriptor = widget.body.descriptor else {
            return WidgetPreviewTimeline(kind: String(describing: W.self), options: WidgetOptions(), entries: [],
                                         problem: "'\(W.self)' has no configuration to preview")
        }
        // The size the default device gives the family (accessory families on any iPhone; zero where it has none).
        let size = DeviceCatalog.defaultDevice.size(for: family) ?? .zero
        let context = TimelineProviderContext(family: family, displaySize: size, isPreview: true)
        var delivered: [E]?
        fetch(context) { delivered = $0 }
        guard let entries = delivered else {
            return WidgetPreviewTimeline(kind: descriptor.kind, options: descriptor.options, entries: [],
                                         problem: "the timeline provider did not call its completion before returning")
        }
        let views = entries.compactMap { entry in descriptor.entryView(entry).map { (date: entry.date, view: $0) } }
        return WidgetPreviewTimeline(kind: descriptor.kind, options: descriptor.options, entries: views, problem: nil)
    }
}
