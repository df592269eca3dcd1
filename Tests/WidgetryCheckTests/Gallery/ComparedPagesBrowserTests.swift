import Foundation
import Testing
import WidgetryCheck

/// The pages of a compared gallery in headless Chromium (as `GalleryBrowserTests`), from disk: their scripts
/// run to the end, badges show, and a `#cell=` address opens the viewer with before, after and difference.
@Suite struct ComparedPagesBrowserTests {
    @Test("Compared index and matrix pages run in Chromium; an address opens a changed cell's viewer")
    func comparedPages() throws {
        let browser = try HeadlessChromium()
        let base = try GalleryFixtures.gallery([GreetingBefore.self, Steady.self], named: "base")
        let head = try GalleryFixtures.gallery([GreetingAfter.self, Steady.self], named: "head")
        let comparison = try GalleryComparison.compare(head.manifest, in: head.folder, with: base.folder)
        let changed = try #require(comparison.changed.first)

        let index = try browser.dom(head.folder.appendingPathComponent("index.html").absoluteString)
        #expect(index.contains("data-ready=\"1\""), "the index page's script did not finish: \(index.prefix(300))")
        #expect(!index.contains("data-failed"))
        #expect(index.contains("<span class=\"badge changed\">changed</span>"))

        let address = head.folder.appendingPathComponent("matrix.html").absoluteString + "#cell=" + changed.image
        let matrix = try browser.dom(address)
        #expect(matrix.contains("data-ready=\"1\""), "the matrix page's script did not finish: \(matrix.prefix(300))")
        #expect(matrix.contains("id=\"viewer\""))
        for view in ["After", "Before", "Difference"] { #expect(matrix.contains(">\(view)</button>")) }
        #expect(matrix.contains("pixels differ"))
    }
}
