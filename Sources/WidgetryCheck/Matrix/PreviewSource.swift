import Foundation
import Synchronization
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// A `PreviewProvider` as the gallery sees it: a name and how to build its previews. Each worker builds
/// them anew, so the (non-`Sendable`) views never cross threads.
public struct PreviewSource: Sendable {
    /// The provider's type name.
    public let name: String
    /// Builds the provider's previews.
    public let entries: @Sendable () -> [WidgetPreviewEntry]

    /// The previews of `provider`.
    public init<P: PreviewProvider>(_ provider: P.Type) {
        name = String(describing: provider)
        entries = { P.previewEntries }
    }
}

extension MatrixRunner {
    /// Renders every preview of `sources` in its family (systemSmall when unmarked) for each device, text
    /// size and appearance of `matrix` (its widgets and families are ignored). Runs on every core.
    public func run(previews sources: [PreviewSource], matrix: CheckMatrix, assets: AssetCatalog = AssetCatalog()) -> [CellResult] {
        struct Job: Sendable { var source: Int; var entry: Int; var name: String; var cell: WidgetCell }
        var jobs: [Job] = []
        for (sourceIndex, source) in sources.enumerated() {
            for entry in source.entries() {
                let family = entry.family ?? .systemSmall
                for device in matrix.devices where device.size(for: family) != nil {
                    for size in matrix.sizes {
                        for scheme in matrix.appearances {
                            jobs.append(Job(source: sourceIndex, entry: entry.index, name: "\(source.name)[\(entry.index)]",
                                            cell: WidgetCell(family: family, device: device, dynamicTypeSize: size, colorScheme: scheme)))
                        }
                    }
                }
            }
        }
        let work = jobs
        let results = Mutex([CellResult?](repeating: nil, count: work.count))
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let job = work[index]
            guard let entry = sources[job.source].entries().first(where: { $0.index == job.entry }) else { return }
            let result = render(view: entry.view, name: job.name, cell: job.cell, assets: assets)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Lays out and diagnoses one view as a widget in `cell`.
    public func render(view: AnyView, name: String, cell: WidgetCell, assets: AssetCatalog) -> CellResult {
        let key = CellKey(widget: name, cell: cell)
        do {
            let result = try WidgetRenderer.layout(view, cell: cell, options: WidgetOptions(), assets: assets)
            return CellResult(key: key, cell: cell, diagnostics: finder.diagnose(result, family: cell.family),
                              displayList: keepsDrawings ? WidgetRenderer.displayList(for: result, cell: cell) : nil,
                              links: [], failure: nil)
        } catch {
            return CellResult(key: key, cell: cell, diagnostics: [], displayList: nil, links: [], failure: "\(error)")
        }
    }
}
