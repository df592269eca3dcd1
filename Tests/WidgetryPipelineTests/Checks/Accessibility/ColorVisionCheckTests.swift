import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

@Suite struct ColorVisionCheckTests {
    func findings(_ view: some View, context: PresentationContext = .homeScreen) -> [Finding] {
        let cell = WidgetCell(family: .systemSmall, context: context)
        return CellPipeline().render(AnyView(view), named: "test", in: cell).findings.filter {
            [.colorOnlyStatus, .lowContrastInColorVision].contains($0.kind)
        }
    }

    static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255), green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    static let blue = Color(red: 0, green: 122 / 255, blue: 1)

    @Test("Two dots, red and green: alike for a deuteranope; red and blue are not")
    func dots() {
        let redGreen = findings(HStack { Circle().fill(Self.red).frame(width: 10, height: 10); Circle().fill(Self.green).frame(width: 10, height: 10) })
        #expect(redGreen.map(\.kind) == [.colorOnlyStatus])
        #expect(redGreen.first?.message.contains("deuteranopia") == true)
        #expect(findings(HStack { Circle().fill(Self.red).frame(width: 10, height: 10); Circle().fill(Self.blue).frame(width: 10, height: 10) }).isEmpty)
        // Different shapes tell the states apart already.
        #expect(findings(HStack { Circle().fill(Self.red).frame(width: 10, height: 10); Rectangle().fill(Self.green).frame(width: 10, height: 10) }).isEmpty)
    }

    @Test("Red text on a dark card: 3.9:1 in full colour, 2.7:1 with protanopia")
    func caption() {
        let card = Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255)
        let found = findings(Text("Alarm off").foregroundStyle(Self.red).padding(4).background(card))
        #expect(found.map(\.kind) == [.lowContrastInColorVision])
        #expect(found.first?.message.contains("3.9:1 in full colour but 2.7:1 with protanopia") == true)
        #expect(findings(Text("Alarm off").foregroundStyle(.white).padding(4).background(card)).isEmpty)
    }

    @Test("Only full-colour contexts: the tinted Home Screen draws everything in two colours anyway")
    func fullColourOnly() {
        #expect(findings(HStack { Circle().fill(Self.red).frame(width: 10, height: 10); Circle().fill(Self.green).frame(width: 10, height: 10) },
                         context: .tinted).isEmpty)
    }
}
