import Dispatch
import Foundation
import Synchronization
import WidgetryGraphics
import WidgetryKit
import WidgetryUI

/// The outcome of one cell.
public struct CellResult: Sendable {
    public var key: CellKey
    public var cell: WidgetCell
    public var diagnostics: [Diagnostic]
    /// The drawing, kept when the caller asked for images.
    public var displayList: DisplayList?
    /// Tap targets: the widget URL and each link's frame.
    public var links: [LinkArea]
    /// Set when the cell could not be rendered at all.
    public var failure: String?
}

/// A tap area in a rendered widget.
public struct LinkArea: Sendable, Codable, Hashable {
    public var url: String
    public var frame: CGRect
}

/// Renders the cells of a matrix on every core. Each worker builds its own widget from the widget's
/// type, so nothing that is not `Sendable` crosses threads; text measurements are shared through
/// the measurer's cache.
public struct MatrixRunner: Sendable {
    public var finder = DiagnosticFinder()
    /// Keep each cell's display list (for the gallery).
    public var keepsDrawings = false

    public init(keepsDrawings: Bool = false) { self.keepsDrawings = keepsDrawings }

    /// Runs every job; `progress` is called with the count done (from worker threads).
    public func run(_ matrix: CheckMatrix, progress: (@Sendable (Int, Int) -> Void)? = nil) -> [CellResult] {
        let jobs = matrix.jobs()
        let results = Mutex([CellResult?](repeating: nil, count: jobs.count))
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            let result = render(matrix.widgets[job.widgetIndex], cell: job.cell)
            results.withLock { $0[index] = result }
            let count = done.add(1, ordering: .relaxed).newValue
            progress?(count, jobs.count)
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Renders and diagnoses one cell.
    public func render(_ widget: RegisteredWidget, cell: WidgetCell) -> CellResult {
        guard let descriptor = widget.makeDescriptor(), let size = cell.size else {
            return CellResult(key: CellKey(widget: widget.name, cell: cell), cell: cell, diagnostics: [], displayList: nil, links: [],
                              failure: "no configuration or size")
        }
        let key = CellKey(widget: descriptor.kind, cell: cell)
        let context = TimelineProviderContext(family: cell.family, displaySize: size, isPreview: true)
        let snapshot = descriptor.snapshot(context)
        do {
            let result = try WidgetRenderer.layout(snapshot.view, cell: cell, options: descriptor.options, assets: widget.assets, now: snapshot.entry.date)
            let diagnostics = finder.diagnose(result, family: cell.family)
            var links: [LinkArea] = []
            if let url = result.widgetURL { links.append(LinkArea(url: url.absoluteString, frame: CGRect(origin: .zero, size: size))) }
            if cell.family != .systemSmall {
                for element in result.root.allElements where element.kind == "Link" {
                    if let url = element.linkURL { links.append(LinkArea(url: url.absoluteString, frame: element.frame)) }
                }
            }
            return CellResult(key: key, cell: cell, diagnostics: diagnostics,
                              displayList: keepsDrawings ? WidgetRenderer.displayList(for: result, cell: cell) : nil,
                              links: links, failure: nil)
        } catch {
            return CellResult(key: key, cell: cell, diagnostics: [], displayList: nil, links: [], failure: "\(error)")
        }
    }
}
