import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

@Suite("Hit regions")
struct HitRegionCheckTests {
    /// The plain style draws the label alone, so the tap area is the label's frame (the default bordered
    /// style pads it).
    func findings(_ view: some View, family: WidgetFamily = .systemMedium) throws -> [Finding] {
        let layout = try WidgetRenderer.layout(AnyView(view.buttonStyle(.plain)), cell: WidgetCell(family: family), options: WidgetOptions(), assets: AssetCatalog())
        return HitRegionCheck.findings(in: TapTargetMap(layout: layout, family: family))
    }

    @Test("A button whose label is 30 × 30 pt is under the HIG's 44 × 44 pt; one of 44 × 44 pt is not")
    func smallButton() throws {
        let small = try findings(Button(__performing: "LightsIntent") { Color.blue.frame(width: 30, height: 30) })
        #expect(small.map(\.kind) == [.smallTapTarget])
        #expect(small[0].message.contains("30 × 30 pt") && small[0].message.contains("LightsIntent"))
        #expect(small[0].frame?.size == CGSize(width: 30, height: 30))
        #expect(try findings(Button(__performing: "LightsIntent") { Color.blue.frame(width: 44, height: 44) }).isEmpty)
        // One side short is enough: 60 × 43 pt.
        #expect(try findings(Button(__performing: "LightsIntent") { Color.blue.frame(width: 60, height: 43) }).map(\.kind) == [.smallTapTarget])
    }

    @Test("A frame outside the button does not grow its tap area, as in SwiftUI")
    func frameOutsideButton() throws {
        let found = try findings(Button(__performing: "LightsIntent") { Color.blue.frame(width: 20, height: 20) }.frame(width: 50, height: 50))
        #expect(found.map(\.kind) == [.smallTapTarget])
    }

    @Test("Links count where the family honours them; in systemSmall they are ignoredLink's business")
    func links() throws {
        let view = Link(destination: URL(string: "app://x")!) { Color.red.frame(width: 20, height: 20) }
        #expect(try findings(view, family: .systemMedium).map(\.kind) == [.smallTapTarget])
        #expect(try findings(view, family: .systemSmall).isEmpty)
    }

    @Test("Two controls stacked over each other overlap; side by side, or one inside a link, they do not")
    func overlaps() throws {
        let stacked = try findings(ZStack(alignment: .leading) {
            Button(__performing: "A") { Color.red.frame(width: 60, height: 44) }
            Button(__performing: "B") { Color.blue.frame(width: 60, height: 44) }.padding(.leading, 40)
        })
        #expect(stacked.map(\.kind) == [.overlappingTapTargets])
        // 60 − 40 = 20 pt of the first button's width are under the second.
        #expect(stacked[0].frame?.size == CGSize(width: 20, height: 44))
        #expect(stacked[0].message.contains("performing B covers 20 × 44 pt of Button performing A"))
        let apart = try findings(HStack(spacing: 8) {
            Button(__performing: "A") { Color.red.frame(width: 60, height: 44) }
            Button(__performing: "B") { Color.blue.frame(width: 60, height: 44) }
        })
        #expect(apart.isEmpty)
        let nested = try findings(Link(destination: URL(string: "app://x")!) {
            HStack { Button(__performing: "A") { Color.red.frame(width: 60, height: 44) }; Color.gray.frame(width: 60, height: 44) }
        })
        #expect(nested.isEmpty)
    }

    @Test("The widgetURL area is the whole widget: never too small, except the system-sized inline line, which is exempt")
    func widgetURL() throws {
        let view = Text("Hi").widgetURL(URL(string: "app://x")!)
        #expect(try findings(view, family: .systemSmall).isEmpty)
        #expect(try findings(view, family: .accessoryInline).isEmpty)
    }
}
