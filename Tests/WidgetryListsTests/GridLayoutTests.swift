import Foundation
import Testing
import WidgetryLists
import WidgetryUI

/// Heights 30, 40, 50, 30, 40, 50 … by item index.
private func cycling(_ item: Int, _ width: CGFloat) -> CGFloat { CGFloat(30 + (item % 3) * 10) }

@Suite("Self-sizing grid and list layout")
struct GridLayoutTests {
    @Test func columnWidthFollowsTheFormula() {
        // (375 − 16 − 16 − 10 × 2) / 3 = 323 / 3.
        let grid = GridLayout(itemCount: 30, columns: 3, width: 375, insets: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                              columnSpacing: 10)
        #expect(abs(grid.columnWidth - 323.0 / 3) < 1e-9)
        #expect(grid.rowCount == 10)
        // Item 4 is row 1, column 1: x = 16 + (323/3 + 10).
        let frame = grid.frame(ofItem: 4)
        #expect(abs(frame.minX - (16 + 323.0 / 3 + 10)) < 1e-9)
        #expect(abs(frame.width - 323.0 / 3) < 1e-9)
    }

    @Test func viewportMeasuresOnlyVisibleRowsAndCorrectsEstimates() {
        // 1,000 rows estimated at 44: content 44,000. Measured 30, 40, 50, … the first rows start at
        // 0, 30, 70, 120, 150, 190, 220: six rows start inside a 200 pt viewport.
        var list = ListLayout(rowCount: 1_000, width: 320, estimatedRowHeight: 44)
        #expect(list.contentHeight == 44_000)
        #expect(list.offset(ofRow: 10) == 440)
        let viewport = list.layoutViewport(contentOffset: 0, height: 200, measure: cycling)
        #expect(viewport.items.map(\.index) == Array(0..<6))
        #expect(viewport.measuredItemCount == 6)
        #expect(list.totalMeasurements == 6)
        #expect(viewport.items.map(\.frame.minY) == [0, 30, 70, 120, 150, 190])
        // Six estimates of 44 became 240 pt of measured rows: 44,000 − 264 + 240.
        #expect(list.contentHeight == 43_976)
        #expect(viewport.contentHeight == 43_976)
        let rowTen: CGFloat = 240 + 4 * 44
        #expect(list.offset(ofRow: 10) == rowTen)
        #expect(list.isMeasured(row: 5) && !list.isMeasured(row: 6))
        // Showing the same rows again measures nothing.
        #expect(list.layoutViewport(contentOffset: 0, height: 200, measure: cycling).measuredItemCount == 0)
    }

    @Test func jumpingKeepsTheRowsAboveInPlace() {
        var list = ListLayout(rowCount: 1_000, width: 320, estimatedRowHeight: 44)
        _ = list.layoutViewport(contentOffset: 0, height: 200, measure: cycling)
        // Row r ≥ 6 starts at 240 + (r − 6) × 44: row 455 at 19,996, so offset 20,000 is 4 pt into it.
        #expect(list.row(atOffset: 20_000) == 455)
        let viewport = list.layoutViewport(contentOffset: 20_000, height: 200, measure: cycling)
        #expect(viewport.contentOffset == 20_000)
        #expect(viewport.items.first?.index == 455)
        #expect(viewport.items.first?.frame.minY == 19_996)
        // Only rows coming into view were measured: 455 → 50, 456 → 30, 457 → 40, 458 → 50, 459 → 30,
        // starting at 19,996, 20,046, 20,076, 20,116, 20,166, and row 460 at 20,196 < 20,200.
        #expect(viewport.items.map(\.index) == Array(455...460))
        #expect(list.totalMeasurements == 12)
        #expect(viewport.viewportFrame(of: viewport.items[1]).minY == 46)
    }

    @Test func offsetBeyondTheEndIsPulledBackAfterMeasuring() {
        // 10 rows estimated at 44 (440 pt). Offset 1,000 in a 100 pt viewport clamps to 340, in row 7;
        // rows 7, 8, 9 measure 40 + 50 + 30 = 120 instead of 132, so the content is 7 × 44 + 120 = 428
        // (rows above stay estimates) and the offset is pulled back to 428 − 100 = 328.
        var list = ListLayout(rowCount: 10, width: 320, estimatedRowHeight: 44)
        let viewport = list.layoutViewport(contentOffset: 1_000, height: 100, measure: cycling)
        #expect(list.contentHeight == 428)
        #expect(viewport.contentOffset == 328)
        #expect(!list.isMeasured(row: 6))
        #expect(viewport.items.last?.index == 9)
        #expect(viewport.items.allSatisfy { list.isMeasured(row: $0.row) })
    }

    @Test func rowsAreAsTallAsTheirTallestItem() {
        // 3 columns, item heights 30, 40, 50 cycling: every row holds one of each, so each is 50.
        var grid = GridLayout(itemCount: 9, columns: 3, width: 300, columnSpacing: 0, rowSpacing: 5, estimatedItemHeight: 10)
        let viewport = grid.layoutViewport(contentOffset: 0, height: 1_000, measure: cycling)
        #expect(viewport.items.count == 9)
        #expect(viewport.items.map(\.frame.minY) == [0, 0, 0, 55, 55, 55, 110, 110, 110])
        #expect(viewport.items.allSatisfy { $0.frame.height == 50 })
        #expect(viewport.items.map(\.measuredHeight).prefix(3) == [30, 40, 50])
        #expect(grid.contentHeight == 160)
    }

    @Test func widthChangeForgetsMeasurementsAndReMeasuresOnlyTheVisibleRows() {
        // Text-like rows: 20 pt per line, 1,000 pt of "text" wrapped at the row width.
        func wrapped(_ item: Int, _ width: CGFloat) -> CGFloat { ((1_000 / width).rounded(.up)) * 20 }
        var list = ListLayout(rowCount: 100_000, width: 250, estimatedRowHeight: 44)
        _ = list.layoutViewport(contentOffset: 0, height: 400, measure: wrapped)
        // At 250 pt: 4 lines = 80 pt a row; 5 rows start in 400 pt.
        #expect(list.totalMeasurements == 5)
        let before = list.layoutViewport(contentOffset: 30_000, height: 400, measure: wrapped)
        // Rows 0–4 measured at 80, the rest estimated: row 677 starts at 400 + 672 × 44 = 29,968, so
        // offset 30,000 is 32 pt into it (then measured at 80 pt).
        #expect(before.items.first?.index == 677)
        let anchored = list.setWidth(500, anchoredAt: 30_000)
        // After the rotation every row is estimated: row 677 starts at 677 × 44 = 29,788, and the
        // viewport stays as far into it, 32 of its 80 pt → 0.4 × 44 = 17.6 pt.
        #expect(!list.isMeasured(row: 0) && !list.isMeasured(row: 677))
        #expect(abs(anchored - (29_788 + 0.4 * 44)) < 1e-9)
        let measuredBefore = list.totalMeasurements
        let after = list.layoutViewport(contentOffset: anchored, height: 400, measure: wrapped)
        #expect(after.items.first?.index == 677)
        // At 500 pt a row is 2 lines, 40 pt; only the rows in view were measured.
        #expect(after.items.allSatisfy { $0.frame.height == 40 })
        #expect(list.totalMeasurements - measuredBefore == after.items.count)
        #expect(after.items.count <= 12)
    }

    @Test func columnChangeReformsRowsAndKeepsTheTopItem() {
        var grid = GridLayout(itemCount: 100, columns: 2, width: 300, columnSpacing: 8, rowSpacing: 8, estimatedItemHeight: 50)
        // Item 40 is in row 20 of 2 columns, at 20 × 58 = 1,160.
        #expect(grid.offset(ofItem: 40) == 1_160)
        let offset = grid.setColumns(3, anchoredAt: 1_160)
        // In 3 columns item 40 is in row 13, at 13 × 58 = 754; the column is (300 − 16) / 3 wide.
        #expect(grid.columns == 3)
        #expect(grid.rowCount == 34)
        #expect(offset == 754)
        #expect(abs(grid.columnWidth - 284.0 / 3) < 1e-9)
        let viewport = grid.layoutViewport(contentOffset: offset, height: 100, measure: cycling)
        #expect(viewport.items.first?.index == 39)  // row 13 holds items 39, 40, 41
        #expect(viewport.items.contains { $0.index == 40 && $0.column == 1 })
    }

    @Test func textSizeChangeInvalidatesAndReMeasuresTheViewport() {
        var scale: CGFloat = 1
        func scaled(_ item: Int, _ width: CGFloat) -> CGFloat { 30 * scale }
        var list = ListLayout(rowCount: 1_000, width: 320, estimatedRowHeight: 44)
        _ = list.layoutViewport(contentOffset: 0, height: 120, measure: scaled)
        #expect(list.height(ofRow: 0) == 30)
        scale = 53.0 / 17  // body text from Large to AX5
        let offset = list.invalidateMeasurements(anchoredAt: 0)
        #expect(offset == 0)
        #expect(!list.isMeasured(row: 0))
        let viewport = list.layoutViewport(contentOffset: offset, height: 120, measure: scaled)
        // 30 × 53 / 17 ≈ 93.5 pt a row: two rows start in 120 pt.
        #expect(viewport.items.count == 2)
        #expect(abs(list.height(ofRow: 0) - 30 * 53.0 / 17) < 1e-4)
        #expect(viewport.measuredItemCount == 2)
    }

    @Test func emptyLayoutShowsNothing() {
        var list = ListLayout(rowCount: 0, width: 320)
        let viewport = list.layoutViewport(contentOffset: 50, height: 100, measure: cycling)
        #expect(viewport.items.isEmpty)
        #expect(viewport.rows == nil)
        #expect(list.contentHeight == 0)
    }
}
