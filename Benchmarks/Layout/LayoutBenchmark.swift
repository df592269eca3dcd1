import Foundation
import WidgetryUI

/// Layout time for trees of 100, 1,000 and 10,000 views: nested rows and columns of fixed-size leaves, and
/// of text leaves (whose measurements the measurer caches). Each tree is built once; only `layout` is timed,
/// as the layout engines this is compared with are timed (see docs/performance.md).
enum LayoutBenchmark {
    /// A grid of `rows` HStacks of `columns` leaves inside a VStack: rows × (columns + 1) + 1 views.
    struct FixedTree: View {
        let rows: Int, columns: Int
        var body: some View {
            VStack(spacing: 2) {
                ForEach(0..<rows) { _ in
                    HStack(spacing: 2) { ForEach(0..<columns) { _ in Color.blue.frame(width: 4, height: 4) } }
                }
            }
        }
    }

    struct TextTree: View {
        let rows: Int, columns: Int
        var body: some View {
            VStack(spacing: 2) {
                ForEach(0..<rows) { row in
                    HStack(spacing: 2) { ForEach(0..<columns) { column in Text("r\(row % 10)c\(column % 10)").font(.caption2) } }
                }
            }
        }
    }

    static func run() -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        for (count, shape) in [(100, (9, 10)), (1_000, (31, 31)), (10_000, (99, 100))] {
            let (r, c) = shape
            let fixed = time(iterations: count >= 10_000 ? 5 : 20) {
                _ = LayoutEngine.layout(FixedTree(rows: r, columns: c), canvasSize: CGSize(width: 2_000, height: 2_000))
            }
            let text = time(iterations: count >= 10_000 ? 5 : 20) {
                _ = LayoutEngine.layout(TextTree(rows: r, columns: c), canvasSize: CGSize(width: 20_000, height: 20_000))
            }
            rows.append(BenchmarkRow(name: "layout \(count) fixed leaves (build + layout)", value: fixed * 1_000, unit: "ms",
                                     baselineName: nil, baselineValue: nil))
            rows.append(BenchmarkRow(name: "layout \(count) text leaves (cached measure)", value: text * 1_000, unit: "ms",
                                     baselineName: "fixed leaves", baselineValue: fixed * 1_000))
        }
        return rows
    }

    /// The median seconds per run, after one warm-up run.
    static func time(iterations: Int, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return samples.sorted()[samples.count / 2]
    }
}
