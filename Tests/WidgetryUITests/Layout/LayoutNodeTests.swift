import Foundation
import Testing
@_spi(Benchmarks) @testable import WidgetryUI

@Suite struct LayoutNodeTests {
    @Test("The size cache answers its last four proposals and forgets the oldest")
    func sizeCache() {
        var cache = SizeCache()
        let proposals = (1...5).map { ProposedViewSize(width: CGFloat($0), height: nil) }
        for proposal in proposals { cache.store(CGSize(width: proposal.width! * 2, height: 1), for: proposal) }
        #expect(cache.size(for: proposals[0]) == nil)
        for proposal in proposals.dropFirst() {
            #expect(cache.size(for: proposal) == CGSize(width: proposal.width! * 2, height: 1))
        }
        #expect(cache.size(for: .unspecified) == nil)
    }

    @Test("Stacks of fixed frames are rigid; text, shapes, flexible frames and spacers are not")
    func rigidity() {
        func node<V: View>(_ view: V) -> LayoutNode { BuildContext(environment: EnvironmentValues()).node(for: view, combining: .vertical) }
        let fixed = Color.red.frame(width: 4, height: 4)
        #expect(node(fixed).isRigid)
        #expect(node(HStack { fixed; fixed.padding(2) }).isRigid)
        #expect(node(VStack { HStack { fixed }; ZStack { fixed } }.background(Color.blue)).isRigid)
        #expect(node(Color.red.frame(width: 4)).isRigid == false)              // height follows the proposal
        #expect(node(fixed.frame(maxWidth: .infinity)).isRigid == false)
        #expect(node(HStack { fixed; Spacer() }).isRigid == false)
        #expect(node(HStack { fixed; Text("A") }).isRigid == false)
        #expect(node(Text("A").fixedSize()).isRigid)                           // offered nil whatever the parent proposes
        #expect(node(Text("A").fixedSize(horizontal: true, vertical: false)).isRigid == false)
        #expect(node(fixed.aspectRatio(1, contentMode: .fit)).isRigid == false)
    }

    @Test("A rigid stack gives one size for every proposal and is placed at it", arguments: [
        ProposedViewSize.unspecified, ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: 1_000, height: 5),
        ProposedViewSize(width: .infinity, height: .infinity),
    ])
    func rigidSize(proposal: ProposedViewSize) {
        // 3 leaves of 4 pt with 2 pt spacing: 3 × 4 + 2 × 2 = 16 by 4.
        let row = HStack(spacing: 2) { ForEach(0..<3) { _ in Color.red.frame(width: 4, height: 4) } }
        let root = BuildContext(environment: EnvironmentValues()).node(for: row, combining: .vertical)
        #expect(root.sizeThatFits(proposal) == CGSize(width: 16, height: 4))
        #expect(root.sizeThatFits(.unspecified) == CGSize(width: 16, height: 4))
        let log = BuildLog()
        let placed = root.place(in: CGRect(x: 10, y: 20, width: 16, height: 4), context: .root(log: log))
        withExtendedLifetime(log) {}
        #expect(placed.children.map(\.frame.minX) == [10, 16, 22])
    }

    @Test("A prepared tree laid out again after invalidation gives the same result as a fresh layout")
    func invalidation() throws {
        let view = VStack { ForEach(0..<5) { row in HStack { Text("Row \(row)"); Spacer(); Color.red.frame(width: 8, height: 8) } } }
        let prepared = PreparedLayout(view)
        let canvas = CGSize(width: 200, height: 300)
        let first = prepared.layout(canvasSize: canvas)
        prepared.invalidate()
        let wider = prepared.layout(canvasSize: CGSize(width: 320, height: 300))
        prepared.invalidate()
        let again = prepared.layout(canvasSize: canvas)
        let fresh = LayoutEngine.layout(view, canvasSize: canvas)
        #expect(again.allElements.map(\.frame) == fresh.allElements.map(\.frame))
        #expect(first.allElements.map(\.frame) == fresh.allElements.map(\.frame))
        #expect(wider.root.frame.width > first.root.frame.width)
        #expect(prepared.nodeCount == 1 + 5 * 4 + 5)  // VStack; per row HStack, Text, Spacer, Color; the frames
    }
}
