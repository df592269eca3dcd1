import Foundation
import Testing
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetrySamples
import WidgetryUI
@testable import WidgetryServer

/// `serve --watch` reloads assets by giving every widget a new catalog, not by copying folders: after each
/// edit the old catalog's decoded images are freed, so memory stays flat however long a session runs.
@Suite(.serialized) struct WatchMemoryTests {
    /// Resident memory of this process, in bytes (`/proc/self/statm`, second field, in pages).
    private static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    /// A 1,024 × 1,024 image of one colour as PNG: 4 MiB once decoded (RGBA), a few kilobytes as a file.
    private static func png(shade: UInt8) throws -> Data {
        let value = shade
        let pixels = [UInt8](unsafeUninitializedCapacity: 1024 * 1024 * 4) { buffer, count in
            for index in stride(from: 0, to: 1024 * 1024 * 4, by: 4) {
                buffer[index] = value; buffer[index + 1] = 255 &- value; buffer[index + 2] = 128; buffer[index + 3] = 255
            }
            count = 1024 * 1024 * 4
        }
        return try RasterImage(width: 1024, height: 1024, rgba: pixels).pngData()
    }

    @Test("100 edits of a watched image: each reload frees the last catalog's images and memory stays flat")
    func memoryStaysFlatAcrossEdits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-watch-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("wallet-background.png")
        let live = LiveCatalog(catalog: WidgetCatalog([RegisteredWidget(WalletShortcutsWidget.self)]), watchedDirectory: folder)
        let cell = WidgetCell(family: .systemMedium)

        // Two versions of the file, written alternately: each edit changes it, and encoding stays out of the loop.
        let versions = [try Self.png(shade: 40), try Self.png(shade: 200)]
        weak var previousStore: ImageStore?
        var baseline = 0
        for edit in 0..<100 {
            try versions[edit % 2].write(to: image, options: .atomic)
            live.assetsChanged()
            let widget = live.current.catalog.widgets[0]
            // Whatever the last render held is gone once the catalog that owned it was replaced.
            #expect(previousStore == nil, "edit \(edit): the previous catalog's images are still alive")
            let rendered = CellPipeline().render(widget, in: cell, output: .drawing)
            #expect(!rendered.findings.contains { $0.kind == .missingImage || $0.kind == .unreadableImage })
            let list = try #require(rendered.displayList)
            _ = DisplayListRenderer.rasterize(list, scale: 1, images: rendered.assets.images)
            #expect(rendered.assets.images.count == 1)
            previousStore = rendered.assets.images
            if edit == 9 { baseline = Self.residentBytes() }
        }
        // Kept images would add 4 MiB per edit: 360 MiB over the last 90. The bound is a third of that,
        // because other suites allocate in this process at the same time.
        let growth = Self.residentBytes() - baseline
        #expect(growth < 120 * 1024 * 1024, "resident memory grew by \(growth / 1_048_576) MiB over 90 edits")
    }
}
