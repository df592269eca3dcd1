import Foundation
import Testing
@testable import WidgetryServer

/// The page in a real browser: headless Chromium driven through chromedriver loads it, moves the text
/// size slider with the keyboard, and sees the image and the diagnostics list change. A screenshot is
/// kept in `.build/test-artifacts/preview-browser.png`.
@Suite(.serialized) struct BrowserTests {
    /// What the page shows: the image URL and the diagnostics list.
    struct Shown: Equatable {
        var src: String
        var size: String
        var count: Int
        var text: String
    }

    static func shown(_ driver: WebDriver) async throws -> Shown? {
        let value = try await driver.script("""
            const img = document.getElementById('preview'), list = document.getElementById('diagnostics');
            if (!img.src || !img.complete || img.naturalWidth === 0 || !list.dataset.size) return null;
            return [img.src, list.dataset.size, +list.dataset.count, list.innerText];
            """)
        guard let array = value as? [Any], array.count == 4 else { return nil }
        return Shown(src: array[0] as? String ?? "", size: array[1] as? String ?? "", count: (array[2] as? NSNumber)?.intValue ?? -1,
                     text: array[3] as? String ?? "")
    }

    /// Waits until the page shows something satisfying `condition`.
    static func wait(_ driver: WebDriver, until condition: (Shown) -> Bool) async throws -> Shown {
        var last: Shown?
        for _ in 0..<200 {
            if let shown = try await shown(driver) {
                last = shown
                if condition(shown) { return shown }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw FixtureError("the page did not reach the expected state; last seen: \(String(describing: last))")
    }

    @Test func movingTheTextSizeSliderChangesTheImageAndDiagnostics() async throws {
        let driver = try await WebDriver()
        do {
            try await ServerFixture.live(ServerFixture.server()) { client in
                let port = try #require(client.port)
                // The fixed-row sample is clean at the default size and broken at accessibility sizes.
                try await driver.open("http://127.0.0.1:\(port)/#widget=DayEventsFixedRows&family=systemMedium&size=large")
                let before = try await Self.wait(driver) { $0.size == "large" }
                #expect(before.src.contains("size=large"))

                let slider = try await driver.element("#size")
                try await driver.click(slider)
                // Eight right-arrow presses: large → accessibility5 (the click may also move it; the end is clamped).
                try await driver.type(String(repeating: "\u{E014}", count: 8), into: slider)
                let after = try await Self.wait(driver) { $0.size == "accessibility5" }
                #expect(after.src != before.src)
                #expect(after.src.contains("size=accessibility5"))
                #expect(after.count > before.count, "more problems at AX5: \(before.count) → \(after.count)")
                #expect(after.text != before.text)

                // The outlines are drawn on the image.
                let outlines = try await driver.script("return document.querySelectorAll('#frame .mark.error, #frame .mark.warning').length")
                #expect(((outlines as? NSNumber)?.intValue ?? 0) > 0)

                let shot = try await driver.screenshot()
                try shot.write(to: ServerFixture.artifacts.appendingPathComponent("preview-browser.png"))
                try shot.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-preview-browser.png"))
                #expect(shot.count > 10_000)

                // The whole-matrix view: each problem links to its cell, and following a link sets the controls.
                try await driver.click(try await driver.element("#checkButton"))
                var links = 0
                for _ in 0..<300 where links == 0 {
                    try await Task.sleep(for: .milliseconds(100))
                    links = (try await driver.script("return document.querySelectorAll('#matrix .cells a').length") as? NSNumber)?.intValue ?? 0
                }
                #expect(links > 0)
                // Follow the last link (the largest size listed for the first problem).
                let label = try await driver.script("""
                    const links = [...document.querySelector('#matrix .problem .cells').querySelectorAll('a')];
                    const a = links[links.length - 1]; a.click(); return a.textContent;
                    """) as? String ?? ""
                let parts = label.components(separatedBy: " · ")
                #expect(parts.count == 2, "cell link label: \(label)")
                let followed = try await Self.wait(driver) { $0.size == parts.first && $0.src.contains("appearance=\(parts.last ?? "")") }
                let sliderValue = try await driver.script("return document.getElementById('size').value") as? String
                let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                             "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
                #expect(sliderValue == sizes.firstIndex(of: followed.size).map(String.init))
            }
        } catch {
            await driver.quit()
            throw error
        }
        await driver.quit()
    }
}
