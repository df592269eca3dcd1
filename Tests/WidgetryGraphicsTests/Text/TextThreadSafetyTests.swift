import Foundation
import Synchronization
import Testing
import WidgetryGraphics

/// Text laid out and drawn on many threads at once, as a check's cells are, while fonts are added.
///
/// Before every use of Pango and Cairo text was serialised (`PangoEngine.withCurrent`), this test failed in 3 of
/// 4 runs on Cairo 1.16: once a crash inside Cairo (as took down a fresh clone's whole parallel test run), twice
/// pictures that differed from the single-threaded ones — garbled glyphs, which a check would have read as its
/// findings. With one font and size the same workload never failed, which points at Cairo's glyph cache shared
/// between all fonts.
@Suite("Text on many threads")
struct TextThreadSafetyTests {
    /// Enough distinct fonts that Cairo's shared cache of 512 glyph pages overflows: 24 sizes × 6 weights × 2
    /// slants = 288 fonts, drawn at 2x or 3x, each with several pages of glyphs.
    static let lists: [(DisplayList, CGFloat)] = {
        let words = ["Harbourfront", "Grüße", "東京", "9:41", "Ελληνικά", "Монстера", "+4 min", "Departures"]
        var lists: [(DisplayList, CGFloat)] = []
        for size in 10..<34 {
            for (index, weight) in [100, 300, 400, 500, 600, 700].enumerated() {
                for italic in [false, true] {
                    // Every word in every font: more glyphs, so more of the shared cache's pages.
                    let text = AttributedText(words.joined(separator: " "), font: FontSpec(size: CGFloat(size), weight: weight, italic: italic))
                    let list = DisplayList(size: CGSize(width: 200, height: 120), background: .white, commands: [
                        .text(text, TextLayoutOptions(width: 190), CGRect(x: 5, y: 5, width: 190, height: 110)),
                    ])
                    lists.append((list, CGFloat(2 + (size + index) % 2)))
                }
            }
        }
        return lists
    }()

    @Test("Eight threads drawing text in 288 fonts, while font folders are added, draw what one thread draws")
    func concurrentDrawing() throws {
        let lists = Self.lists
        let expected = lists.map { DisplayListRenderer.rasterize($0.0, scale: $0.1) }
        let mismatches = Mutex<[Int]>([])
        let group = DispatchGroup()
        for thread in 0..<8 {
            group.enter()
            Thread {
                // Each thread starts elsewhere in the list, so different fonts are in use at the same moment.
                for step in 0..<lists.count {
                    let index = (step + thread * lists.count / 8) % lists.count
                    let image = DisplayListRenderer.rasterize(lists[index].0, scale: lists[index].1)
                    // Measuring, too, goes through Cairo's fonts while others draw.
                    _ = TextMeasurer(cacheCapacity: 0).measure(AttributedText("Grüße \(step)", font: FontSpec(size: CGFloat(10 + step % 24))),
                                                               options: TextLayoutOptions(width: 120))
                    if image != expected[index] { mismatches.withLock { $0.append(index) } }
                }
                group.leave()
            }.start()
        }
        // Empty folders: fonts are added (new font maps on every thread) without changing what text looks like.
        var folders: [URL] = []
        defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
        for _ in 0..<60 {
            let folder = try makeTemporaryDirectory()
            folders.append(folder)
            try FontLibrary.addFontDirectory(folder)
            usleep(1_000)
        }
        group.wait()
        #expect(mismatches.withLock { $0 }.isEmpty)
    }
}
