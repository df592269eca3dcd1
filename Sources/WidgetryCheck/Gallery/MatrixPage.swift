import Foundation
import WidgetryFindings

/// `matrix.html`: every cell of the gallery at once, one grid per widget and family — text sizes down,
/// devices × appearances across — each thumbnail outlined in its most severe finding's colour (error red,
/// warning orange, info blue) and badged when a comparison found it changed. A click opens the cell large
/// with its findings and tap targets (``GalleryViewer``).
///
/// The grids are written as HTML rather than built by script, and thumbnails carry `loading="lazy"`, so a
/// matrix of thousands of cells shows at once and fetches only the images scrolled to.
enum MatrixPage {
    /// The page's file name in the gallery folder.
    static let fileName = "matrix.html"

    /// Thumbnails are this fraction of the widget's size in points: a systemLarge widget is 182 px wide, so
    /// six columns (three devices, light and dark) fit a laptop screen.
    static let thumbnailScale = 0.5

    static func html(_ manifest: GalleryManifest, comparison: GalleryComparison?) throws -> String {
        let grouping = GalleryGrouping(manifest.entries)
        let statuses = Dictionary((comparison?.cells ?? []).map { ($0.image, $0.status) }, uniquingKeysWith: { first, _ in first })
        var sections: [String] = []
        for group in grouping.groups {
            let members = group.members.map { ($0, manifest.entries[$0]) }
            // The group's own devices (a family not every device has) and appearances, in the gallery's order.
            let devices = grouping.devices.filter { device in members.contains { $0.1.cell["device"] == device } }
            let appearances = grouping.appearances.filter { appearance in members.contains { $0.1.cell["appearance"] == appearance } }
            let sizes = grouping.sizes.filter { size in members.contains { $0.1.cell["sizeCategory"] == size } }
            var byAxes: [[String]: (Int, GalleryEntry)] = [:]
            for member in members {
                let cell = member.1.cell
                byAxes[[cell["sizeCategory"] ?? "", cell["device"] ?? "", cell["appearance"] ?? ""]] = member
            }
            var rows: [String] = []
            rows.append("<tr><th></th>" + devices.map { "<th colspan=\"\(appearances.count)\">\(GalleryViewer.escape($0))</th>" }.joined() + "</tr>")
            rows.append("<tr><th>text size</th>" + String(repeating: appearances.map { "<th>\(GalleryViewer.escape($0))</th>" }.joined(), count: devices.count) + "</tr>")
            for size in sizes {
                var row = "<tr><th>\(GalleryViewer.escape(size))</th>"
                for device in devices {
                    for appearance in appearances {
                        guard let (index, entry) = byAxes[[size, device, appearance]] else {
                            row += "<td class=\"none\">—</td>"
                            continue
                        }
                        row += cell(index: index, entry: entry, status: statuses[entry.image])
                    }
                }
                rows.append(row + "</tr>")
            }
            let hasChanges = members.contains { statuses[$0.1.image] != nil }
            sections.append("""
            <section class="group" data-changed="\(hasChanges ? 1 : 0)"><h2>\(GalleryViewer.escape(group.label))</h2>
            <table class="matrix">
            \(rows.joined(separator: "\n"))
            </table></section>
            """)
        }
        let removed = (comparison?.cells ?? []).filter { $0.status == .removed }
        if !removed.isEmpty {
            let items = removed.map { "<li class=\"removed\" data-image=\"\(GalleryViewer.escape($0.image))\">\(GalleryViewer.escape($0.label)) <span class=\"badge removed\">removed</span></li>" }
            sections.append("<section class=\"group\" data-changed=\"1\"><h2>Removed</h2><ul>\(items.joined())</ul></section>")
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Widgetry matrix</title>
        <style>
        body { font: 14px -apple-system, "Inter", sans-serif; margin: 24px; background: #f4f4f7; color: #111; }
        h1 { font-size: 22px; } h2 { font-size: 17px; margin: 28px 0 8px; }
        .legend span { display: inline-block; margin-right: 14px; padding-left: 6px; border-left: 4px solid; }
        .legend .error { border-color: #ff3b30; } .legend .warning { border-color: #ff9500; } .legend .info { border-color: #007aff; }
        table.matrix { border-collapse: separate; border-spacing: 6px; }
        table.matrix th { font-size: 12px; font-weight: 600; color: #555; text-align: left; white-space: nowrap; }
        td.cell { position: relative; vertical-align: top; cursor: zoom-in; padding: 0; }
        td.cell img { display: block; border-radius: 8px; background: #fff; }
        td.cell.error img { outline: 3px solid #ff3b30; } td.cell.warning img { outline: 3px solid #ff9500; } td.cell.info img { outline: 3px solid #007aff; }
        td.cell .badge { position: absolute; top: -4px; right: -4px; }
        td.none { color: #aaa; text-align: center; }
        li.removed { cursor: zoom-in; }
        body.changed-only section.group[data-changed="0"] { display: none; }
        body.changed-only td.cell:not(.changed) img { opacity: 0.15; }
        \(GalleryViewer.css)
        </style></head><body>
        <h1>Widgetry matrix</h1>
        <p><a href="\(GalleryPage.fileName)">← Gallery</a> · \(manifest.entries.count) cells. Click a cell to open it.</p>
        \(GalleryViewer.comparisonBanner(comparison))
        <p class="legend">Outlined by the most severe finding: <span class="error">error</span><span class="warning">warning</span><span class="info">info</span></p>
        \(sections.joined(separator: "\n"))
        <script>
        \(try GalleryViewer.data(manifest, comparison: comparison))
        \(GalleryViewer.script)
        for (const td of document.querySelectorAll("td.cell")) td.addEventListener("click", () => openViewer(entries[+td.dataset.index]));
        for (const li of document.querySelectorAll("li.removed")) li.addEventListener("click", () => openByImage(li.dataset.image));
        const changedOnly = document.getElementById("changedOnly");
        if (changedOnly) changedOnly.addEventListener("change", () => document.body.classList.toggle("changed-only", changedOnly.checked));
        openFromAddress();
        document.body.dataset.ready = "1";
        </script></body></html>
        """
    }

    /// One thumbnail: classed by its most severe finding (`error`, `warning`, `info`) and `changed` when the
    /// comparison lists it (`status`).
    private static func cell(index: Int, entry: GalleryEntry, status: GalleryComparison.Status?) -> String {
        var classes = ["cell"]
        if let severity = entry.highestSeverity { classes.append(severity.rawValue) }
        var badge = ""
        if let status {
            classes.append("changed")
            badge = "<span class=\"badge \(status.rawValue)\">\(status.rawValue)</span>"
        }
        let counts = Dictionary(grouping: entry.findings, by: \.severity).mapValues(\.count)
        let title = ([entry.label] + Severity.allCases.reversed().compactMap { severity in
            counts[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
        }).joined(separator: " — ")
        let width = Int((entry.width * thumbnailScale).rounded()), height = Int((entry.height * thumbnailScale).rounded())
        return "<td class=\"\(classes.joined(separator: " "))\" data-index=\"\(index)\" title=\"\(GalleryViewer.escape(title))\">"
            + "<img loading=\"lazy\" src=\"\(GalleryViewer.escape(entry.image))\" width=\"\(width)\" height=\"\(height)\" alt=\"\(GalleryViewer.escape(entry.label))\">"
            + badge + "</td>"
    }
}
