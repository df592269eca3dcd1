import Foundation
import Testing
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

@Suite("Tap targets")
struct TapTargetMapTests {
    let app = URL(string: "quotes://today")!
    let share = URL(string: "quotes://share")!

    func widget() -> AnyView {
        AnyView(VStack {
            Text("Quote of the day")
            Spacer()
            Link(destination: share) { Text("Share") }
        }.widgetURL(app))
    }

    func map(_ family: WidgetFamily) throws -> TapTargetMap {
        let cell = WidgetCell(family: family)
        let layout = try WidgetRenderer.layout(widget(), cell: cell, options: WidgetOptions(), assets: AssetCatalog())
        return TapTargetMap(layout: layout, family: family)
    }

    @Test("systemSmall: the whole widget opens widgetURL; the Link is ignored with a note")
    func small() throws {
        let map = try map(.systemSmall)
        #expect(map.targets.count == 1)
        #expect(map.targets[0].isWidgetURL && map.targets[0].url == app)
        #expect(map.targets[0].rect == CGRect(origin: .zero, size: map.size))
        #expect(map.links.isEmpty)
        #expect(map.notes.contains { $0.contains("ignored") && $0.contains("quotes://share") })
        #expect(map.url(at: CGPoint(x: map.size.width / 2, y: map.size.height - 20)) == app)
    }

    @Test("systemMedium: the Link's frame opens its URL, elsewhere widgetURL")
    func medium() throws {
        let map = try map(.systemMedium)
        #expect(map.links.count == 1)
        let link = try #require(map.links.first)
        #expect(link.url == share)
        #expect(link.path?.contains("Link") == true)
        // The link sits at the bottom of the content area: inside the 16-point margins.
        #expect(link.rect.maxY <= map.size.height - 16 + 0.5)
        #expect(link.rect.width > 0 && link.rect.height > 0)
        #expect(map.url(at: CGPoint(x: link.rect.midX, y: link.rect.midY)) == share)
        #expect(map.url(at: CGPoint(x: 2, y: 2)) == app)
        #expect(map.notes.isEmpty)
    }

    @Test("no URLs: a note, and taps open the app")
    func none() throws {
        let layout = try WidgetRenderer.layout(AnyView(Text("Hi")), cell: WidgetCell(family: .systemSmall),
                                               options: WidgetOptions(), assets: AssetCatalog())
        let map = TapTargetMap(layout: layout, family: .systemSmall)
        #expect(map.targets.isEmpty)
        #expect(map.url(at: .zero) == nil)
        #expect(map.notes.count == 1)
    }
}
