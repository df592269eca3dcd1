import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// `widgetry probe` (hidden): runs one widget's code — body, provider placeholder, snapshot and timeline,
/// and its view in each family — once, in a process of its own, so that `check` and `gallery` learn
/// whether it crashes or hangs before they run it in theirs (see ``CrashIsolation``).
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "probe", abstract: "Run one widget's code once (used by check and gallery).",
                                                    shouldDisplay: false)

    @Option(help: "The widget to run.")
    var widget: String?

    @Option(help: "The preview to run, by its index in `list`.")
    var preview: Int?

    func run() throws {
        let pipeline = CellPipeline()
        if let name = widget {
            let registered = try lookUpWidget(name)
            guard let descriptor = registered.makeDescriptor() else { return }
            for family in descriptor.options.supportedFamilies {
                let cell = WidgetCell(family: family)
                guard let size = cell.size else { continue }
                let context = TimelineProviderContext(family: family, displaySize: size, isPreview: false)
                _ = descriptor.placeholder(context)
                descriptor.timeline(context) { entries, _ in
                    for entry in entries.prefix(3) {
                        _ = pipeline.render(entry.view(), named: descriptor.kind, in: cell, options: descriptor.options, assets: registered.assets,
                                            now: entry.entry.date)
                    }
                }
                _ = pipeline.render(registered, in: cell)
            }
        }
        if let preview, CommandCatalog.previews.indices.contains(preview) {
            let source = CommandCatalog.previews[preview]
            _ = source.problem()
            for entry in source.entries() {
                _ = pipeline.render(entry.view, named: source.name, in: WidgetCell(family: entry.family ?? .systemSmall), options: entry.options,
                                    now: entry.date)
            }
        }
    }
}
