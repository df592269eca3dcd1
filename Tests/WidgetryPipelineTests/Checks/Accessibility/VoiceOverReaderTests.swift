import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

@Suite("VoiceOver reading")
struct VoiceOverReaderTests {
    func read(_ view: some View) throws -> [VoiceOverElement] {
        let layout = try WidgetRenderer.layout(AnyView(view), cell: WidgetCell(family: .systemMedium), options: WidgetOptions(), assets: AssetCatalog())
        return VoiceOverReader.elements(in: layout)
    }

    @Test("Texts and images are elements in the tree's order; hidden, decorative and zero-opacity views are skipped")
    func leaves() throws {
        let read = try read(VStack {
            Text("Title")
            Image(systemName: "star")
            Image(systemName: "moon").accessibilityHidden(true)
            Image(decorative: "photo")
            Text("Gone").opacity(0)
            Text("Last")
        })
        #expect(read.map(\.spoken) == ["Title", "star, image", "Last"])
        #expect(read[1].unlabeledImages == ["star"])
    }

    @Test("A label replaces what is read; the modifier nearest the view wins")
    func labels() throws {
        let read = try read(VStack {
            Image(systemName: "star").accessibilityLabel("Favourite")
            Text("A").accessibilityLabel("Inner").accessibilityLabel("Outer")
            Text("42").accessibilityValue("forty-two").accessibilityAddTraits(.isHeader)
        })
        #expect(read.map(\.label) == ["Favourite", "Inner", "42"])
        #expect(read[0].unlabeledImages.isEmpty)
        #expect(read[2].value == "forty-two" && read[2].traits == ["header", "staticText"])
    }

    @Test("Text's own accessibility modifiers return Text, inside a + chain too, and VoiceOver reads what they set")
    func textModifiers() throws {
        // `Text + Text` only compiles if each part is still a Text after its modifiers.
        let rating: Text = Text("★★★").accessibilityLabel("Three stars").speechSpellsOutCharacters(false) + Text(" (12)")
        let title: Text = Text("Today").font(.headline).accessibilityHeading(.h2).accessibilityTextContentType(.narrative)
        let read = try read(VStack {
            Text("★★★★").accessibilityLabel(Text("Four stars"))
            title
            rating
            Text("Notes").accessibilityHeading(.h3).foregroundColor(.secondary)
        })
        #expect(read.map(\.label) == ["Four stars", "Today", "★★★ (12)", "Notes"])
        #expect(read[1].traits == ["header", "staticText"])
        #expect(read[3].traits == ["header", "staticText"])
        #expect(read[2].traits == ["staticText"])
    }

    @Test("iOS 13's accessibility(label:value:hidden:addTraits:) forms read as their newer names do")
    func olderModifierNames() throws {
        let read = try read(VStack {
            Text("$12.50").accessibility(label: Text("Card balance")).accessibility(value: Text("twelve fifty"))
                .accessibility(addTraits: .isButton).accessibility(identifier: "card")
            Image(systemName: "moon").accessibility(hidden: true)
            Text("Last").accessibility(sortPriority: 0)
        })
        #expect(read.map(\.label) == ["Card balance", "Last"])
        #expect(read[0].value == "twelve fifty" && read[0].traits.contains("button"))
    }

    @Test("combine joins the children's words; ignore reads only the view's own label; a Label reads its title")
    func grouping() throws {
        let read = try read(VStack {
            HStack { Image(systemName: "drop"); Text("Rain"); Text("80%") }.accessibilityElement(children: .combine)
            HStack { Text("x"); Text("y") }.accessibilityElement(children: .ignore).accessibilityLabel("Coordinates")
            Label("Home", systemImage: "house")
        })
        #expect(read.map(\.label) == ["Rain, 80%", "Coordinates", "Home"])
    }

    @Test("Sort priority reorders siblings, higher first, the rest keeping their order")
    func sortPriority() throws {
        let read = try read(VStack {
            Text("first")
            Text("second")
            Text("read first").accessibilitySortPriority(1)
        })
        #expect(read.map(\.label) == ["read first", "first", "second"])
    }

    @Test("An icon-only button is one element read by its image name; with a label, by the label")
    func buttons() throws {
        let bare = try read(Button(__performing: "LightsIntent") { Image(systemName: "lightbulb") })
        #expect(bare.map(\.spoken) == ["lightbulb, button"] && bare[0].unlabeledImages == ["lightbulb"])
        let labelled = try read(Button(__performing: "LightsIntent") { Image(systemName: "lightbulb") }.accessibilityLabel("Lights"))
        #expect(labelled.map(\.spoken) == ["Lights, button"] && labelled[0].unlabeledImages.isEmpty)
        let worded = try read(Button(__performing: "LightsIntent") { HStack { Image(systemName: "lightbulb"); Text("Lights") } })
        #expect(worded.map(\.spoken) == ["Lights, button"])
    }

    @Test("The checks: an unlabeled image, a repeated label, and an overlay read after what it sits above")
    func checks() throws {
        let elements = try read(VStack(alignment: .leading) {
            Image(systemName: "star")
            Text("Switch")
            Text("Switch")
            Text("Body text that is long enough to lie under the badge")
        }.frame(maxWidth: .infinity, alignment: .leading).overlay(alignment: .topTrailing) { Text("Badge") })
        let kinds = VoiceOverCheck.findings(in: elements).map(\.kind)
        #expect(kinds == [.missingAccessibilityLabel, .repeatedAccessibilityLabel, .readingOrderMismatch])
        // Side-by-side columns are read one after the other: no finding.
        let columns = try read(HStack(alignment: .top) {
            VStack { Text("Left top"); Text("Left bottom") }
            VStack { Text("Right top"); Text("Right bottom") }
        })
        #expect(VoiceOverCheck.findings(in: columns).isEmpty)
    }
}
