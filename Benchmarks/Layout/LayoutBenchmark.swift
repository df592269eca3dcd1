import Foundation
@_spi(Benchmarks) import WidgetryUI

/// Layout time for trees of 100, 1,000 and 10,000 views: a column of rows of fixed-size leaves, and of text
/// leaves (whose measurements the shared measurer caches, as Taffy's and Yoga's trees answer from a table).
///
/// scripts/bench-compare.py lays the same trees out with Taffy and Yoga from the `layoutTrees` this writes
/// (shape, spacing, each leaf's size as Widgetry measured it) and divides. Like theirs, Widgetry's keyed figure
/// times layout alone, on a node tree built once and marked dirty before each run; the `.total` rows time the
/// public entry point, which builds the nodes from the views as well.
enum LayoutBenchmark {
    static let spacing: CGFloat = 2
    static let leaf: CGFloat = 4
    static let textPattern = "r{row}c{column}"

    /// A column of `rows` HStacks of `columns` leaves: rows × (columns + 1) + 1 views.
    struct FixedTree: View {
        let rows: Int, columns: Int
        var body: some View {
            VStack(spacing: LayoutBenchmark.spacing) {
                ForEach(0..<rows) { _ in
                    HStack(spacing: LayoutBenchmark.spacing) {
                        ForEach(0..<columns) { _ in Color.blue.frame(width: LayoutBenchmark.leaf, height: LayoutBenchmark.leaf) }
                    }
                }
            }
        }
    }

    struct TextTree: View {
        let rows: Int, columns: Int
        var body: some View {
            VStack(spacing: LayoutBenchmark.spacing) {
                ForEach(0..<rows) { row in
                    HStack(spacing: LayoutBenchmark.spacing) {
                        ForEach(0..<columns) { column in LayoutBenchmark.label(row, column) }
                    }
                }
            }
        }
    }

    static func label(_ row: Int, _ column: Int) -> some View {
        Text("r\(row % 10)c\(column % 10)").font(.caption2)
    }

    /// What bench-compare.py needs to build the same tree.
    struct TreeSpec: Encodable {
        var key: String
        var nodes: Int
        var kind: String
        var rows: Int
        var columns: Int
        var spacing: Double
        var leafSize: [Double]?
        var textPattern: String?
        var textSizes: [String: [Double]]?
        var canvas: [Double]
        var iterations: Int
        var rootSize: [Double]
    }

    static let shapes: [(nodes: Int, rows: Int, columns: Int)] = [(100, 9, 10), (1_000, 31, 31), (10_000, 99, 100)]

    static func run(_ settings: BenchmarkSettings) -> (rows: [BenchmarkRow], trees: [TreeSpec]) {
        var rows: [BenchmarkRow] = []
        var trees: [TreeSpec] = []
        let textSizes = measuredTextSizes()
        let note = "LayoutEngine.layout: builds nodes from the views, sizes and places them"
        let layoutNote = "layout only: sizing and placing a node tree built beforehand and marked dirty outside the timer, "
            + "as Taffy and Yoga are timed; the placed elements are freed after the timer stops, as theirs stay in the tree"
        for shape in shapes {
            // Medians of 15 runs at 10,000 leaves: this machine is shared, and one slow run in 7 moved the median.
            let iterations = settings.iterations(shape.nodes >= 10_000 ? 15 : 21)
            let fixedCanvas = CGSize(width: 2_000, height: 2_000)
            let textCanvas = CGSize(width: 20_000, height: 20_000)
            let fixedTree = FixedTree(rows: shape.rows, columns: shape.columns)
            let textTree = TextTree(rows: shape.rows, columns: shape.columns)
            let fixedPrepared = PreparedLayout(fixedTree), textPrepared = PreparedLayout(textTree)
            let fixedLayout = BenchmarkClock.median(iterations: iterations, setup: fixedPrepared.invalidate) {
                fixedPrepared.layout(canvasSize: fixedCanvas)
            }
            // The same with the result freed inside the timer: what a caller that drops the result pays.
            let fixedFreed = BenchmarkClock.median(iterations: iterations, setup: fixedPrepared.invalidate) {
                _ = fixedPrepared.layout(canvasSize: fixedCanvas)
            }
            let textLayout = BenchmarkClock.median(iterations: iterations, setup: textPrepared.invalidate) {
                textPrepared.layout(canvasSize: textCanvas)
            }
            let fixed = BenchmarkClock.median(iterations: iterations) { _ = LayoutEngine.layout(fixedTree, canvasSize: fixedCanvas) }
            let text = BenchmarkClock.median(iterations: iterations) { _ = LayoutEngine.layout(textTree, canvasSize: textCanvas) }
            let fixedKey = "layout.fixed.\(shape.nodes)", textKey = "layout.text.\(shape.nodes)"
            rows.append(BenchmarkRow(key: fixedKey, group: "layout", name: "Widgetry layout, \(shape.nodes.formatted()) fixed leaves",
                                     value: fixedLayout * 1_000, unit: "ms", note: layoutNote))
            rows.append(BenchmarkRow(key: textKey, group: "layout", name: "Widgetry layout, \(shape.nodes.formatted()) text leaves",
                                     value: textLayout * 1_000, unit: "ms", baselineName: "fixed leaves", baselineValue: fixedLayout * 1_000,
                                     note: layoutNote + "; text measurements answered by the shared cache"))
            rows.append(BenchmarkRow(key: fixedKey + ".freed", group: "layout", name: "Widgetry layout + freeing the result, \(shape.nodes.formatted()) fixed leaves",
                                     value: fixedFreed * 1_000, unit: "ms", baselineName: "layout only", baselineValue: fixedLayout * 1_000,
                                     note: "as the layout-only row, with the placed elements freed inside the timer"))
            rows.append(BenchmarkRow(key: fixedKey + ".total", group: "layout", name: "Widgetry build + layout, \(shape.nodes.formatted()) fixed leaves",
                                     value: fixed * 1_000, unit: "ms", baselineName: "layout only", baselineValue: fixedLayout * 1_000, note: note))
            rows.append(BenchmarkRow(key: textKey + ".total", group: "layout", name: "Widgetry build + layout, \(shape.nodes.formatted()) text leaves",
                                     value: text * 1_000, unit: "ms", baselineName: "layout only", baselineValue: textLayout * 1_000, note: note))
            let fixedRoot = LayoutEngine.layout(fixedTree, canvasSize: fixedCanvas).root.frame.size
            let textRoot = LayoutEngine.layout(textTree, canvasSize: textCanvas).root.frame.size
            trees.append(TreeSpec(key: fixedKey, nodes: shape.nodes, kind: "fixed", rows: shape.rows, columns: shape.columns,
                                  spacing: Double(spacing), leafSize: [Double(leaf), Double(leaf)], canvas: [2_000, 2_000],
                                  iterations: iterations, rootSize: [Double(fixedRoot.width), Double(fixedRoot.height)]))
            trees.append(TreeSpec(key: textKey, nodes: shape.nodes, kind: "text", rows: shape.rows, columns: shape.columns,
                                  spacing: Double(spacing), textPattern: textPattern, textSizes: textSizes, canvas: [20_000, 20_000],
                                  iterations: iterations, rootSize: [Double(textRoot.width), Double(textRoot.height)]))
        }
        return (rows, trees)
    }

    /// Lays the 10,000-leaf tree of `kind` (fixed or text) out three times from a prepared tree, so that a
    /// profiler sees layout alone (callgrind: `valgrind --tool=callgrind WidgetryBenchmarks --profile-layout text`).
    static func profile(kind: String) {
        let (rows, columns) = (shapes[2].rows, shapes[2].columns)
        let prepared = kind == "text" ? PreparedLayout(TextTree(rows: rows, columns: columns)) : PreparedLayout(FixedTree(rows: rows, columns: columns))
        let canvas = kind == "text" ? CGSize(width: 20_000, height: 20_000) : CGSize(width: 2_000, height: 2_000)
        for _ in 0..<3 {
            prepared.invalidate()
            _ = prepared.layout(canvasSize: canvas)
        }
    }

    /// Each distinct label's size as Widgetry lays it out: the other engines' measure functions return these.
    static func measuredTextSizes() -> [String: [Double]] {
        var sizes: [String: [Double]] = [:]
        for row in 0..<10 {
            for column in 0..<10 {
                let size = LayoutEngine.size(of: label(row, column), proposal: .unspecified)
                sizes["r\(row)c\(column)"] = [Double(size.width), Double(size.height)]
            }
        }
        return sizes
    }
}
