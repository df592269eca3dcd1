import Foundation
import Testing
import WidgetryFindings
import WidgetryPipeline
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// A widget headline that starts with an emoji (an office tracker's 🏢, a gym's 🏋️): iOS shows it on one line in a
/// small widget. Before fontconfig's bitmap-scaling rule was in the render profile, every emoji measured 136 pt wide,
/// so such a line was "truncated" and an emoji-only header was pushed out of the widget (held-out batch 6).
@Suite struct EmojiLayoutTests {
    @Test("Emoji headlines in a small widget are neither truncated nor out of bounds", arguments: ["🏋️", "🏢 3 days", "A🔥"])
    func emojiHeadlineFits(_ text: String) {
        let rendered = CellPipeline().render(AnyView(VStack { Text(text).font(.headline); Text("Mon–Fri") }), named: "emoji",
                                             in: WidgetCell(family: .systemSmall))
        #expect(rendered.findings.filter { [.truncatedText, .outOfBounds, .clippedText].contains($0.kind) }.isEmpty,
                "\(rendered.findings.map(\.message))")
    }
}
