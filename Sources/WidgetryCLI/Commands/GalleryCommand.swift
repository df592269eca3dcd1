import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFoundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// `widgetry gallery`: a folder with every cell's image, `gallery.json`, an `index.html` contact sheet and a
/// `matrix.html` of every cell; with `--compare`, the changes against another gallery. Exits 0, or 1 under
/// `--fail-on-change` when the comparison found changes.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Write an HTML contact sheet and matrix of every cell, with problems outlined; compare it with another gallery.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    @OptionGroup var appData: FixtureOptions

    @OptionGroup var filters: MatrixOptions

    @Option(name: .shortAndLong, help: "Output folder.")
    var output: String

    @Option(help: "Pixels per point of the images.")
    var scale: Int = 2

    @Option(help: "Render only shard i of n (e.g. 2/3): the cells `check --shard` takes. Combine the shards' folders with `widgetry merge --gallery`.")
    var shard: Shard?

    @OptionGroup(title: "Comparing with another gallery") var comparing: CompareOptions

    func run() throws {
        try source.forwardIfGiven(command: "gallery")
        try appData.apply()
        // Three iPhones span the widget sizes (largest, default, smallest) unless --device says otherwise;
        // every device at every setting would be thousands of images.
        let span = [DeviceCatalog.all.first, DeviceCatalog.defaultDevice, DeviceCatalog.device(named: "iPhone SE")].compactMap { $0 }
        // Previews (`#Preview`, PreviewProvider) join the gallery unless one widget was asked for; as in
        // `check`, the first shard takes them all (and the cells of widgets that crashed), so merged shards
        // equal one run.
        let wantsPreviews = filters.widget == nil && (shard?.index ?? 1) == 1
        var (matrix, previews, failures) = try filters.isolatedRun(defaultDevices: span, previews: wantsPreviews ? CommandCatalog.previews : [],
                                                        sampleLiveActivities: (shard?.index ?? 1) == 1)
        matrix.shard = shard.map { ($0.index, $0.count) }
        if let shard, shard.index != 1 { failures = [] }
        let runner = MatrixRunner(output: .drawing)
        var results = failures + runner.run(matrix, progress: ProgressDisplay.reporter(label: "rendering"))
        if !previews.isEmpty {
            results += runner.run(previews: previews, matrix: matrix, assets: CommandCatalog.current.widgets.first?.assets ?? AssetCatalog())
        }
        var report = CheckReport(results: results)
        report.notes = matrix.notes + MatrixOptions.localizationNotes(for: matrix) + SkippedEffects.notes
        let folder = URL(fileURLWithPath: output)
        let manifest = try GalleryWriter(scale: CGFloat(scale)).writeGallery(
            results, report: report, to: folder, positions: GalleryWriter.positions(of: results, in: matrix),
            shard: shard.map { GalleryManifest.Shard(index: $0.index, count: $0.count) })
        print("wrote \(manifest.entries.count) images, \(folder.appendingPathComponent("index.html").path) and matrix.html")
        // The page lists every image not written; a terminal gets the count and the first few.
        for problem in manifest.imageErrors.prefix(5) { print("IMAGE NOT WRITTEN \(problem)") }
        if manifest.imageErrors.count > 5 { print("… \(manifest.imageErrors.count - 5) more images not written (listed on the page and in gallery.json)") }
        try comparing.compareIfAsked(manifest, in: folder)
    }
}
