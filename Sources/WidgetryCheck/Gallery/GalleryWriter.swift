import Dispatch
import Foundation
import Synchronization
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline

/// Writes a self-contained gallery folder: one PNG per cell, `gallery.json` (``GalleryManifest``) and two
/// pages that open from disk (no server, no network) — `index.html`, a contact sheet switchable between text
/// sizes, devices and appearances, and `matrix.html`, every cell of each widget and family as a grid. Problems
/// are outlined on the images and listed beside them, tap targets shown.
public struct GalleryWriter: Sendable {
    /// Pixels per point of the gallery images; 2 keeps files small and text sharp.
    public var scale: CGFloat = 2

    /// A writer at `scale` pixels per point.
    public init(scale: CGFloat = 2) { self.scale = scale }

    /// Writes PNGs for `results` (which must carry display lists), `gallery.json` and the pages; returns the
    /// index page's URL. A cell whose image cannot be written is listed on the page with its error; the others
    /// are kept. See ``writeGallery(_:report:to:positions:shard:)`` for `positions` and `shard`.
    @discardableResult
    public func write(_ results: [RenderedCell], report: CheckReport, to folder: URL,
                      positions: [Int]? = nil, shard: GalleryManifest.Shard? = nil) throws -> URL {
        try writeGallery(results, report: report, to: folder, positions: positions, shard: shard)
        return folder.appendingPathComponent(GalleryPage.fileName)
    }

    /// Writes PNGs for `results`, `gallery.json` and the pages, and returns the manifest written.
    ///
    /// `positions` gives each result's place in the whole run when `results` are one shard of it (see
    /// ``positions(of:in:)``); without it results are numbered in order. `shard` is recorded in the manifest
    /// so that `merge --gallery` can check it has every shard.
    @discardableResult
    public func writeGallery(_ results: [RenderedCell], report: CheckReport, to folder: URL,
                             positions: [Int]? = nil, shard: GalleryManifest.Shard? = nil) throws -> GalleryManifest {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        Self.removeComparison(in: folder)
        let coordinates = try GalleryEntry.coordinates(of: results.map(\.key))
        let paths = results.map { Self.imagePath(for: $0.key) }
        let places = results.indices.map { positions?[$0] ?? $0 }
        // Two cells drawn to one file would leave whichever finished last. The first in run order keeps the
        // path and the others are reported, which is also how a coordinate added to cells but not yet to
        // ``imagePath(for:)`` shows up.
        var owners: [String: [Int]] = [:]
        for (index, result) in results.enumerated() where result.displayList != nil { owners[paths[index], default: []].append(index) }
        var clashes = Set<Int>(), clashErrors: [String] = []
        for indices in owners.values where indices.count > 1 {
            let ordered = indices.sorted { (places[$0], $0) < (places[$1], $1) }
            for index in ordered.dropFirst() {
                clashes.insert(index)
                clashErrors.append("\(paths[index]): \(results[index].key) has the image path of \(results[ordered[0]].key); not written")
            }
        }

        let clashing = clashes
        let entries = Mutex([GalleryEntry?](repeating: nil, count: results.count))
        let errors = Mutex(clashErrors)
        let scale = scale
        DispatchQueue.concurrentPerform(iterations: results.count) { index in
            let result = results[index]
            guard let list = result.displayList, !clashing.contains(index) else { return }
            let relative = paths[index]
            do {
                let url = folder.appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let zoom = Self.homeScreenZoom(result.cell)
                let pixels = DisplayListRenderer.rasterize(list, scale: scale * zoom, images: result.assets.images)
                guard pixels.width > 0 else { throw RenderError.invalidSize(list.size) }
                try pixels.pngData().write(to: url, options: .atomic)
                // The tap targets the server and the assertions see: the same map, from the same pipeline.
                let taps = (result.tapTargets?.targets ?? []).map { GalleryEntry.TapTarget(url: $0.url.absoluteString, frame: Self.zoomed($0.rect, zoom)) }
                let findings = result.findings.map { finding -> Finding in
                    var shown = finding
                    shown.frame = finding.frame.map { Self.zoomed($0, zoom) }
                    return shown
                }
                let entry = GalleryEntry(image: relative, cell: coordinates[index], position: places[index],
                                         width: Double(list.size.width * zoom), height: Double(list.size.height * zoom),
                                         pixelHash: PixelHash.of(pixels), findings: findings, tapTargets: taps,
                                         readingOrder: result.readingOrder?.map { GalleryEntry.ReadingMark(spoken: $0.spoken, frame: Self.zoomed($0.frame, zoom)) })
                entries.withLock { $0[index] = entry }
            } catch {
                errors.withLock { $0.append("\(relative): \(error)") }
            }
        }
        let written = entries.withLock { $0.compactMap { $0 } }.sorted { ($0.position, $0.image) < ($1.position, $1.image) }
        let manifest = GalleryManifest(scale: Double(scale), shard: shard, entries: written, report: report.stampedWithRenderProfile(),
                                       imageErrors: errors.withLock { $0.sorted() }, renderProfile: .current)
        try manifest.write(to: folder)
        try Self.writePages(for: manifest, in: folder)
        return manifest
    }

    /// How much smaller the Home Screen shows the widget than it is laid out: on iPad the HIG's device size
    /// over its canvas size (iPadOS renders the widget on the canvas and scales it down), 1 elsewhere. The
    /// gallery shows the widget at the device size; its outlines and tap targets are scaled to match.
    static func homeScreenZoom(_ cell: WidgetCell) -> CGFloat {
        guard cell.liveActivity == nil, let canvas = cell.device.size(for: cell.family), let shown = cell.device.displayedSize(for: cell.family),
              canvas.width > 0, shown.width < canvas.width else { return 1 }
        return shown.width / canvas.width
    }

    static func zoomed(_ rect: CGRect, _ zoom: CGFloat) -> CGRect {
        zoom == 1 ? rect : CGRect(x: rect.minX * zoom, y: rect.minY * zoom, width: rect.width * zoom, height: rect.height * zoom)
    }

    /// Writes `index.html` and `matrix.html` for `manifest` (and `comparison`, when the gallery was compared)
    /// into `folder`, which holds the manifest's images; returns the index page's URL. Merges and comparisons
    /// call it to regenerate the pages without rendering again.
    @discardableResult
    public static func writePages(for manifest: GalleryManifest, comparison: GalleryComparison? = nil, in folder: URL) throws -> URL {
        let index = folder.appendingPathComponent(GalleryPage.fileName)
        try Data(GalleryPage.html(manifest, comparison: comparison).utf8).write(to: index, options: .atomic)
        try Data(MatrixPage.html(manifest, comparison: comparison).utf8)
            .write(to: folder.appendingPathComponent(MatrixPage.fileName), options: .atomic)
        return index
    }

    /// Where a cell's image goes in the gallery folder, relative to it; also the cell's identity when
    /// galleries are compared and merged. It must name every coordinate cells of one run vary in: cells that
    /// differ only in one it leaves out share a path, and all but the first are reported, not written.
    public static func imagePath(for key: CellKey) -> String {
        // Cells in their family's usual context and without a locale keep the names galleries had before
        // those axes, so galleries of older revisions still compare.
        let context = ContextRendering.isUsual(key.context, for: key.family) ? "" : "-\(key.context.rawValue)"
        let locale = key.locale.map { "-\(slug($0))" } ?? ""
        let setting = key.displaySetting == .standard ? "" : "-\(key.displaySetting.rawValue)"
        // A Live Activity's presentation (`liveActivity.compactTrailing`, …) stands where a widget's family does.
        return ["images", slug(key.widget), key.familyName, slug(key.device),
                "\(key.dynamicTypeSize.argumentName)-\(key.colorScheme.rawValue)\(context)\(locale)\(setting).png"].joined(separator: "/")
    }

    /// Each result's place in the whole run of `matrix` — as if it were not sharded — for
    /// ``writeGallery(_:report:to:positions:shard:)``. Results found by their cell key; cells outside the
    /// matrix (previews) follow it in the order given, as a whole run appends them.
    public static func positions(of results: [RenderedCell], in matrix: CheckMatrix) -> [Int] {
        var whole = matrix
        whole.shard = nil
        let jobs = whole.jobs()
        // Each widget's name once: asking per job would build the widget again for every cell.
        let names = whole.widgets.map(\.name)
        var places: [CellKey: Int] = [:]
        for (place, job) in jobs.enumerated() {
            let key = CellKey(widget: names[job.widgetIndex], cell: job.cell)
            if places[key] == nil { places[key] = place }
        }
        var next = jobs.count
        return results.map { result in
            if let place = places[result.key] { return place }
            defer { next += 1 }
            return next
        }
    }

    /// A comparison's files describe the images they were made from; once the images are rewritten they
    /// would mislead, so they go (only from a folder that already holds a gallery).
    static func removeComparison(in folder: URL) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.appendingPathComponent(GalleryManifest.fileName).path) else { return }
        try? manager.removeItem(at: folder.appendingPathComponent(GalleryComparison.folderName))
        try? manager.removeItem(at: folder.appendingPathComponent(GalleryComparison.fileName))
    }

    static func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
