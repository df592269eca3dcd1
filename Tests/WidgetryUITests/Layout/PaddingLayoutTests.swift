import Foundation
import Testing
@testable import WidgetryUI

/// Negative padding, as SwiftUI lays it out (issue 30's corpus: Apple's Landmarks badge draws its symbol with
/// `.padding(-60)`, and the iOS render shows the symbol that much larger than Widgetry drew it when it clamped to 0).
@Suite struct PaddingLayoutTests {
    @Test("Negative padding offers the content more room than the padded view takes; the content overhangs it")
    func negativeInsets() {
        // A flexible colour offered 100 × 100 through padding(-20) is offered 140 × 140 and takes it; the padded view
        // is 140 − 40 = 100, and the colour overhangs it by 20 on each side.
        let result = layout(Color.red.padding(-20).frame(width: 100, height: 100))
        let color = result.frame("Color")
        #expect(color.width == 140 && color.height == 140)
        let padded = result.root.frame
        #expect(abs(color.minX - (padded.minX - 20)) < 0.001 && abs(color.maxY - (padded.maxY + 20)) < 0.001, "\(color) in \(padded)")
        #expect(result.findings.isEmpty, "negative padding is not an error: \(result.findings.map(\.message))")
    }

    @Test("A fixed-size view under negative padding keeps its size; the padded view shrinks by the insets")
    func fixedContent() {
        let size = LayoutEngine.size(of: Color.red.frame(width: 60, height: 40).padding(.horizontal, -10),
                                     proposal: ProposedViewSize(width: 200, height: 200))
        #expect(size == CGSize(width: 40, height: 40))
        // More negative than the content is wide: the padded view is empty, never negative.
        let empty = LayoutEngine.size(of: Color.red.frame(width: 10, height: 10).padding(-20), proposal: .unspecified)
        #expect(empty == .zero)
    }

    @Test("NaN and infinite padding are still reported, and the default padding is used")
    func invalid() {
        let result = layout(Text("Gate").padding(.nan))
        #expect(result.findings.contains { $0.kind == .invalidLength })
    }
}
