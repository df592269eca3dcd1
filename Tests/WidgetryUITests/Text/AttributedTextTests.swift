import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `Text(AttributedString)` with SwiftUI's attributes, as widgets style part of a line (a price in colour, a struck-out
/// old value): each run keeps its own font, colour and lines.
@Suite struct AttributedTextTests {
    @Test("Each run of an attributed string keeps its SwiftUI font, colour, strikethrough and kerning")
    func runsKeepTheirAttributes() throws {
        var price = AttributedString("$42 ")
        price.font = .headline
        price.foregroundColor = .green
        var old = AttributedString("$50")
        old.strikethroughStyle = .single
        old.kern = 2
        let result = layout(Text(price + old))
        let runs = result.texts[0].text.text.runs
        #expect(runs.map(\.text) == ["$42 ", "$50"])
        #expect(runs[0].font.size == 17 && runs[0].font.weight == 600)   // headline at Large: 17 pt semibold (HIG)
        #expect(runs[0].color == SystemColor.green.resolve(.light))
        #expect(!runs[0].strikethrough && runs[1].strikethrough)
        #expect(runs[1].tracking == 2)
        #expect(result.texts[0].text.string == "$42 $50")
    }

    @Test("Markdown's runs draw as SwiftUI draws them: strong bold, emphasis italic, strikethrough, a link in the tint")
    func markdownRuns() throws {
        let runs = layout(Text(try AttributedString(markdown: "Due **today** _soon_ ~~never~~ [open](https://example.com)"))).texts[0].text.text.runs
        #expect(runs.map(\.text) == ["Due ", "today", " ", "soon", " ", "never", " ", "open"])
        // Body at Large: 17 pt regular (400); bold is 700 (HIG, Typography).
        #expect(runs[0].font.weight == 400 && runs[1].font.weight == 700)
        #expect(!runs[1].font.italic && runs[3].font.italic)
        #expect(runs[5].strikethrough && !runs[3].strikethrough)
        #expect(runs[7].color == SystemColor.blue.resolve(.light) && runs[0].color != runs[7].color)
        // The tint recolours a link; the text's foreground colour does not (SwiftUI: links take the tint).
        let markdown = try AttributedString(markdown: "go [open](https://example.com)")
        #expect(layout(Text(markdown).tint(.orange)).texts[0].text.text.runs[1].color == Color.orange.resolve(in: EnvironmentValues()))
        let green = layout(Text(markdown).foregroundColor(.green)).texts[0].text.text.runs
        #expect(green[0].color == Color.green.resolve(in: EnvironmentValues()) && green[1].color == SystemColor.blue.resolve(.light))
    }

    @Test("Text.monospaced() and a markdown code span draw in the font's monospaced design, at its size")
    func monospacedText() throws {
        let plain = layout(Text("v2")).texts[0].text.text.runs[0].font
        let mono = layout(Text("v2").monospaced()).texts[0].text.text.runs[0].font
        #expect(mono.family != plain.family && mono.size == plain.size)
        #expect(layout(Text("v2").monospaced(false)).texts[0].text.text.runs[0].font == plain)
        // Text.fontDesign(_:) returns Text (iOS 16.1), so a text built of styled runs keeps its type.
        let designed: Text = Text("v2").fontDesign(.monospaced)
        #expect(layout(designed).texts[0].text.text.runs[0].font.family == mono.family)
        // A font with its own design keeps it.
        #expect(layout(Text("v2").font(.system(size: 17, design: .default)).fontDesign(.monospaced)).texts[0].text.text.runs[0].font.family == plain.family)
        #expect(layout(Text("v2").fontWidth(.condensed)).texts[0].text.text.runs[0].font == plain)
        let code = layout(Text(try AttributedString(markdown: "run `v2`"))).texts[0].text.text.runs
        #expect(code.map(\.text) == ["run ", "v2"] && code[1].font.family == mono.family && code[0].font.family == plain.family)
        // A localized key's code span too (`Text("Run `make`")`), at the text's own size.
        let key = layout(Text("Run `make` now")).texts[0].text.text.runs
        #expect(key.map(\.text) == ["Run ", "make", " now"] && key[1].font.family == mono.family && key[1].font.size == plain.size
                && key[0].font.family == plain.family)
    }

    @Test("A localized key's inline markdown draws as SwiftUI draws it; Text(verbatim:) and a String show the markers")
    func markdownInLocalizedText() throws {
        let count = 3
        let runs = layout(Text("**\(count)** tasks due _today_")).texts[0].text.text.runs
        #expect(runs.map(\.text) == ["3", " tasks due ", "today"])
        // Body at Large: 17 pt regular (400); bold 700 (HIG, Typography).
        #expect(runs[0].font.weight == 700 && runs[1].font.weight == 400 && runs[2].font.italic)
        // The text measured and reported is without the markers.
        #expect(layout(Text("**\(count)** tasks")).texts[0].text.string == "3 tasks")
        #expect(layout(Text(verbatim: "**3** tasks")).texts[0].text.string == "**3** tasks")
        let plain: String = "**3** tasks"
        #expect(layout(Text(plain)).texts[0].text.string == "**3** tasks")
        // Unmatched markers are text: a multiplication stays as written.
        #expect(layout(Text("2 * 3 = 6")).texts[0].text.text.runs.map(\.text) == ["2 * 3 = 6"])
        // A link is drawn in the tint.
        let link = layout(Text("[Open](https://example.com) app").tint(.orange)).texts[0].text.text.runs
        #expect(link[0].color == Color.orange.resolve(in: EnvironmentValues()) && link[1].color != link[0].color)
    }

    @Test("Attributes set through a container, and a plain attributed string, draw as Text(verbatim:) does")
    func containersAndPlainStrings() {
        var container = AttributeContainer()
        container.foregroundColor = .red
        let warning = AttributedString("Low battery", attributes: container)
        #expect(layout(Text(warning)).texts[0].text.text.runs[0].color == SystemColor.red.resolve(.light))
        let plain = layout(Text(AttributedString("Plain")))
        let verbatim = layout(Text(verbatim: "Plain"))
        #expect(plain.texts[0].element.frame == verbatim.texts[0].element.frame)
    }
}
