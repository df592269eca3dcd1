import Combine
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// Presentation and list editing modifiers on app screens that share files with a widget: a shopping list
/// screen with alerts, dialogs, a popover, search, swipe actions, deletion and a timer publisher, written as
/// iOS apps write them. A widget presents none of them, so the screen draws exactly its rows.
@Suite struct PresentationModifiersTests {
    struct Item: Identifiable { let id: Int; let name: String }

    final class Ticker: ObservableObject {
        let ticks = PassthroughSubject<Date, Never>()
    }

    struct ShoppingList: View {
        @State var items = [Item(id: 1, name: "Basil"), Item(id: 2, name: "Soil")]
        @State private var query = ""
        @State private var confirmClear = false
        @State private var showHelp = false
        @State private var legacyAlert = false
        @State private var failure: Item?
        @State private var pickSort = false
        let ticker = Ticker()

        var body: some View {
            List {
                ForEach(items) { item in
                    Text(item.name)
                        .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
                        .contextMenu { Button("Copy") {} } preview: { Text("Preview") }
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .searchable(text: $query, prompt: "Find")
            .alert("Clear the list?", isPresented: $confirmClear) {
                Button("Clear", role: .destructive) { items = [] }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .alert(isPresented: $legacyAlert) {
                Alert(title: Text("Saved"), message: Text("Done"),
                      primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
            }
            .alert(item: $failure) { item in Alert(title: Text(item.name), dismissButton: .default(Text("OK"))) }
            .alert("Could not save", isPresented: .constant(false), presenting: failure) { item in
                Button("Retry \(item.name)") {}
            }
            .actionSheet(isPresented: $pickSort) {
                ActionSheet(title: Text("Sort"), buttons: [.default(Text("Name")), .cancel()])
            }
            .confirmationDialog("Share", isPresented: $pickSort, titleVisibility: .visible) { Button("Copy link") {} }
            .confirmationDialog(Text("Reset cards?"), isPresented: $pickSort, titleVisibility: .visible) {
                Button("Reset", role: .destructive) {}
            } message: {
                Text("Your card order is lost.")
            }
            .popover(isPresented: $showHelp, arrowEdge: .bottom) { Text("Help") }
            .contextMenu { Button("Refresh") {} }
            .onReceive(ticker.ticks) { _ in items.append(Item(id: 9, name: "Tick")) }
        }
    }

    @Test("Alerts, dialogs, sheets, popovers, search, swipe actions and menus draw nothing: only the rows show")
    func rowsOnly() throws {
        let rendered = CellPipeline().render(AnyView(ShoppingList()), named: "list", in: WidgetCell(family: .systemLarge), output: .layout)
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["Basil", "Soil"])
    }

    @Test("onReceive subscribes to nothing in a render, so its action never runs")
    func onReceiveDoesNotRun() {
        let screen = ShoppingList()
        _ = CellPipeline().render(AnyView(screen), named: "list", in: WidgetCell(family: .systemSmall), output: .layout)
        screen.ticker.ticks.send(Date())
        #expect(screen.items.count == 2)
    }

    @Test("The iOS 13 alert and action sheet values keep what they were given")
    func legacyValues() {
        let alert = Alert(title: Text("Saved"), message: Text("Done"), dismissButton: .cancel())
        #expect(alert.message != nil)
        let sheet = ActionSheet(title: Text("Sort"))
        #expect(sheet.message == nil)
    }
}

/// SwiftUI's offset helpers for `onDelete` and `onMove` handlers.
@Suite struct CollectionOffsetsTests {
    @Test("remove(atOffsets:) removes those positions")
    func remove() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: [1, 3])
        #expect(letters == ["a", "c"])
    }

    @Test("move(fromOffsets:toOffset:) places the moved elements before the original destination, as List's drag does")
    func move() {
        // Dragging "a" below "c" in a list reports destination 3 (the row after "c").
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
        // Dragging "c" and "d" to the top reports destination 0.
        var more = ["a", "b", "c", "d"]
        more.move(fromOffsets: [2, 3], toOffset: 0)
        #expect(more == ["c", "d", "a", "b"])
    }
}
