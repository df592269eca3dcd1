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
        let feed = GroupFeed(matrix)
        let results = Mutex([RenderedCell?](repeating: nil, count: feed.count))
        forEachGroup(of: feed, progress: progress) { members, rendered in
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
        forEachGroup(of: GroupFeed(matrix), progress: progress) { _, rendered in
            builder.withLock { builder in
                for cell in rendered { builder.add(cell) }
            }
        }
        // Taken out of the lock whole, so the report reuses its cell lists instead of copying them.
        var report = builder.withLock { builder in
            var taken = CheckReport.Builder()
            swap(&taken, &builder)
            return taken
        }.report()
        report.notes = matrix.notes
        return report
    }

    /// How many groups render at once: one per core, or `WIDGETRY_WORKERS` (at least 1) — the front door sets it to 1
    /// when a check crashed running cells at once, since shared code that writes a static value from several
    /// providers crashes only when they run together (a data race iOS never shows, where an extension's process
    /// runs its timelines in turn).
    static func workerCount(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let value = environment["WIDGETRY_WORKERS"].flatMap(Int.init), value >= 1 { return value }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Renders the matrix group by group on every core, handing each group's job indices and cells to `body`
    /// (from worker threads). Cells are listed a block at a time (``GroupFeed``), so a matrix of any size
    /// holds only the cells of the blocks being rendered.
    private func forEachGroup(of feed: GroupFeed, progress: (@Sendable (Int, Int) -> Void)?,
                              _ body: @Sendable ([Int], [RenderedCell]) -> Void) {
        let matrix = feed.matrix
        let total = progress == nil ? 0 : feed.count
        let done = Atomic<Int>(0)
        OffMainConcurrentPerform.run(iterations: Self.workerCount()) { _ in
            while let group = feed.next() {
                let rendered = pipeline.render(matrix.widgets[group.widgetIndex], in: group.cells, output: output)
                body(group.positions, rendered)
                let finished = done.add(group.cells.count, ordering: .relaxed).newValue
                progress?(finished, total)
            }
        }
    }

    /// Hands out a matrix's sharing groups one at a time, in the order of the matrix's jobs, listing a block's
    /// cells only when its first group is asked for.
    final class GroupFeed: Sendable {
        /// Cells to render together, with their places in the matrix's (sharded) jobs.
        struct Group {
            var widgetIndex: Int
            var cells: [WidgetCell]
            var positions: [Int]
        }

        private struct State {
            var block = 0
            /// Cells listed so far, of every shard.
            var offset = 0
            /// This shard's cells listed so far.
            var position = 0
            var jobs: [CheckMatrix.Job] = []
            var start = 0
            var groups: [[Int]] = []
            var next = 0
        }

        let matrix: CheckMatrix
        private let blocks: [CheckMatrix.Block]
        private let state = Mutex(State())

        init(_ matrix: CheckMatrix) {
            self.matrix = matrix
            blocks = matrix.blocks()
        }

        /// How many of this shard's cells the feed hands out in all, counted from the matrix's axes.
        var count: Int {
            var offset = 0, count = 0
            for block in blocks {
                let all = matrix.jobCount(in: block)
                count += matrix.shardCount(of: offset..<offset + all)
                offset += all
            }
            return count
        }

        /// The next group, or nil when every cell has been handed out.
        func next() -> Group? {
            state.withLock { state in
                while state.next == state.groups.count {
                    guard state.block < blocks.count else { return nil }
                    let all = matrix.jobs(in: blocks[state.block])
                    state.block += 1
                    state.jobs = all.enumerated().filter { matrix.isInShard(state.offset + $0.offset) }.map(\.element)
                    state.offset += all.count
                    state.start = state.position
                    state.position += state.jobs.count
                    state.groups = MatrixRunner.sharingGroups(state.jobs)
                    state.next = 0
                }
                let members = state.groups[state.next]
                state.next += 1
                return Group(widgetIndex: state.jobs[members[0]].widgetIndex, cells: members.map { state.jobs[$0].cell },
                             positions: members.map { state.start + $0 })
            }
        }
    }

    /// The jobs' indices grouped by widget and ``WidgetCell/LayoutInputs`` at every text size — what a layout
    /// depends on besides the presentation context, the device itself and the appearance (which a
    /// placeholder's findings can share), and the text size (which the provider's entry does not depend on:
    /// one entry serves the group, each text size gets its own layouts). Groups are in the order of their first job.
    static func sharingGroups(_ jobs: [CheckMatrix.Job]) -> [[Int]] {
        struct GroupKey: Hashable {
            var widgetIndex: Int
            var inputs: WidgetCell.LayoutInputs
        }
        return grouped(jobs) { GroupKey(widgetIndex: $0.widgetIndex, inputs: $0.cell.layoutInputs.atEveryTextSize) }
    }

    /// The indices of `items` grouped by `key`, each group in the items' order, groups in the order of their first item.
    static func grouped<Item, Key: Hashable>(_ items: [Item], by key: (Item) -> Key) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOfKey: [Key: Int] = [:]
        for (index, item) in items.enumerated() {
            let itemKey = key(item)
            if let group = groupOfKey[itemKey] {
                groups[group].append(index)
            } else {
                groupOfKey[itemKey] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// Runs `count` groups of renders on every core, keeping their order.
    func runGroupsConcurrently(_ count: Int, _ render: @Sendable (Int) -> [RenderedCell]) -> [[RenderedCell]] {
        let results = Mutex([[RenderedCell]](repeating: [], count: count))
        OffMainConcurrentPerform.run(iterations: count) { index in
            let result = render(index)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0 }
    }

    /// Runs `count` renders on every core, keeping their order.
    func runConcurrently(_ count: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
                         _ render: @Sendable (Int) -> RenderedCell?) -> [RenderedCell] {
        let results = Mutex([RenderedCell?](repeating: nil, count: count))
        let done = Atomic<Int>(0)
        OffMainConcurrentPerform.run(iterations: count) { index in
            let result = render(index)
            results.withLock { $0[index] = result }
            let finished = done.add(1, ordering: .relaxed).newValue
            progress?(finished, count)
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
