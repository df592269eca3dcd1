import Dispatch
import Foundation
import Synchronization
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline

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
        var diagnostics: [Finding]
        var links: [TapArea]
    }

    /// A tap target as the page outlines it on hover.
    struct TapArea: Codable {
        var url: String
        var frame: CGRect
    }

    /// Writes PNGs for `results` (which must carry display lists) and the page; returns the page's URL.
    /// A cell whose image cannot be written is listed on the page with its error; the others are kept.
    @discardableResult
    public func write(_ results: [RenderedCell], report: CheckReport, to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let entries = Mutex([Entry?](repeating: nil, count: results.count))
        let errors = Mutex([String]())
        DispatchQueue.concurrentPerform(iterations: results.count) { index in
            let result = results[index]
            guard let list = result.displayList else { return }
            let key = result.key
            let relative = ["images", Self.slug(key.widget), key.family.rawValue, Self.slug(key.device),
                            "\(key.dynamicTypeSize.argumentName)-\(key.colorScheme.rawValue).png"].joined(separator: "/")
            let url = folder.appendingPathComponent(relative)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try DisplayListRenderer.write(list, to: url, scale: scale, images: result.assets.images)
                entries.withLock {
                    // The tap targets the server and the assertions see: the same map, from the same pipeline.
                    let taps = (result.tapTargets?.targets ?? []).map { TapArea(url: $0.url.absoluteString, frame: $0.rect) }
                    $0[index] = Entry(widget: key.widget, family: key.family.rawValue, device: key.device,
                                      size: key.dynamicTypeSize.argumentName, appearance: key.colorScheme.rawValue, image: relative,
                                      width: Double(list.size.width), height: Double(list.size.height),
                                      diagnostics: result.findings, links: taps)
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
