import Foundation
import Testing
@testable import WidgetryUI

@Suite struct GridTests {
    @Test("Columns are as wide as their widest cell and rows as tall as their tallest; cells are centred in their slot")
    func columnsAndRows() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 40, height: 10); Color.blue.frame(width: 20, height: 30) }
            GridRow { Color.green.frame(width: 10, height: 10); Color.gray.frame(width: 60, height: 5) }
        }
        let result = layout(grid, width: 300, height: 300)
        // Widths 40 and 60, heights 30 and 10: the grid is 100 × 40, centred in the 300-pt canvas at (100, 130).
        #expect(result.root.frame == CGRect(x: 100, y: 130, width: 100, height: 40))
        // The green 10 × 10 cell sits in the slot x 100...140, y 160...170, centred: x 115.
        #expect(result.frame("Grid/GridRow[1]/Color[0]") == CGRect(x: 115, y: 160, width: 10, height: 10))
        // The red cell is centred vertically in its 30-pt row: y 130 + (30 − 10) / 2.
        #expect(result.frame("Grid/GridRow[0]/Color[0]").minY == 140)
    }

    @Test("A view outside a GridRow spans the grid; a cell spanning two columns is offered both and the spacing")
    func spanning() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 30, height: 10) }
            Color.gray.frame(height: 2)
            GridRow { Color.green.frame(height: 6).gridCellColumns(2) }
        }
        let result = layout(grid, width: 300, height: 300)
        let origin = result.root.frame.origin
        #expect(result.root.frame.size == CGSize(width: 54, height: 10 + 2 + 2 + 2 + 6))
        #expect(result.frame("Grid/Color[1]") == CGRect(x: origin.x, y: origin.y + 12, width: 54, height: 2))
        #expect(result.frame("Grid/GridRow[2]/Color").width == 54)
    }

    @Test("In a narrow grid the columns share the width as a stack's children do, and text wraps to fit")
    func sharesWidth() {
        let grid = Grid {
            GridRow {
                Text("Name")
                Text("A description long enough that it has to wrap onto more lines")
            }
        }
        let result = layout(grid, width: 200, height: 300)
        #expect(result.root.frame.width <= 200)
        let description = result.texts.first { $0.text.string.hasPrefix("A description") }!
        #expect(description.text.measurement.lineCount > 1)
        #expect(!description.text.measurement.isTruncated)
        #expect(result.texts.first { $0.text.string == "Name" }!.text.measurement.lineCount == 1)
    }

    @Test("A row's own vertical alignment places its cells")
    func rowAlignment() {
        let grid = Grid(verticalSpacing: 0) {
            GridRow(alignment: .top) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 30) }
        }
        let result = layout(grid, width: 100, height: 100)
        #expect(result.frame("GridRow/Color[0]").minY == result.root.frame.minY)
    }
}

@Suite struct GridColumnAlignmentTests {
    @Test("gridColumnAlignment on one cell aligns its whole column")
    func columnAlignment() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 50, height: 10) }
            GridRow { Color.green.frame(width: 10, height: 10); Color.gray.frame(width: 20, height: 10).gridColumnAlignment(.trailing) }
        }
        let result = layout(grid, width: 100, height: 100)
        // Column 1 is 50 wide from x = 20 + 10 (the grid is 60 wide, centred in 100): the grey cell ends at its edge.
        #expect(result.frame("Grid/GridRow[1]/Color[1]").maxX == result.root.frame.maxX)
        #expect(result.frame("Grid/GridRow[1]/Color[0]").midX == result.frame("Grid/GridRow[0]/Color[0]").midX)
    }
}
