import Dispatch
import Foundation
import Synchronization
import WidgetryGraphics

/// A gallery compared with another one — typically the pull request's head against its base revision: each
/// image matched by its path and marked changed, added, removed or unchanged, with a perceptual threshold
/// (``PerceptualDiff``) so anti-aliasing noise does not count.
///
/// ``compare(_:in:with:diff:pixelThreshold:)`` writes, into the compared gallery's folder, `comparison.json`
/// (this value), `diffs/<image path without .png>/before.png, after.png, diff.png` for each changed cell (and
/// `before.png` for removed ones), and pages with a "changed only" filter — all inside the folder, so it can
/// be uploaded as a CI artifact and opened alone.
public struct GalleryComparison: Sendable, Codable {
    /// How a cell compares.
    public enum Status: String, Sendable, Codable {
        /// Pixels differ above the thresholds, or the size changed.
        case changed
        /// The cell is only in the compared gallery.
        case added
        /// The cell is only in the base gallery.
        case removed
        /// Equal, or different only below the thresholds.
        case unchanged
    }

    /// A cell that is not unchanged.
    public struct Cell: Sendable, Codable, Hashable {
        /// The image's path, the same in both galleries.
        public var image: String
        /// The cell's coordinates in a line ("DailyQuote · systemSmall · iPhone 16 · large · light").
        public var label: String
        /// Changed, added or removed.
        public var status: Status
        /// Counted differing pixels (changed cells whose images could be read).
        public var differentPixels: Int?
        /// Differing pixels judged anti-aliasing and not counted.
        public var antialiasedPixels: Int?
        /// The base image, copied into the gallery folder; relative to it.
        public var before: String?
        /// The compared image; relative to the gallery folder.
        public var after: String?
        /// The difference image; relative to the gallery folder.
        public var diff: String?
        /// Why no pixels were compared, when they could not be ("the base image cannot be read: …").
        public var note: String?
    }

    /// The format's version (as ``GalleryManifest/schemaVersion``).
    public var schemaVersion = 1
    /// The base gallery's folder, as given.
    public var base: String
    /// The colour threshold used (``PerceptualDiff/colorThreshold``).
    public var colorThreshold: Double
    /// How many counted pixels a cell may differ by and still be unchanged (`--diff-threshold`).
    public var pixelThreshold: Int
    /// Cells in the compared gallery.
    public var cellCount: Int
    /// Cells in both galleries that compare equal.
    public var unchangedCount: Int
    /// Why pixels may differ beside the code: the base gallery was drawn with other fonts or library versions
    /// (``RenderFingerprint/mismatchWarning(comparedWith:subject:here:)``, naming them); absent when they agree.
    public var renderProfileWarning: String?
    /// The cells that are not unchanged: the compared gallery's in its order, then removed ones in the base's.
    public var cells: [Cell]

    /// The comparison's file in the gallery folder.
    public static let fileName = "comparison.json"
    /// The folder of before, after and difference images in the gallery folder.
    public static let folderName = "diffs"

    /// Changed cells.
    public var changed: [Cell] { cells.filter { $0.status == .changed } }
    /// Cells only in the compared gallery.
    public var added: [Cell] { cells.filter { $0.status == .added } }
    /// Cells only in the base gallery.
    public var removed: [Cell] { cells.filter { $0.status == .removed } }
    /// Whether any cell changed, was added or was removed.
    public var hasChanges: Bool { !cells.isEmpty }

    /// Compares the gallery `manifest` describes, in `folder`, with the gallery in `base`, and writes the
    /// comparison's files and pages into `folder` (see the type's documentation). A cell is changed when more
    /// than `pixelThreshold` pixels differ under `diff`, or its size changed. Throws ``GalleryError`` when
    /// `base` holds no gallery, or one of another version or scale; the compared gallery is left as it was.
    public static func compare(_ manifest: GalleryManifest, in folder: URL, with base: URL,
                               diff: PerceptualDiff = PerceptualDiff(), pixelThreshold: Int = 0) throws -> GalleryComparison {
        let baseManifest = try GalleryManifest.read(from: base, fix: GalleryError.writeBase(base))
        guard baseManifest.scale == manifest.scale else {
            throw GalleryError("'\(base.path)' has images at scale \(baseManifest.scale), this gallery at \(manifest.scale)",
                               fix: "write both galleries with the same --scale")
        }
        let manager = FileManager.default
        let diffs = folder.appendingPathComponent(folderName)
        try? manager.removeItem(at: diffs)
        let baseEntries = Dictionary(baseManifest.entries.map { ($0.image, $0) }, uniquingKeysWith: { first, _ in first })

        let outcomes = Mutex([Cell?](repeating: nil, count: manifest.entries.count))
        let failures = Mutex([String]())
        DispatchQueue.concurrentPerform(iterations: manifest.entries.count) { index in
            let entry = manifest.entries[index]
            do {
                let cell = try compare(entry, baseEntries[entry.image], folder: folder, base: base, diff: diff, pixelThreshold: pixelThreshold)
                outcomes.withLock { $0[index] = cell }
            } catch {
                failures.withLock { $0.append("\(entry.image): \(error)") }
            }
        }
        if let failure = failures.withLock({ $0.sorted().first }) {
            throw GalleryError("could not write the comparison's images (\(failure))", fix: "check that '\(folder.path)' is writable")
        }
        var cells = outcomes.withLock { $0.compactMap { $0 } }.filter { $0.status != .unchanged }
        let compared = Set(manifest.entries.map(\.image))
        for entry in baseManifest.entries where !compared.contains(entry.image) {
            // The base image is copied in, so the page shows what went even where the base folder is not kept.
            var cell = Cell(image: entry.image, label: entry.label, status: .removed, before: stem(entry.image) + "/before.png")
            do { try copy(base.appendingPathComponent(entry.image), to: folder.appendingPathComponent(stem(entry.image) + "/before.png")) } catch {
                cell.before = nil
                cell.note = "the base image cannot be copied: \(error)"
            }
            cells.append(cell)
        }
        let unchanged = manifest.entries.count - cells.filter { $0.status != .removed }.count
        let comparison = GalleryComparison(base: base.path, colorThreshold: diff.colorThreshold, pixelThreshold: pixelThreshold,
                                           cellCount: manifest.entries.count, unchangedCount: unchanged,
                                           renderProfileWarning: (manifest.renderProfile ?? .current).mismatchWarning(comparedWith: baseManifest.renderProfile, subject: "the base gallery"),
                                           cells: cells)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(comparison).write(to: folder.appendingPathComponent(fileName), options: .atomic)
        try GalleryWriter.writePages(for: manifest, comparison: comparison, in: folder)
        return comparison
    }

    /// One cell against its base, writing its before, after and difference images when it changed.
    private static func compare(_ entry: GalleryEntry, _ baseEntry: GalleryEntry?, folder: URL, base: URL,
                                diff: PerceptualDiff, pixelThreshold: Int) throws -> Cell {
        guard let baseEntry else { return Cell(image: entry.image, label: entry.label, status: .added, after: entry.image) }
        // Equal hashes are equal pixels: most cells of a pull request are decided without decoding.
        if !entry.pixelHash.isEmpty, entry.pixelHash == baseEntry.pixelHash {
            return Cell(image: entry.image, label: entry.label, status: .unchanged)
        }
        let stem = stem(entry.image)
        let beforeURL = base.appendingPathComponent(baseEntry.image), afterURL = folder.appendingPathComponent(entry.image)
        var cell = Cell(image: entry.image, label: entry.label, status: .changed,
                        before: stem + "/before.png", after: stem + "/after.png")
        let before: RasterImage, after: RasterImage
        do { before = try RasterImage.decodePNG(Data(contentsOf: beforeURL)) } catch {
            cell.note = "the base image '\(beforeURL.path)' cannot be read: \(error)"
            cell.before = nil
            try copy(afterURL, to: folder.appendingPathComponent(stem + "/after.png"))
            return cell
        }
        do { after = try RasterImage.decodePNG(Data(contentsOf: afterURL)) } catch {
            cell.note = "the image '\(afterURL.path)' cannot be read: \(error)"
            cell.after = nil
            try copy(beforeURL, to: folder.appendingPathComponent(stem + "/before.png"))
            return cell
        }
        let result = diff.compare(before, after)
        guard result.sizeChanged || result.differentPixels > pixelThreshold else {
            return Cell(image: entry.image, label: entry.label, status: .unchanged)
        }
        cell.differentPixels = result.differentPixels
        cell.antialiasedPixels = result.antialiasedPixels
        if result.sizeChanged { cell.note = "size changed from \(before.width) × \(before.height) to \(after.width) × \(after.height) pixels" }
        // Copies rather than references to the two galleries' files: the folder stays whole when uploaded
        // or moved, and the base folder may be gone by the time someone reviews.
        try copy(beforeURL, to: folder.appendingPathComponent(stem + "/before.png"))
        try copy(afterURL, to: folder.appendingPathComponent(stem + "/after.png"))
        cell.diff = stem + "/diff.png"
        try result.diffImage.pngData().write(to: folder.appendingPathComponent(stem + "/diff.png"), options: .atomic)
        return cell
    }

    /// "diffs/images/…/large-light" for "images/…/large-light.png".
    private static func stem(_ image: String) -> String {
        folderName + "/" + (image.hasSuffix(".png") ? String(image.dropLast(4)) : image)
    }

    private static func copy(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? manager.removeItem(at: destination)
        try manager.copyItem(at: source, to: destination)
    }

    /// "3 of 120 cells changed, 1 added, 0 removed (compared with base/):" and a line per cell, at most
    /// `limit` of them.
    public func summary(limit: Int = 20) -> String {
        var lines = ["\(changed.count) of \(cellCount) cells changed, \(added.count) added, \(removed.count) removed (compared with \(base))"
                     + (cells.isEmpty ? "." : ":")]
        for cell in cells.prefix(limit) {
            var line = "  \(cell.status.rawValue.uppercased()) \(cell.label)"
            if let pixels = cell.differentPixels { line += " — \(pixels) pixel\(pixels == 1 ? "" : "s")" }
            if let note = cell.note { line += " (\(note))" }
            if let diff = cell.diff { line += " → \(diff)" }
            lines.append(line)
        }
        if cells.count > limit { lines.append("  … and \(cells.count - limit) more (comparison.json lists them all)") }
        return lines.joined(separator: "\n")
    }
}
