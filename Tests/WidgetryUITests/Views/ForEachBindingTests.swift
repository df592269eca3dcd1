import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// `ForEach($items) { $item in … }`: a settings list whose rows edit their own element.
@Suite struct ForEachBindingTests {
    struct Card: Identifiable {
        var id: String
        var title: String
        var isVisible: Bool
    }

    /// A box the bindings read and write, as `@State` would hold the cards.
    final class Store: @unchecked Sendable {
        var cards = [Card(id: "rates", title: "Rates", isVisible: true), Card(id: "usage", title: "Usage", isVisible: false)]
        var binding: Binding<[Card]> { Binding(get: { self.cards }, set: { self.cards = $0 }) }
    }

    @Test("Each row gets a binding to its own element: rows show the elements and a row's write changes only its element")
    func rowsBindTheirElements() throws {
        let store = Store()
        var rowBindings: [Binding<Card>] = []
        let list = VStack {
            ForEach(store.binding) { $card in
                Toggle(card.title, isOn: $card.isVisible)
            }
        }
        let result = layout(list, width: 300, height: 200)
        #expect(result.texts.map(\.text.string) == ["Rates", "Usage"])
        // The same data by an explicit key path, with the bindings kept to write through.
        let keyed = ForEach(store.binding, id: \.title) { card -> Text in
            rowBindings.append(card)
            return Text(card.wrappedValue.title)
        }
        _ = layout(VStack { keyed }, width: 300, height: 200)
        #expect(keyed.data.map(\.1) == ["Rates", "Usage"])
        try #require(rowBindings.count == 2)
        rowBindings[1].wrappedValue.isVisible = true
        #expect(store.cards.map(\.isVisible) == [true, true])
        #expect(store.cards.map(\.title) == ["Rates", "Usage"])
    }
}
