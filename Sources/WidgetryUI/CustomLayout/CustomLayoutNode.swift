import Foundation

/// Lays out an app's own ``Layout``: its `sizeThatFits` answers the proposal (SwiftUI calls it for every
/// proposal its parent makes, keeping the cache), its `placeSubviews` places the children, and a subview it
/// does not place is centred in the bounds at its ideal size.
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let children: [LayoutNode]
    private let recorder: PlacementRecorder
    private let subviews: LayoutSubviews
    private var cache: L.Cache?

    init(layout: L, children: [LayoutNode], name: String) {
        self.layout = layout
        self.children = children
        recorder = PlacementRecorder(count: children.count)
        let recorder = self.recorder
        subviews = LayoutSubviews(elements: children.enumerated().map { LayoutSubview(node: $1, index: $0, recorder: recorder) })
        super.init(name: name)
        hasExplicitGuides = true
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) { children.forEach(body) }

    private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        return CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let inner = context.descending(into: self)
        recorder.placements = Array(repeating: nil, count: children.count)
        withCache { layout.placeSubviews(in: frame, proposal: ProposedViewSize(frame.size), subviews: subviews, cache: &$0) }
        var placed: [PlacedElement] = []
        placed.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let rect: CGRect
            if let placement = recorder.placements[index] {
                let size = child.sizeThatFits(placement.proposal)
                rect = CGRect(x: placement.position.x - placement.anchor.x * size.width,
                              y: placement.position.y - placement.anchor.y * size.height, width: size.width, height: size.height)
            } else {
                let size = child.sizeThatFits(.unspecified)
                rect = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            }
            placed.append(child.place(in: rect, context: inner.sibling(index, of: children.count)))
        }
        element.children = placed
        return element
    }

    override func explicitGuide(_ key: GuideKey, in size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        return withCache { cache -> CGFloat? in
            switch key {
            case .leading, .horizontalCenter, .trailing:
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size),
                                                subviews: subviews, cache: &cache)
            case .custom(_, _, let axis) where axis == .horizontal:
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size),
                                                subviews: subviews, cache: &cache)
            default:
                return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: ProposedViewSize(size),
                                                subviews: subviews, cache: &cache)
            }
        }
    }
}
