import Foundation
import Synchronization
import WidgetryReference
import WidgetryUI

/// Xcode previews, as in SwiftUI: `static var previews` lists views, each usually marked with
/// `.previewContext(WidgetPreviewContext(family:))`. Widgetry compiles such code unchanged and turns
/// each marked view into a gallery entry (``previewEntries``).
public protocol PreviewProvider {
    /// The type `previews` returns.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}

/// Where a preview shows, as WidgetKit's `WidgetPreviewContext`: a widget of `family`.
public struct WidgetPreviewContext: Sendable, Hashable {
    /// The family the preview is drawn in.
    public var family: WidgetFamily
    /// A context for `family`.
    public init(family: WidgetFamily) { self.family = family }
}

/// One preview entry: a ``PreviewProvider``'s or `#Preview`'s view and, when known, its family; for a
/// widget's `#Preview` timeline, also the widget's options and the entry's date.
public struct WidgetPreviewEntry {
    /// The family from `.previewContext` or `#Preview(as:)`; `nil` when the view was not marked.
    public var family: WidgetFamily?
    /// The previewed view.
    public var view: AnyView
    /// The order in which the preview declared it.
    public var index: Int
    /// The widget's options (content margins, families) for a widget preview; defaults for a view.
    public var options = WidgetOptions()
    /// The entry's date, rendered as "now" (timers, relative dates); `nil` for a view preview.
    public var date: Date?
    /// The Live Activity presentation the view is drawn in, for a Live Activity's entry; `nil` otherwise.
    public var liveActivity: LiveActivityPresentation?

    /// Whether the entry is a widget's: a widget timeline's entry, or a view marked with a widget family
    /// (`.previewContext(WidgetPreviewContext(family:))`), which WidgetKit shows only at widget text sizes
    /// (Large…AX5) and in every presentation context. An unmarked view is an app's and keeps every size. A Live
    /// Activity's entry is neither: its cells are the presentations' (``CheckMatrix/liveActivityCells(for:on:)``), whatever
    /// instant it is drawn at.
    public var isWidget: Bool { liveActivity == nil && (date != nil || family != nil) }

    /// An entry.
    public init(family: WidgetFamily?, view: AnyView, index: Int, options: WidgetOptions = WidgetOptions(), date: Date? = nil) {
        self.family = family
        self.view = view
        self.index = index
        self.options = options
        self.date = date
    }
}

extension PreviewProvider {
    /// The views `previews` marked with `.previewContext`, in declaration order; when none was marked,
    /// the whole of `previews` as one entry without a family.
    ///
    /// Works by evaluating `previews` with a recorder bound to the current task: `previewContext` is an
    /// ordinary modifier call, so each call made while building the previews registers its view.
    public static var previewEntries: [WidgetPreviewEntry] { PreviewRecorder.entries { AnyView(previews) } }
}

extension View {
    /// Marks this view as a widget preview in `context`, as WidgetKit's modifier; the view itself is
    /// unchanged.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        PreviewRecorder.current?.record(family: context.family, view: AnyView(self))
        return PreviewContextView(content: self, family: context.family)
    }

    /// A name for the preview; Widgetry ignores it.
    public func previewDisplayName(_ name: String?) -> some View { self }
}

/// A view marked with `previewContext`: draws its content and remembers the family.
public struct PreviewContextView<Content: View>: View {
    /// The previewed view.
    public let content: Content
    /// The family from the preview context.
    public let family: WidgetFamily
    /// The content, unchanged.
    public var body: Content { content }
}

/// Collects `previewContext` calls while `previews` is evaluated. Unchecked `Sendable`: it is only
/// reached through a task-local on the thread that evaluates `previews`, and a mutex guards it anyway.
final class PreviewRecorder: @unchecked Sendable {
    @TaskLocal static var current: PreviewRecorder?
    private let lock = NSLock()
    private var recorded: [WidgetPreviewEntry] = []

    func record(family: WidgetFamily, view: AnyView) {
        lock.lock(); defer { lock.unlock() }
        recorded.append(WidgetPreviewEntry(family: family, view: view, index: recorded.count))
    }

    var entries: [WidgetPreviewEntry] { lock.lock(); defer { lock.unlock() }; return recorded }

    /// The views `build` marked with `.previewContext`, in order; when none was marked, the whole view as
    /// one entry without a family.
    static func entries(_ build: () -> AnyView) -> [WidgetPreviewEntry] {
        let recorder = PreviewRecorder()
        let all = PreviewRecorder.$current.withValue(recorder) { build() }
        let recorded = recorder.entries
        return recorded.isEmpty ? [WidgetPreviewEntry(family: nil, view: all, index: 0)] : recorded
    }
}
