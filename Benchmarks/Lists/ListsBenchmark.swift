import Foundation
import WidgetryLists
import WidgetryUI

/// The self-sizing list at 10k, 100k and 1M rows: the time to jump to a random offset (lookup plus
/// laying out and measuring the viewport), the time to re-lay after a width change (rotation), and the
/// bytes each row costs. The jump is compared with the 10k figure: an O(log n) index keeps the ratio
/// near 1 where a linear scan would make it 10× and 100×.
enum ListsBenchmark {
    static func run(_ settings: BenchmarkSettings) -> [BenchmarkRow] {
        let quick = settings.quick
        var rows: [BenchmarkRow] = []
        var jumpAt10k: Double?
        var lookupAt10k: Double?
        for count in [10_000, 100_000, 1_000_000] {
            let label = count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k"
            let jump = jumpMicroseconds(rowCount: count, jumps: quick ? 200 : 4_000)
            let lookup = lookupNanoseconds(rowCount: count, lookups: quick ? 10_000 : 200_000)
            if jumpAt10k == nil { jumpAt10k = jump; lookupAt10k = lookup }
            let isBase = count == 10_000
            // The 1M jump is judged against the 50 µs target; smaller lists against the 10k figure (O(log n)).
            let isTarget = count == 1_000_000
            rows.append(BenchmarkRow(key: "lists.jump.\(label)", group: "lists", name: "list jump to random offset, \(label) rows", value: jump,
                                     unit: "µs/jump", baselineName: isTarget ? "target" : isBase ? nil : "10k rows",
                                     baselineValue: isTarget ? 50 : isBase ? nil : jumpAt10k,
                                     note: "lookup + laying out a 667 pt viewport of synthetic cells"))
            rows.append(BenchmarkRow(key: "lists.lookup.\(label)", group: "lists", name: "list offset→row lookup, \(label) rows", value: lookup,
                                     unit: "ns/lookup", baselineName: isBase ? nil : "10k rows", baselineValue: isBase ? nil : lookupAt10k))
            rows.append(BenchmarkRow(key: "lists.width-change.\(label)", group: "lists", name: "list re-lay after width change, \(label) rows",
                                     value: relayMilliseconds(rowCount: count, rotations: quick ? 4 : 40), unit: "ms"))
            rows.append(BenchmarkRow(key: "lists.bytes-per-row.\(label)", group: "lists", name: "list storage, \(label) rows",
                                     value: Double(GridLayout.bytesPerRow(columns: 1)), unit: "bytes/row", baselineName: "target", baselineValue: 32))
        }
        rows.append(BenchmarkRow(key: "lists.text-jump.1M", group: "lists", name: "list jump with Text cells measured by ViewMeasurer, 1M rows",
                                 value: textCellJumpMicroseconds(rowCount: 1_000_000, jumps: quick ? 20 : 300), unit: "µs/jump",
                                 baselineName: "synthetic cells, 10k rows", baselineValue: jumpAt10k,
                                 note: "each newly visible row's Text built, shaped and measured"))
        return rows
    }

    /// A cell whose height depends on its index and on the width, as wrapped text's does, without the
    /// cost of shaping text, so the figures show the layout's own cost.
    private static func syntheticHeight(_ item: Int, _ width: CGFloat) -> CGFloat {
        let characters = CGFloat(20 + (item &* 2_654_435_761) % 180)
        return 22 + ((characters * 8) / max(width, 1)).rounded(.up) * 20
    }

    /// Deterministic pseudo-random offsets in `0 ..< limit`.
    private static func offsets(_ count: Int, below limit: CGFloat) -> [CGFloat] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(Double(seed >> 11) / Double(1 << 53)) * limit
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    /// Mean time of a jump: finding the row at a random offset and laying out (measuring) an iPhone
    /// screen of rows there.
    private static func jumpMicroseconds(rowCount: Int, jumps: Int) -> Double {
        var list = ListLayout(rowCount: rowCount, width: 375, estimatedRowHeight: 44)
        let targets = offsets(jumps, below: list.contentHeight)
        _ = list.layoutViewport(contentOffset: targets[0], height: 667, measure: syntheticHeight)
        var shown = 0
        let elapsed = ContinuousClock().measure {
            for target in targets {
                shown &+= list.layoutViewport(contentOffset: target, height: 667, measure: syntheticHeight).items.count
            }
        }
        precondition(shown > 0)
        return seconds(elapsed) / Double(targets.count) * 1e6
    }

    /// Mean time of `row(atOffset:)` alone, over a list half measured, so the index is not trivially flat.
    private static func lookupNanoseconds(rowCount: Int, lookups: Int) -> Double {
        var list = ListLayout(rowCount: rowCount, width: 375, estimatedRowHeight: 44)
        for target in offsets(2_000, below: list.contentHeight) {
            _ = list.layoutViewport(contentOffset: target, height: 667, measure: syntheticHeight)
        }
        let targets = offsets(lookups, below: list.contentHeight)
        // A constant, so the timed closure reads it directly rather than through a captured variable's box.
        let measured = list
        var sum = 0
        let elapsed = ContinuousClock().measure {
            for target in targets { sum &+= measured.row(atOffset: target) }
        }
        precondition(sum != 0)
        return seconds(elapsed) / Double(targets.count) * 1e9
    }

    /// Mean time to rotate (375 ↔ 667 pt wide): forget every measurement, re-anchor, and lay out the
    /// new viewport, which re-measures only the rows in view.
    private static func relayMilliseconds(rowCount: Int, rotations: Int) -> Double {
        var list = ListLayout(rowCount: rowCount, width: 375, estimatedRowHeight: 44)
        var offset = list.contentHeight / 2
        var height: CGFloat = 667
        offset = list.layoutViewport(contentOffset: offset, height: height, measure: syntheticHeight).contentOffset
        let elapsed = ContinuousClock().measure {
            for index in 0..<rotations {
                let width: CGFloat = index.isMultiple(of: 2) ? 667 : 375
                height = index.isMultiple(of: 2) ? 375 : 667
                offset = list.setWidth(width, anchoredAt: offset)
                offset = list.layoutViewport(contentOffset: offset, height: height, measure: syntheticHeight).contentOffset
            }
        }
        return seconds(elapsed) / Double(rotations) * 1e3
    }

    /// A jump whose newly visible rows are real `Text` cells measured with `ViewMeasurer` (text
    /// shaping included): what a `List` render costs.
    private static func textCellJumpMicroseconds(rowCount: Int, jumps: Int) -> Double {
        var list = ListLayout(rowCount: rowCount, width: 375, estimatedRowHeight: 44)
        let environment = EnvironmentValues()
        let targets = offsets(jumps, below: list.contentHeight)
        let elapsed = ContinuousClock().measure {
            for target in targets {
                _ = list.layoutViewport(contentOffset: target, height: 667) { row, width in
                    ViewMeasurer.idealHeight(of: Text("Row \(row): a sample line of body text that may wrap").padding(11),
                                             width: width, environment: environment)
                }
            }
        }
        return seconds(elapsed) / Double(targets.count) * 1e6
    }
}
