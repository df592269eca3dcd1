import Foundation
import Testing
@testable import WidgetryUI

@Suite struct FontTests {
    @Test("Small capitals are accepted and drawn in the letters' own case: the stand-in font has none")
    func smallCapsAccepted() {
        // Inter has no `smcp`/`c2sc` feature, so each variant measures as the plain font does (docs/compatibility.md).
        let plain = layout(Text("Line A · Northbound").font(.caption).fixedSize()).texts[0].element.frame
        for font in [Font.caption.smallCaps(), .caption.lowercaseSmallCaps(), .caption.uppercaseSmallCaps()] {
            #expect(layout(Text("Line A · Northbound").font(font).fixedSize()).texts[0].element.frame == plain)
        }
    }
}
