import Foundation
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A preview as the matrix sees it — a `PreviewProvider`, a view `#Preview` or a widget's
/// `#Preview(as:…)` timeline: a name and how to build its entries. Each worker builds them anew, so the
/// (non-`Sendable`) views never cross threads.
public struct PreviewSource: Sendable {
    /// The name cells carry: the provider's type name, or `Kind preview "name"` for a `#Preview`.
    public var name: String { naming.name }
    /// Works the name out when it is first asked for: a widget preview's kind comes from the widget's `body`, which must
    /// not run while the binary's previews are only being listed (a body that stops the program there would take every
    /// command with it, `--no-previews` checks included).
    private let naming: PreviewNaming
    /// Builds the previews' entries.
    public let entries: @Sendable () -> [WidgetPreviewEntry]
    /// Why the preview has no entries, when its widget has no configuration or its entries are of
    /// another type; reported as a finding rather than silently skipped.
    public let problem: @Sendable () -> String?
    /// The Live Activity widget's type this previews or registers, which is checked only from its previews or registration
    /// (it has no timeline); nil for a widget or view preview.
    public let liveActivityType: String?
    /// Whether this is a Live Activity.
    public var isLiveActivity: Bool { liveActivityType != nil }
    /// Whether this is a Live Activity shown with content made from its types (``RegisteredLiveActivity/isSampled``),
    /// which no preview gave.
    public private(set) var isSampledLiveActivity = false

    /// The previews of `provider`.
    public init<P: PreviewProvider>(_ provider: P.Type) {
        naming = PreviewNaming(String(describing: provider))
        entries = { P.previewEntries }
        problem = { nil }
        liveActivityType = nil
    }

    /// A `#Preview { … }` view preview.
    public init(_ preview: ViewPreview) {
        naming = PreviewNaming("preview \"\(preview.title)\"")
        entries = preview.makeEntries
        problem = { nil }
        liveActivityType = nil
    }

    /// A widget's `#Preview(as:…)`: one entry per timeline entry, in the preview's family, with the
    /// widget's options and each entry's date.
    public init(_ preview: WidgetPreview) {
        naming = PreviewNaming { "\(preview.makeTimeline().kind) preview \"\(preview.title)\"" }
        let family = preview.family
        entries = {
            let timeline = preview.makeTimeline()
            return timeline.entries.enumerated().map { index, entry in
                WidgetPreviewEntry(family: family, view: entry.view, index: index, options: timeline.options, date: entry.date)
            }
        }
        problem = { preview.makeTimeline().problem }
        liveActivityType = nil
    }

    /// A Live Activity (a `#Preview(as:using:) … contentStates:` or a registration): one entry per content
    /// state and presentation, laid out at the presentation's size (``CheckMatrix/liveActivityCells(for:on:)``).
    /// Named `Kind preview "name"` for a preview, by the widget's type for a registration.
    public init(_ activity: RegisteredLiveActivity) {
        naming = PreviewNaming(activity.isPreview ? "\(activity.typeName) preview \"\(activity.title)\"" : activity.title)
        let presentations = activity.presentations
        entries = {
            let made = activity.makeStates()
            return made.states.enumerated().flatMap { index, views in
                presentations.map { presentation in
                    var entry = WidgetPreviewEntry(family: nil, view: views.view(for: presentation), index: index, date: activity.date)
                    entry.liveActivity = presentation
                    return entry
                }
            }
        }
        problem = { activity.makeStates().problem }
        liveActivityType = activity.typeName
        isSampledLiveActivity = activity.isSampled
    }

    /// Every `#Preview` compiled into the running binary (widget previews first, Live Activities last), in link order.
    public static var discovered: [PreviewSource] {
        DiscoveredPreviews.widgets.map(PreviewSource.init) + DiscoveredPreviews.views.map(PreviewSource.init)
            + DiscoveredPreviews.liveActivities.map(PreviewSource.init)
    }
}

extension MatrixRunner {
    /// Renders every preview of `sources` in its family (systemSmall when unmarked) for each device, text
    /// size and appearance of `matrix` (its widgets and families are ignored), through the same pipeline
    /// as widgets. A preview that cannot show anything gives one failed cell with the reason. Runs on
    /// every core.
    public func run(previews sources: [PreviewSource], matrix: CheckMatrix, assets: AssetCatalog = AssetCatalog()) -> [RenderedCell] {
        struct Job: Sendable { var source: Int; var entry: Int; var name: String; var cell: WidgetCell
            var liveActivity: LiveActivityPresentation? = nil }
        var jobs: [Job] = []
        var failures: [RenderedCell] = []
        for (sourceIndex, source) in sources.enumerated() {
            if let problem = source.problem() {
                let cell = WidgetCell(family: .systemSmall)
                let finding = Finding(kind: .nothingToRender, message: "\(source.name): \(problem)",
                                      suggestion: "make the preview's widget and entries match, as Xcode's canvas requires")
                failures.append(pipeline.failed(source.name, in: cell, finding: finding, assets: assets))
                continue
            }
            for entry in source.entries() {
                if let presentation = entry.liveActivity {
                    for device in matrix.devices {
                        for cell in matrix.liveActivityCells(for: presentation, on: device) {
                            jobs.append(Job(source: sourceIndex, entry: entry.index, name: "\(source.name)[\(entry.index)]", cell: cell,
                                            liveActivity: presentation))
                        }
                    }
                    continue
                }
                let family = entry.family ?? .systemSmall
                for device in matrix.devices {
                    for cell in matrix.cells(for: family, on: device, isWidget: entry.isWidget) {
                        jobs.append(Job(source: sourceIndex, entry: entry.index, name: "\(source.name)[\(entry.index)]", cell: cell))
                    }
                }
            }
        }
        // The jobs of one entry whose cells can share layouts (those ``sharingGroups`` puts together for a widget)
        // are rendered together, each group on one core: its views are built there, and every device, context
        // and appearance the layout serves reuses it, as a widget's entry does.
        struct GroupKey: Hashable { var source: Int; var entry: Int; var liveActivity: LiveActivityPresentation?
            var inputs: WidgetCell.LayoutInputs }
        let members = MatrixRunner.grouped(jobs) {
            GroupKey(source: $0.source, entry: $0.entry, liveActivity: $0.liveActivity, inputs: $0.cell.layoutInputs.atEveryTextSize)
        }
        let work = jobs
        let rendered = runGroupsConcurrently(members.count) { groupIndex -> [RenderedCell] in
            let group = members[groupIndex], first = work[group[0]]
            guard let entry = sources[first.source].entries().first(where: { $0.index == first.entry && $0.liveActivity == first.liveActivity })
            else { return [] }
            return pipeline.render(entry.view, named: first.name, in: group.map { work[$0].cell }, options: entry.options, assets: assets,
                                   now: entry.date, output: output, isWidget: entry.isWidget, isAppView: !entry.isWidget)
        }
        // Back in the order of the jobs.
        var ordered = [RenderedCell?](repeating: nil, count: work.count)
        for (group, cells) in zip(members, rendered) {
            for (job, cell) in zip(group, cells) { ordered[job] = cell }
        }
        return failures + ordered.compactMap { $0 }
    }
}

/// A preview's name, given or worked out once on first use (from any thread).
final class PreviewNaming: @unchecked Sendable {
    // `@unchecked`: `cached` is read and written under `lock` only.
    private let lock = NSLock()
    private var cached: String?
    private let make: @Sendable () -> String

    init(_ name: String) {
        cached = name
        make = { name }
    }

    init(_ make: @escaping @Sendable () -> String) { self.make = make }

    var name: String {
        if let cached = lock.withLock({ cached }) { return cached }
        let made = make()
        lock.withLock { cached = made }
        return made
    }
}
