import Foundation
import Testing
import WidgetryLists
import WidgetryUI

/// `LazyVGrid` written as in SwiftUI, laid out as a widget shows it: every cell, SwiftUI's column sizing.
@Suite struct LazyVGridLayoutTests {
    private func frames<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300) -> (grid: CGRect, cells: [CGRect]) {
        let result = LayoutEngine.layout(view, canvasSize: CGSize(width: width, height: height))
        let grid = result.allElements.first { $0.kind == .grid }!
        return (grid.frame, grid.children.map(\.frame))
    }

    private func blueCells(_ count: Int, height: CGFloat = 20) -> some View {
        ForEach(0..<count, id: \.self) { _ in Color.blue.frame(height: height) }
    }

    @Test("Two flexible columns share the width less the 8 pt spacing; the grid is as tall as its rows, not the space offered")
    func flexibleColumns() {
        let (grid, cells) = frames(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { blueCells(5) })
        // (300 − 8) / 2 = 146 per column; 5 cells are 3 rows of 20 pt with 8 pt between: 3 × 20 + 2 × 8 = 76.
        #expect(cells.count == 5)
        #expect(abs(cells[0].width - 146) < 0.001 && abs(cells[1].width - 146) < 0.001)
        #expect(abs(cells[1].minX - (grid.minX + 154)) < 0.001)
        #expect(abs(grid.height - 76) < 0.001)
        #expect(abs(cells[4].minY - (grid.minY + 56)) < 0.001)
    }

    @Test("A fixed column keeps its width; a flexible one takes the rest")
    func fixedAndFlexible() {
        let (_, cells) = frames(LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible())]) { blueCells(2) })
        // 300 − 60 − 8 = 232 for the flexible column.
        #expect(abs(cells[0].width - 60) < 0.001)
        #expect(abs(cells[1].width - 232) < 0.001)
    }

    @Test("Flexible columns are served in order, each clamped to its limits")
    func flexibleMinimums() {
        let (_, cells) = frames(LazyVGrid(columns: [GridItem(.flexible(minimum: 200)), GridItem(.flexible())]) { blueCells(2) })
        // First: half of 292 = 146, raised to its 200 minimum; second: the 92 left.
        #expect(abs(cells[0].width - 200) < 0.001)
        #expect(abs(cells[1].width - 92) < 0.001)
    }

    @Test("An adaptive column fits as many items of its minimum as the width holds and spreads them")
    func adaptiveColumn() {
        let (_, cells) = frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { blueCells(4) })
        // ⌊(300 + 8) / (80 + 8)⌋ = 3 items a row, each (300 − 2 × 8) / 3 wide; the fourth starts a second row.
        #expect(abs(cells[0].width - 284.0 / 3) < 0.001)
        #expect(abs(cells[3].minX - cells[0].minX) < 0.001)
        #expect(cells[3].minY > cells[0].minY)
    }

    @Test("A fixed and an adaptive column in 200 pt: 70, then two adaptive items of 57 (objc.io's grid quiz #1)")
    func fixedAndAdaptive() {
        // objc.io, "SwiftUI's Grid Views" (https://www.objc.io/blog/2020/11/23/grid-layout/): the fixed column is
        // exactly 70; 200 − 70 − 8 (spacing) = 122 is left for the adaptive column, which holds two items of at
        // least 40 (40 + 8 + 40 ≤ 122 < 40 + 8 + 40 + 8 + 40), each (122 − 8) / 2 = 57 wide.
        let (grid, cells) = frames(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            blueCells(6)
        }.frame(width: 200))
        #expect(abs(cells[0].width - 70) < 0.001)
        #expect(abs(cells[1].width - 57) < 0.001 && abs(cells[2].width - 57) < 0.001)
        #expect(abs(cells[1].minX - (grid.minX + 78)) < 0.001 && abs(cells[2].minX - (grid.minX + 143)) < 0.001)
        // Three columns a row: the fourth cell starts the second row in the fixed column.
        #expect(abs(cells[3].minX - cells[0].minX) < 0.001 && cells[3].minY > cells[0].maxY)
    }

    @Test("Two flexible columns with minimums: the grid sizes its columns twice, the second time at its own width")
    func flexibleMinimumsTwoPasses() {
        // [flexible(minimum: 100), flexible(minimum: 180)] offered 300 (SwiftUI's behaviour as measured at
        // https://www.mo4tech.com/predict-lazyvgrid-layout-flexible-article.html):
        // sizing: (300 − 8) / 2 = 146 for the first (≥ 100), the 146 left is raised to the second's 180, so the
        // grid is 146 + 8 + 180 = 334 wide; placed at that width the columns are sized again:
        // (334 − 8) / 2 = 163 for the first, the 163 left raised to 180 — the cells overflow the grid by 17.
        let (grid, cells) = frames(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
            blueCells(2)
        })
        #expect(abs(grid.width - 334) < 0.001)
        #expect(abs(cells[0].width - 163) < 0.001)
        #expect(abs(cells[1].width - 180) < 0.001)
        #expect(abs(cells[1].minX - (grid.minX + 171)) < 0.001)
    }

    @Test("Cells of any content, not only a ForEach, are the grid's cells")
    func staticContent() {
        let (_, cells) = frames(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 4) {
            Text("Rain")
            Text("Wind")
            Color.red.frame(height: 10)
        })
        #expect(cells.count == 3)
        // The third cell starts the second row, 4 pt below the first row.
        #expect(cells[2].minY > cells[0].maxY)
    }
}

/// `LazyHGrid`: the same rules with the axes swapped.
@Suite struct LazyHGridLayoutTests {
    @Test("Two flexible rows share the height; cells fill a column top to bottom; the grid is as wide as its columns")
    func flexibleRows() {
        let grid = LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 40) }
        }
        let result = LayoutEngine.layout(grid, canvasSize: CGSize(width: 300, height: 100))
        let node = result.allElements.first { $0.kind == .grid }!
        let cells = node.children.map(\.frame)
        // (100 − 8) / 2 = 46 per row; cells 0 and 1 share the first column, cell 2 starts the second,
        // 8 pt to the right: the grid is 40 + 8 + 40 = 88 wide.
        #expect(abs(cells[0].height - 46) < 0.001 && abs(cells[1].minY - (cells[0].minY + 54)) < 0.001)
        #expect(abs(cells[2].minX - (cells[0].minX + 48)) < 0.001 && abs(cells[2].minY - cells[0].minY) < 0.001)
        #expect(abs(node.frame.width - 88) < 0.001)
    }
}
