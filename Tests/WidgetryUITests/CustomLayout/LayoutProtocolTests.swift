import Foundation
import Testing
@testable import WidgetryUI

/// Tags that wrap onto new rows, the usual custom layout in widgets: each row as wide as fits, `spacing` between
/// tags and rows. Counts how often it makes its cache.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    let cacheMade: Counter

    final class Counter { var value = 0 }
    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache {
        cacheMade.value += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    private func rows(_ sizes: [CGSize], width: CGFloat) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !rows[rows.count - 1].isEmpty, x + spacing + size.width > width { rows.append([]); x = 0 }
            x += (rows[rows.count - 1].isEmpty ? 0 : spacing) + size.width
            rows[rows.count - 1].append(index)
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.width ?? .infinity
        let rows = rows(cache.sizes, width: width)
        let heights = rows.map { $0.map { cache.sizes[$0].height }.max() ?? 0 }
        let widths = rows.map { row in row.map { cache.sizes[$0].width }.reduce(0, +) + spacing * CGFloat(max(row.count - 1, 0)) }
        return CGSize(width: widths.max() ?? 0, height: heights.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(cache.sizes, width: bounds.width) {
            var x = bounds.minX
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(cache.sizes[index]))
                x += cache.sizes[index].width + spacing
            }
            y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
        }
    }
}

/// A rank a subview gives its layout.
private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Stacks its subviews top to bottom in the order of their rank, and leaves one unplaced.
private struct RankedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let ranked = subviews.filter { $0[Rank.self] > 0 }.sorted { $0[Rank.self] < $1[Rank.self] }
        var y = bounds.minY
        for subview in ranked {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

@Suite struct LayoutProtocolTests {
    @Test("A custom flow layout sizes itself and places its subviews; its cache is made once")
    func flowLayout() {
        let counter = FlowLayout.Counter()
        let result = layout(FlowLayout(cacheMade: counter) {
            ForEach(0..<5) { _ in Color.red.frame(width: 40, height: 10) }
        }.frame(width: 100))
        // Two 40 pt tags and 8 pt between them are 88 pt: two per row in 100 pt, so three rows of 10 pt with 8 pt
        // between them: 46 pt tall and 88 pt wide.
        let flow = result.frame("FlowLayout")
        #expect(flow.size == CGSize(width: 88, height: 46))
        let tags = (0..<5).map { result.frame("FlowLayout/Color[\($0)]") }
        #expect(tags.map { $0.minX - flow.minX } == [0, 48, 0, 48, 0])
        #expect(tags.map { $0.minY - flow.minY } == [0, 0, 18, 18, 36])
        #expect(counter.value == 1)
    }

    @Test("AnyLayout switches between stack layouts with the stacks' own results")
    func anyLayout() {
        func content(_ layout: AnyLayout) -> some View {
            layout {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
        }
        let horizontal = layout(content(AnyLayout(HStackLayout())))
        let reference = layout(HStack { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 10) })
        #expect(horizontal.frame("HStack").size == reference.frame("HStack").size)
        #expect(horizontal.frame("HStack").size == CGSize(width: 30 + 8 + 20, height: 10))
        let vertical = layout(content(AnyLayout(VStackLayout(spacing: 0))))
        #expect(vertical.frame("VStack").size == CGSize(width: 30, height: 20))
    }

    @Test("A stack layout's own methods give the stack's answers (for layouts built from them)")
    func stackLayoutMethods() {
        // A custom layout that delegates to HStackLayout is laid out exactly like the HStack.
        struct Delegating: Layout {
            let inner = HStackLayout(spacing: 4)
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        let result = layout(Delegating { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 6) })
        let outer = result.frame("Delegating")
        #expect(outer.size == CGSize(width: 54, height: 10))
        #expect(result.frame("Delegating/Color[1]").minX - outer.minX == 34)
        // Centred across the axis: (10 − 6) / 2.
        #expect(result.frame("Delegating/Color[1]").minY - outer.minY == 2)
    }

    @Test("Layout values reach the layout; a subview it does not place is centred at its ideal size")
    func layoutValuesAndUnplaced() {
        let result = layout(RankedLayout {
            Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
            Color.blue.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 1)
            Color.green.frame(width: 30, height: 30)
        })
        let bounds = result.frame("RankedLayout")
        #expect(result.frame("RankedLayout/Color[1]").minY == bounds.minY)
        #expect(result.frame("RankedLayout/Color[0]").minY == bounds.minY + 20)
        let unplaced = result.frame("RankedLayout/Color[2]")
        #expect(unplaced.midX == bounds.midX && unplaced.midY == bounds.midY && unplaced.width == 30)
    }
}
