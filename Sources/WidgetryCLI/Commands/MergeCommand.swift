import ArgumentParser
import Foundation
import WidgetryCheck

/// `widgetry merge`: the reports of `check --shard i/n` runs combined into the report one machine would have
/// written, with the same outputs and exit code as `check`; with `--gallery OUTPUT_DIR`, the folders of
/// `gallery --shard i/n` runs combined into the gallery one machine would have written.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "merge", abstract: "Merge the JSON reports, or with --gallery the gallery folders, of sharded runs.")

    @Argument(help: "The shards' --json-output reports; with --gallery, the shards' gallery folders.")
    var reports: [String]

    @Option(name: .customLong("gallery"), help: ArgumentHelp("Merge gallery folders (from `gallery --shard i/n`) into this folder instead of reports.", valueName: "output-dir"))
    var gallery: String?

    @OptionGroup var output: ReportOptions

    @OptionGroup(title: "Comparing the merged gallery with another one") var comparing: CompareOptions

    func validate() throws {
        if reports.isEmpty {
            throw ValidationError(gallery == nil
                ? "pass the shards' reports: widgetry merge shard-1.json shard-2.json …"
                : "pass the shards' gallery folders: widgetry merge --gallery OUTPUT_DIR shard-1 shard-2 …")
        }
        if gallery == nil, comparing.compare != nil {
            throw ValidationError("--compare compares galleries: add --gallery OUTPUT_DIR and pass the shards' gallery folders")
        }
        // A gallery merge writes a gallery; the reports are merged from the check runs' JSON, separately.
        if gallery != nil, output.json || output.jsonOutput != nil || output.junit != nil || output.sarif != nil || output.baseline != nil {
            throw ValidationError("--gallery merges gallery folders only; merge the check reports with a separate `widgetry merge shard-*.json …`")
        }
    }

    func run() throws {
        if let gallery { return try mergeGalleries(into: URL(fileURLWithPath: gallery)) }
        let shards = try reports.map { path -> CheckReport in
            do {
                return try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw ValidationError("'\(path)' is not a widgetry check report (\(error)); write one with `widgetry check --shard i/n --json-output FILE`")
            }
        }
        for warning in CheckReport.renderProfileWarnings(shards, names: { "'\(reports[$0])'" }) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        try output.emit(CheckReport(merging: shards), widgets: CommandCatalog.current.widgets)
    }

    /// Copies the shards' images into `folder` and writes the merged `gallery.json` and pages; then compares
    /// with `--compare`. Exits 0, or 1 under `--fail-on-change` when the comparison found changes.
    private func mergeGalleries(into folder: URL) throws {
        let manifest: GalleryManifest
        do {
            manifest = try GalleryMerger.merge(reports.map { URL(fileURLWithPath: $0) }, into: folder)
        } catch let error as GalleryError {
            throw ValidationError("cannot merge the galleries: \(error)")
        }
        let reportsOfShards = reports.compactMap { try? GalleryManifest.read(from: URL(fileURLWithPath: $0), fix: "").report }
        for warning in CheckReport.renderProfileWarnings(reportsOfShards, names: { "'\(reports[$0])'" }) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        print("merged \(reports.count) galleries: \(manifest.entries.count) images, \(folder.appendingPathComponent("index.html").path) and matrix.html")
        try comparing.compareIfAsked(manifest, in: folder)
    }
}
