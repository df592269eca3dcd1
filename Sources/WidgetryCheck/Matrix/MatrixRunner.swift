import Dispatch
import Foundation
import Synchronization
import WidgetryKit
import WidgetryPipeline
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

    /// Runs every job; `progress` is called with the count done (from worker threads).
    public func run(_ matrix: CheckMatrix, progress: (@Sendable (Int, Int) -> Void)? = nil) -> [RenderedCell] {
        let jobs = matrix.jobs()
        return runConcurrently(jobs.count, progress: progress) { index in
            pipeline.render(matrix.widgets[jobs[index].widgetIndex], in: jobs[index].cell, output: output)
        }
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
