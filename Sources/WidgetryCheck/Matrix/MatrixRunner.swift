import Dispatch
import Foundation
import Synchronization
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// Runs the cells of a matrix through the ``CellPipeline`` on every core. Each worker builds its own
/// widget from the widget's type, so nothing that is not `Sendable` crosses threads; text measurements are
/// shared through the measurer's cache.
public struct MatrixRunner: Sendable {
    /// The pipeline each cell goes through.
    public var pipeline: CellPipeline
    /// What each cell keeps besides its findings and tap targets (`.drawing` for the gallery).
    public var output: CellPipeline.Output

    /// A runner over `pipeline` that keeps `output`.
    public init(pipeline: CellPipeline = CellPipeline(), output: CellPipeline.Output = []) {
        self.pipeline = pipeline
        self.output = output
    }

    /// Runs every job; `progress` is called with the count done (from worker threads). Cells that can share a
    /// layout — those that differ only in presentation context, appearance, or a device that gives the widget
    /// the same size — go through the pipeline together (``CellPipeline/render(_:in:output:)``, which decides
    /// what is shared); the results keep the jobs' order.
    public func run(_ matrix: CheckMatrix, progress: (@Sendable (Int, Int) -> Void)? = nil) -> [RenderedCell] {
        let results = Mutex([RenderedCell?](repeating: nil, count: matrix.jobs().count))
        forEachGroup(of: matrix, progress: progress) { members, rendered in
            results.withLock { results in
                for (member, cell) in zip(members, rendered) { results[member] = cell }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Checks every job and builds the report as cells are rendered, keeping none of them: memory grows with
    /// the findings, not with the number of cells (what `widgetry check` runs).
    public func report(_ matrix: CheckMatrix, progress: (@Sendable (Int, Int) -> Void)? = nil) -> CheckReport {
        let builder = Mutex(CheckReport.Builder())
        forEachGroup(of: matrix, progress: progress) { _, rendered in
            builder.withLock { builder in
                for cell in rendered { builder.add(cell) }
            }
        }
        var report = builder.withLock { $0.report() }
        report.notes = matrix.notes
        return report
    }

    /// Renders the matrix group by group on every core, handing each group's job indices and cells to `body`
    /// (from worker threads).
    private func forEachGroup(of matrix: CheckMatrix, progress: (@Sendable (Int, Int) -> Void)?,
                              _ body: @Sendable ([Int], [RenderedCell]) -> Void) {
        let jobs = matrix.jobs()
        let groups = Self.sharingGroups(jobs)
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: groups.count) { index in
            let members = groups[index]
            let rendered = pipeline.render(matrix.widgets[jobs[members[0]].widgetIndex], in: members.map { jobs[$0].cell }, output: output)
            body(members, rendered)
            let finished = done.add(members.count, ordering: .relaxed).newValue
            progress?(finished, jobs.count)
        }
    }

    /// The jobs' indices grouped by what a layout depends on besides the presentation context, the device itself
    /// and the appearance (which a placeholder's findings can share): widget, family, widget size and scale,
    /// idiom, text size and locale. Groups are in the order of their first job.
    static func sharingGroups(_ jobs: [CheckMatrix.Job]) -> [[Int]] {
        struct GroupKey: Hashable {
            var widgetIndex: Int
            var family: WidgetFamily
            var width: Double, height: Double, scale: Double
            var idiom: DeviceProfile.Idiom
            var dynamicTypeSize: DynamicTypeSize
            var locale: CellLocale?
            var liveActivity: LiveActivityCanvas?
        }
        var groups: [[Int]] = []
        var groupOfKey: [GroupKey: Int] = [:]
        for (index, job) in jobs.enumerated() {
            let cell = job.cell
            let size = cell.size ?? .zero
            let key = GroupKey(widgetIndex: job.widgetIndex, family: cell.family, width: Double(size.width), height: Double(size.height),
                               scale: Double(cell.device.defaultScale), idiom: cell.device.idiom, dynamicTypeSize: cell.dynamicTypeSize,
                               locale: cell.locale, liveActivity: cell.liveActivity)
            if let group = groupOfKey[key] {
                groups[group].append(index)
            } else {
                groupOfKey[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// Runs `count` renders on every core, keeping their order.
    func runConcurrently(_ count: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
                         _ render: @Sendable (Int) -> RenderedCell?) -> [RenderedCell] {
        let results = Mutex([RenderedCell?](repeating: nil, count: count))
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = render(index)
            results.withLock { $0[index] = result }
            let finished = done.add(1, ordering: .relaxed).newValue
            progress?(finished, count)
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
