import Foundation
import Testing
import WidgetryLists
import WidgetryReference
import WidgetryUI

private func render<V: View>(_ view: V, width: CGFloat, height: CGFloat, textSize: DynamicTypeSize = .large) -> LayoutResult {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = textSize
    return LayoutEngine.layout(view, canvasSize: CGSize(width: width, height: height), environment: environment)
}

@Suite("List and LazyVGrid views")
struct ListViewTests {
    @Test func listRendersOnlyTheRowsInTheViewport() throws {
        let state = LazyLayoutState()
        let result = render(List(0..<1_000_000, state: state) { Text("Row \($0)") }, width: 320, height: 200)
        let layout = try #require(state.layout)
        let rowHeight = layout.height(ofRow: 0)
        // A one-line body row is padded to at least 44 pt (plus its separator).
        #expect(rowHeight >= 44 && rowHeight < 50)
        let visible = Int((200 / rowHeight).rounded(.up))
        #expect(result.texts.map(\.text.string) == (0..<visible).map { "Row \($0)" })
        #expect(layout.totalMeasurements == visible)
        // Rows sit one under another from the top, text inset 16 pt from the leading edge.
        let second = try #require(result.texts.dropFirst().first?.element.frame)
        #expect(abs(second.minY - (rowHeight + 11)) < 1)
        #expect(second.minX == 16)
    }

    @Test func listScrolledFarDownShowsTheRowAtTheOffset() throws {
        let state = LazyLayoutState(contentOffset: 440_000)
        let result = render(List(0..<1_000_000, state: state) { Text("Row \($0)") }, width: 320, height: 200)
        // Every row above is an estimate of 44 pt: 440,000 / 44 = row 10,000.
        #expect(result.texts.first?.text.string == "Row 10000")
        #expect(state.contentOffset == 440_000)
    }

    @Test func listTextSizeChangeReMeasuresOnlyWhatIsVisible() throws {
        let state = LazyLayoutState()
        let list = List(0..<10_000, state: state) { Text("Row \($0)") }
        let large = render(list, width: 320, height: 300)
        let measuredAtLarge = try #require(state.layout?.totalMeasurements)
        let ax3 = render(list, width: 320, height: 300, textSize: .accessibility3)
        let layout = try #require(state.layout)
        #expect(state.dynamicTypeSize == .accessibility3)
        // Rows are taller at AX3 (40 pt body text), so fewer fit, and only those were measured.
        #expect(layout.height(ofRow: 0) > 44 + 10)
        #expect(ax3.texts.count < large.texts.count)
        #expect(layout.totalMeasurements - measuredAtLarge == ax3.texts.count)
        #expect(!layout.isMeasured(row: large.texts.count + 5))
    }

    @Test func listRotationKeepsTheTopRowAndReMeasuresAtTheNewWidth() throws {
        let state = LazyLayoutState(contentOffset: 44 * 500)
        let long = "A row whose text wraps onto several lines when the list is narrow"
        let list = List(0..<2_000, state: state) { Text("\($0) \(long)") }
        let portrait = render(list, width: 200, height: 400)
        let portraitHeight = try #require(state.layout?.height(ofRow: 500))
        #expect(portrait.texts.first?.text.string.hasPrefix("500 ") == true)
        let landscape = render(list, width: 700, height: 300)
        let layout = try #require(state.layout)
        #expect(landscape.texts.first?.text.string.hasPrefix("500 ") == true)
        // One line at 700 pt instead of several at 200 pt.
        #expect(layout.height(ofRow: 500) < portraitHeight)
        #expect(layout.width == 700)
    }

    @Test func gridLaysCellsInEqualFlexibleColumns() throws {
        let state = LazyLayoutState()
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8, state: state) {
            ForEach(0..<1_000) { index in Text("Item \(index)") }
        }
        let result = render(grid, width: 300, height: 120)
        let layout = try #require(state.layout)
        // (300 − 8) / 2 = 146 pt columns; the second column starts at 154.
        #expect(layout.columns == 2)
        #expect(layout.columnWidth == 146)
        let xs = Set(result.texts.map(\.element.frame.minX))
        #expect(xs == [0, 154])
        #expect(result.texts.prefix(2).map(\.text.string) == ["Item 0", "Item 1"])
        #expect(result.texts.count % 2 == 0)
        #expect(layout.totalMeasurements == result.texts.count)
    }

    @Test func adaptiveColumnsFollowTheWidth() throws {
        // Columns of at least 100 pt with 8 pt between: floor((W + 8) / 108) → 3 at 340, 6 at 660.
        let state = LazyLayoutState()
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], state: state) {
            ForEach(0..<500) { index in Text("\(index)") }
        }
        _ = render(grid, width: 340, height: 200)
        #expect(state.layout?.columns == 3)
        _ = render(grid, width: 660, height: 200)
        #expect(state.layout?.columns == 6)
    }
}
