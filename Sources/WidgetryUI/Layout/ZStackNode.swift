import Foundation

/// Lays out `ZStack` (and the several views of a `background` or `overlay`) as SwiftUI does: every
/// child is offered the whole proposal, the stack is as large as the union of its children aligned by
/// the alignment guide, and children are drawn in order, the last on top.
///
/// `layoutPriority` decides which children size the stack: only those of the highest priority are sized
/// from the proposal and make up the stack's size; the others are then offered that size
/// (`ZStack { Color.red; Text("x").layoutPriority(1) }` is the size of the text, the colour filling it).
final class ZStackNode: LayoutNode {
    override var kind: ElementKind { .zStack }
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode], name: String?, context: BuildContext) {
        self.alignment = alignment
        self.children = children
        super.init(name: name)
        isRigid = children.allSatisfy(\.isRigid)
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) { children.forEach(body) }

    /// Every layer's edge faces the stack's neighbours: text only when each layer shows text there (see `StackNode`).
    override func textLeading(at edge: VerticalEdge) -> CGFloat? { StackNode.textLeading(ofAll: children, at: edge) }

    /// The children that size the stack: those of the highest layout priority (all of them when equal).
    private lazy var sizing: [Int] = {
        let top = children.map(\.layoutPriority).max() ?? 0
        return children.indices.filter { children[$0].layoutPriority == top }
    }()

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let indices = sizing
        let sizes = indices.map { children[$0].sizeThatFits(proposal) }
        // A child that takes an infinite proposal whole makes the stack unbounded on that axis; aligning it
        // by its guide would give infinity minus infinity (NaN), which parents cannot rank or share.
        let unboundedWidth = sizes.contains { !$0.width.isFinite }, unboundedHeight = sizes.contains { !$0.height.isFinite }
        if unboundedWidth || unboundedHeight {
            let finite = indices.indices.filter { sizes[$0].width.isFinite && sizes[$0].height.isFinite }
            let bounded = computeAligned(finite.map { sizes[$0] }, of: finite.map { indices[$0] })
            return CGSize(width: unboundedWidth ? .infinity : max(bounded.width, sizes.map(\.width).max() ?? 0),
                          height: unboundedHeight ? .infinity : max(bounded.height, sizes.map(\.height).max() ?? 0))
        }
        return computeAligned(sizes, of: indices)
    }

    /// The union of the children at `indices`, of `sizes`, lined up by their alignment guides.
    private func computeAligned(_ sizes: [CGSize], of indices: [Int]) -> CGSize {
        let offsets = alignedOffsets(sizes, of: indices)
        let width = sizes.indices.map { offsets[$0].x + sizes[$0].width }.max() ?? 0
        let height = sizes.indices.map { offsets[$0].y + sizes[$0].height }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    /// Offsets that put the alignment guides of the children at `indices` on one point, none negative.
    private func alignedOffsets(_ sizes: [CGSize], of indices: [Int]) -> [CGPoint] {
        let guides = sizes.indices.map { AlignmentGuides.point(alignment, of: children[indices[$0]], size: sizes[$0]) }
        let refX = guides.map(\.x).max() ?? 0, refY = guides.map(\.y).max() ?? 0
        return guides.map { CGPoint(x: refX - $0.x, y: refY - $0.y) }
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let inner = context.descending(into: self)
        element.children.reserveCapacity(children.count)
        // Every child is offered the stack's size: the highest-priority ones chose it, the others fit into it.
        let proposal = ProposedViewSize(frame.size)
        let sizes = children.map { $0.sizeThatFits(proposal) }
        // Drawn in order of zIndex, declaration order among equals (a stable sort).
        let drawingOrder = children.indices.sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
        for index in drawingOrder {
            let child = children[index]
            let origin = AlignmentGuides.origin(of: sizes[index], in: frame, alignment: alignment, node: child)
            element.children.append(child.place(in: CGRect(origin: origin, size: sizes[index]),
                                                context: inner.sibling(index, of: children.count)))
        }
        return element
    }

    /// Each child's frame in `frame`, in declaration order (what `ZStackLayout.placeSubviews` places).
    func childFrames(in frame: CGRect) -> [CGRect] {
        let proposal = ProposedViewSize(frame.size)
        return children.map { child in
            let size = child.sizeThatFits(proposal)
            return CGRect(origin: AlignmentGuides.origin(of: size, in: frame, alignment: alignment, node: child), size: size)
        }
    }

    override func firstBaseline(in size: CGSize) -> CGFloat? {
        children.lazy.compactMap { child -> CGFloat? in
            let childSize = child.sizeThatFits(ProposedViewSize(size))
            let origin = AlignmentGuides.origin(of: childSize, in: CGRect(origin: .zero, size: size), alignment: self.alignment, node: child)
            return child.firstBaseline(in: childSize).map { $0 + origin.y }
        }.first
    }
}

/// Positions a child of a known size inside a frame by an alignment, as frames, overlays and ZStacks do.
enum AlignmentGuides {
    /// The alignment guide's position inside a node of `size`: explicit guides first, then defaults.
    static func point(_ alignment: Alignment, of node: LayoutNode, size: CGSize) -> CGPoint {
        CGPoint(x: node.guideValue(alignment.horizontal.key, in: size), y: node.guideValue(alignment.vertical.key, in: size))
    }

    /// The origin that lines a child's guide up with the same guide of `frame`.
    static func origin(of size: CGSize, in frame: CGRect, alignment: Alignment, node: LayoutNode) -> CGPoint {
        let inner = point(alignment, of: node, size: size)
        let frameDimensions = ViewDimensions(size: frame.size, node: nil)
        let outerX = alignment.horizontal.key.defaultValue(in: frameDimensions)
        let outerY: CGFloat
        switch alignment.vertical.key {
        // A frame has no baseline of its own: it lines the child's baseline up with its bottom for last
        // and top for first, which is SwiftUI's default for a view without text.
        case .firstTextBaseline: outerY = inner.y
        case .lastTextBaseline: outerY = frame.height - (size.height - inner.y)
        default: outerY = alignment.vertical.key.defaultValue(in: frameDimensions)
        }
        return CGPoint(x: frame.minX + outerX - inner.x, y: frame.minY + outerY - inner.y)
    }
}
