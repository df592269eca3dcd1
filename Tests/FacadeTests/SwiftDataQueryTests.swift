import Foundation
import SwiftData
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline
@testable import WidgetrySwiftData

/// A view listing what `@Query` fetches, as an iOS 17 widget or shared app screen writes it.
struct ShelfView: View {
    @Query(filter: #Predicate<ReadingItem> { !$0.finished }, sort: \ReadingItem.pages, order: .reverse) var unread: [ReadingItem]
    @Query var everything: [ReadingItem]

    var body: some View {
        VStack {
            ForEach(unread) { item in Text(item.title) }
            Text("\(everything.count) books")
        }
    }
}

@Suite struct SwiftDataQueryTests {
    @Test("@Query fetches, filters and sorts from the container .modelContainer gives; the view shows the result")
    func queryInView() throws {
        let container = ModelContainer(for: Schema([ReadingItem.self]), configurations: [],
                                       fixtures: try SwiftDataTests.fixtures(SwiftDataTests.rows))
        let rendered = CellPipeline().render(AnyView(ShelfView().modelContainer(container)), named: "shelf",
                                             in: WidgetCell(family: .systemMedium), output: .layout)
        // Unfinished books by pages, most first: Dune (612), Ubik (202); three valid rows in all.
        #expect(try #require(rendered.layout).texts.map(\.text.string) == ["Dune", "Ubik", "3 books"])
    }
}
