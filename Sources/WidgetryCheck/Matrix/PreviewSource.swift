import Foundation
import WidgetryKit
import WidgetryPipeline
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
    /// size and appearance of `matrix` (its widgets and families are ignored), through the same pipeline
    /// as widgets. Runs on every core.
    public func run(previews sources: [PreviewSource], matrix: CheckMatrix, assets: AssetCatalog = AssetCatalog()) -> [RenderedCell] {
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
        return runConcurrently(work.count) { index in
            let job = work[index]
            guard let entry = sources[job.source].entries().first(where: { $0.index == job.entry }) else { return nil }
            return pipeline.render(entry.view, named: job.name, in: job.cell, assets: assets, output: output)
        }
    }
}
