import Foundation
import Testing
@testable import WidgetryGraphics

/// The system font's stand-in measures like SF Pro on iOS. Expected widths are what iOS reports for
/// `UIFont.systemFont` in public unit tests (listed in docs/fidelity.md, "Text metrics"); heights follow from
/// SF Pro's vertical metrics.
@Suite("System font measured like SF Pro")
struct SystemFontMetricsTests {
    @Test("Apple's tracking table: listed sizes exactly, sizes between interpolated, ends held")
    func trackingTable() {
        // HIG Typography › Tracking values (SF Pro, iOS): 11 pt +0.06, 12 pt 0, 17 pt −0.43, 28 pt +0.38.
        #expect(SystemFontMetrics.tracking(atSize: 11) == 0.06)
        #expect(SystemFontMetrics.tracking(atSize: 12) == 0)
        #expect(SystemFontMetrics.tracking(atSize: 17) == -0.43)
        #expect(SystemFontMetrics.tracking(atSize: 28) == 0.38)
        // Halfway between 16 pt (−0.31) and 17 pt (−0.43).
        #expect(abs(SystemFontMetrics.tracking(atSize: 16.5) - -0.37) < 1e-9)
        // Outside 6...96 the table's end values hold; a non-finite size has none.
        #expect(SystemFontMetrics.tracking(atSize: 2) == 0.24)
        #expect(SystemFontMetrics.tracking(atSize: 200) == 0)
        #expect(SystemFontMetrics.tracking(atSize: .nan) == 0)
    }

    @Test("A line of 17 pt text is as tall as UIFont.systemFont(ofSize: 17).lineHeight")
    func lineHeightLikeSFPro() {
        // (1950 + 494) / 2048 × 17 = 20.287109375, the lineHeight iOS reports.
        let height = measure("This is a test string", font: inter(17)).size.height
        #expect(abs(height - 20.287109375) < 0.05)
        // Two lines are twice as tall (no extra leading, as in UIKit with the default paragraph style).
        let two = measure("This is a\ntest string", font: inter(17)).size.height
        #expect(abs(two - 2 * 20.287109375) < 0.1)
        // At 34 pt (Large Title): 2444 / 2048 × 34 = 40.57 pt.
        #expect(abs(measure("Title", font: inter(34)).size.height - 40.57421875) < 0.05)
    }

    @Test("Widths iOS reports for the system font, within 1.5 % (2 % for two letters)")
    func widthsLikeSFPro() {
        // "This is a test string", systemFont(ofSize: 17): 144.09326171875 pt on iOS.
        let body = naturalWidth("This is a test string", font: inter(17))
        #expect(abs(body / 144.09326171875 - 1) < 0.015, "17 pt line is \(body) pt")
        // "shorttexts", systemFont(ofSize: 14): 66 pt (asserted to ±0.5 on iOS).
        let fourteen = naturalWidth("shorttexts", font: inter(14))
        #expect(abs(fourteen / 66 - 1) < 0.015, "14 pt line is \(fourteen) pt")
        // "aa", boldSystemFont(ofSize: 30): floor(width) is 33 on iOS, so 33 ≤ width < 34. Within 2 % of 33.5, because
        // Core Text may count the tracking after the last character (+0.40 pt here), which a Pango line leaves off.
        // The Text cut would give 35.2 pt (+5 %): at 30 pt the Display optical size stands in.
        let bold = naturalWidth("aa", font: inter(30, weight: 700))
        #expect(abs(bold / 33.5 - 1) < 0.02, "bold 30 pt \"aa\" is \(bold) pt")
        // "string", boldSystemFont(ofSize: 16): 45 pt, a width rounded up on iOS, so 44 < width ≤ 45.
        let sixteen = naturalWidth("string", font: inter(16, weight: 700))
        #expect(abs(sixteen / 44.5 - 1) < 0.015, "bold 16 pt \"string\" is \(sixteen) pt")
    }

    @Test("Without SF Pro's tracking, the 17 pt line would be more than 5 % too wide")
    func trackingMatters() {
        // The same run with the table's tracking taken back out (tracking adds to the font's own).
        let string = "This is a test string"
        let untracked = uncachedMeasurer.measure(
            AttributedText(runs: [TextRun(string, font: inter(17), tracking: 0.43)]), options: TextLayoutOptions()
        ).size.width
        #expect(untracked / 144.09326171875 > 1.05)
    }

    @Test("Other families keep their own spacing and line height")
    func otherFamiliesUntouched() {
        let noto = FontSpec(family: "Noto Sans", size: 17)
        guard FontLibrary.isFamilyAvailable("Noto Sans") else { return }
        let height = measure("Hg", font: noto).size.height
        // Noto Sans's own line (ascender 1069 + descender 293 per 1000) is 23.15 pt at 17 pt, not SF Pro's 20.29.
        #expect(height > 22)
    }

    /// The ink width, in points, of `string` drawn on one line at 3x (the scale of the iOS renders it is compared with).
    private func inkWidth(_ string: String, font: FontSpec) throws -> CGFloat {
        let list = DisplayList(size: CGSize(width: 400, height: 60), background: nil, commands: [
            .text(AttributedText(string, font: font, color: .black), TextLayoutOptions(), CGRect(x: 10, y: 5, width: 380, height: 50)),
        ])
        let image = try RasterImage.decodePNG(DisplayListRenderer.render(list, format: .png, scale: 3))
        let ink = try #require(inkBounds(of: image, threshold: 40))
        return CGFloat(ink.maxX - ink.minX + 1) / 3
    }

    @Test("Heavy text is as wide as SF Pro's: title (28 pt) heavy lines of issue 30's iOS 26 renders within 2 %")
    func heavyWidths() throws {
        // Vault's iOS 26 renders: "Hello" 67.7 pt and "Untitled Item" 173.7 pt of ink in `.title` heavy (28 pt, 800).
        // Without the heavy calibration the stand-in drew 64.7 and 168.0 pt (−4.4 %, −3.3 %).
        for (string, iOS) in [("Hello", 67.7), ("Untitled Item", 173.7)] {
            let width = try inkWidth(string, font: inter(28, weight: 800))
            #expect(abs(width / iOS - 1) < 0.02, "\(string): \(width) pt, iOS \(iOS)")
        }
        // Bold is left alone: it already measured within 1.3 % (title2 bold "Hello" 1.013).
        #expect(SystemFontMetrics.weightTracking(weight: 700, size: 28) == 0)
    }
}
