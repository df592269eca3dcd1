import Dispatch
import Foundation
import Synchronization
import WidgetryGraphics
import WidgetryKit

/// Writes a self-contained gallery folder: one PNG per cell and an `index.html` contact sheet that
/// opens from disk (no server, no network): widgets and families in sections, switchable between text
/// sizes, devices and appearances, each problem outlined on its image and listed beside it, tap
/// targets shown on hover.
public struct GalleryWriter: Sendable {
    /// Pixels per point of the gallery images; 2 keeps files small and text sharp.
    public var scale: CGFloat = 2

    public init(scale: CGFloat = 2) { self.scale = scale }

    /// One image of the gallery, as the page's script sees it.
    struct Entry: Codable {
        var widget: String
        var family: String
        var device: String
        var size: String
        var appearance: String
        var image: String
        var width: Double
        var height: Double
        var diagnostics: [Diagnostic]
        var links: [LinkArea]
    }

    /// Writes PNGs for `results` (which must carry display lists) and the page; returns the page's URL.
    /// A cell whose image cannot be written is listed on the page with its error; the others are kept.
    @discardableResult
    public func write(_ results: [CellResult], report: CheckReport, to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entries = Mutex([Entry?](repeating: nil, count: results.count))
        let errors = Mutex([String]())
        DispatchQueue.concurrentPerform(iterations: results.count) { index in
            let result = results[index]
            guard let list = result.displayList else { return }
            let key = result.key
            let relative = ["images", Self.slug(key.widget), key.family, Self.slug(key.device), "\(key.sizeCategory)-\(key.appearance).png"].joined(separator: "/")
            let url = folder.appendingPathComponent(relative)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try DisplayListRenderer.write(list, to: url, scale: scale)
                entries.withLock {
                    $0[index] = Entry(widget: key.widget, family: key.family, device: key.device, size: key.sizeCategory,
                                      appearance: key.appearance, image: relative, width: Double(list.size.width),
                                      height: Double(list.size.height), diagnostics: result.diagnostics, links: result.links)
                }
            } catch {
                errors.withLock { $0.append("\(relative): \(error)") }
            }
        }
        let data = try JSONEncoder().encode(entries.withLock { $0.compactMap { $0 } })
        let summary = report.summary() + errors.withLock { $0.map { "\nIMAGE NOT WRITTEN \($0)" }.joined() }
        let page = GalleryPage.html(entriesJSON: String(decoding: data, as: UTF8.self), summary: summary)
        let index = folder.appendingPathComponent("index.html")
        try Data(page.utf8).write(to: index, options: .atomic)
        return index
    }

    static func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
