import Foundation
import Testing
import WidgetryLists

@Suite("Row offset index")
struct RowOffsetIndexTests {
    @Test func offsetsMixEstimatesAndMeasurements() {
        // 10 rows estimated at 20 pt, 2 pt apart: row 5 starts at 5 × (20 + 2) = 110.
        var index = RowOffsetIndex(count: 10, estimatedHeight: 20, spacing: 2)
        #expect(index.offset(of: 5) == 110)
        #expect(index.totalHeight == 10 * 20 + 9 * 2)
        // Measuring row 2 at 50 pt moves every later row down by 30.
        index.setHeight(50, of: 2)
        #expect(index.offset(of: 2) == 44)
        #expect(index.offset(of: 5) == 140)
        #expect(index.totalHeight == 248)
        #expect(index.measuredCount == 1)
        #expect(index.isMeasured(2) && !index.isMeasured(3))
        // Re-measuring replaces the height rather than adding to it.
        index.setHeight(40, of: 2)
        #expect(index.offset(of: 5) == 130)
        #expect(index.measuredCount == 1)
    }

    @Test func rowAtOffsetFindsTheRowStartingAtOrBefore() {
        var index = RowOffsetIndex(count: 10, estimatedHeight: 20, spacing: 2)
        index.setHeight(50, of: 2)
        // Row 4 spans 118 ..< 136, then a 2 pt gap; row 5 starts at 140.
        #expect(index.row(at: 118) == 4)
        #expect(index.row(at: 137) == 4)  // the gap belongs to the row above it
        #expect(index.row(at: 139.999) == 4)
        #expect(index.row(at: 140) == 5)
        #expect(index.row(at: -5) == 0)
        #expect(index.row(at: 1e9) == 9)
    }

    @Test func changingTheEstimateMovesOnlyEstimatedRows() {
        var index = RowOffsetIndex(count: 10, estimatedHeight: 20, spacing: 2)
        index.setHeight(50, of: 2)
        index.estimatedHeight = 30
        // Rows 0, 1, 3, 4 at 30 and row 2 at 50, plus five gaps: 4 × 30 + 50 + 10 = 180.
        #expect(index.offset(of: 5) == 180)
        index.invalidate(2)
        #expect(index.offset(of: 5) == 5 * 32)
        index.setHeight(10, of: 7)
        index.invalidateAll()
        #expect(index.measuredCount == 0)
        #expect(index.totalHeight == 10 * 30 + 9 * 2)
    }

    @Test func agreesWithAPlainPrefixSum() {
        // 1,000 rows, a third measured at pseudo-random heights; every offset and every lookup must
        // equal a linear scan.
        var index = RowOffsetIndex(count: 1_000, estimatedHeight: 37, spacing: 1)
        var heights = [Double](repeating: 37, count: 1_000)
        var seed: UInt64 = 42
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 33
        }
        for _ in 0..<333 {
            let row = Int(next() % 1_000)
            let height = Double(next() % 120) + 0.5
            index.setHeight(height, of: row)
            heights[row] = height
        }
        var top = 0.0
        for row in 0..<1_000 {
            #expect(abs(index.offset(of: row) - top) < 1e-6)
            #expect(index.row(at: top + heights[row] / 2) == row)
            top += heights[row] + 1
        }
    }

    @Test func storageIsTwentyBytesPerRow() {
        #expect(RowOffsetIndex.bytesPerRow == 20)  // Float height + (Double sum, Int32 count) node padded to 16
        #expect(GridLayout.bytesPerRow(columns: 1) == 24)  // + one Float item height
        #expect(GridLayout.bytesPerRow(columns: 3) <= 32)
    }
}
