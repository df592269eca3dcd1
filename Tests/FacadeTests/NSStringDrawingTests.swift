import Foundation
import Testing
import UIKit

/// Text measured in app code, as a rolling-number view sizes its digit columns: `NSString.size(withAttributes:)`.
@Suite struct NSStringDrawingTests {
    static let digits = UIFont.monospacedDigitSystemFont(ofSize: 22, weight: .bold)

    @Test("Tabular digits: two digits are twice one digit's width; the height is the font's line, not the glyphs'")
    func digitColumns() {
        let one = ("0" as NSString).size(withAttributes: [.font: Self.digits])
        let two = ("00" as NSString).size(withAttributes: [.font: Self.digits])
        // Pango places glyphs on hinted (whole-unit) advances, so a pair may differ from twice one by under a point.
        #expect(one.width > 0 && abs(two.width - 2 * one.width) < 1, "\(one) \(two)")
        // Monospaced digits: every digit has the same advance.
        #expect(abs(("8" as NSString).size(withAttributes: [.font: Self.digits]).width - one.width) < 0.01)
        // A line of digits is as tall as a line of any text in the font.
        #expect(abs("8".size(withAttributes: [.font: Self.digits]).height - "g".size(withAttributes: [.font: Self.digits]).height) < 0.01)
    }

    @Test("Line heights scale with the font; kerning widens; no font is UIKit's 12-point default")
    func scalingKerningDefault() {
        let small = "Solar".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let large = "Solar".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        // The line height scales linearly with the point size (1 % for the font's rounded metrics); widths grow, though not
        // exactly twofold: Pango hints advances to whole units at each size.
        #expect(abs(large.height / small.height - 2) < 0.02 && large.width > 1.5 * small.width, "\(small) \(large)")
        #expect("Solar".size(withAttributes: nil) == small)
        #expect("Solar".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12), .kern: 2.0]).width > small.width + 4)
    }

    @Test("A struck-through attributed string carries UIKit's key and style; measuring reads only font, colour and kerning")
    func strikethroughHelper() {
        // A `strikeThrough()` helper as shared string extensions write it.
        let text = NSMutableAttributedString(string: "Buy milk")
        text.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: NSMakeRange(0, text.length))
        let style = text.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) as? Int
        #expect(style == NSUnderlineStyle.single.rawValue)
        // NSAttributedString.h's values: single 0x01, a dotted single line 0x0101.
        #expect(NSUnderlineStyle([.single, .patternDot]).rawValue == 0x0101)
        #expect("Buy milk".size(withAttributes: [.strikethroughStyle: 1]) == "Buy milk".size(withAttributes: nil))
    }

    @Test("boundingRect wraps at the width with .usesLineFragmentOrigin; without it one line, its origin at the baseline")
    func boundingRectWraps() {
        let font = UIFont.systemFont(ofSize: 15)
        let text = "A label that needs more than one line at this width"
        let oneLine = text.size(withAttributes: [.font: font])
        let wrapped = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading],
                                        attributes: [.font: font], context: nil)
        // Wider than 120 pt on one line, so wrapped it is at most 120 wide and several lines of one line's height tall.
        #expect(oneLine.width > 120 && wrapped.width <= 120 && wrapped.height >= 2 * oneLine.height - 0.5 && wrapped.origin == .zero)
        let single = (text as NSString).boundingRect(with: CGSize(width: 120, height: 100), options: [], attributes: [.font: font], context: NSStringDrawingContext())
        #expect(single.width == oneLine.width && single.height == oneLine.height && single.minY < 0)
    }
}
