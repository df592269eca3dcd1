import Foundation
import Testing
@testable import WidgetryUI

@Suite struct ContentUnavailableViewTests {
    @Test("ContentUnavailableView fills the space offered and centres the symbol above the title and the description")
    func standard() throws {
        let result = layout(ContentUnavailableView("No Events", systemImage: "calendar", description: Text("Enjoy your day")), width: 300, height: 300)
        #expect(result.root.frame.size == CGSize(width: 300, height: 300))
        #expect(result.texts.map(\.text.string) == ["No Events", "Enjoy your day"])
        let symbol = try #require(result.allElements.first { $0.kind == .symbol })
        let title = result.texts[0].element.frame
        #expect(symbol.frame.maxY <= title.minY)
        #expect(abs(symbol.frame.midX - 150) < 0.5 && abs(title.midX - 150) < 0.5)
    }

    @Test(".search says there are no results, naming the text searched for")
    func search() {
        #expect(layout(ContentUnavailableView.search).texts.first?.text.string == "No Results")
        #expect(layout(ContentUnavailableView.search(text: "kiwi")).texts.first?.text.string == "No Results for “kiwi”")
    }

    @Test("The view-builder form shows its label, description and actions in order")
    func builders() {
        let view = ContentUnavailableView {
            Label("Offline", systemImage: "wifi.slash")
        } description: {
            Text("Connect to refresh")
        } actions: {
            Button("Retry") {}
        }
        #expect(layout(view).texts.map(\.text.string) == ["Offline", "Connect to refresh", "Retry"])
    }
}
