import Foundation

/// Lays out `ZStack` (and the several views of a `background` or `overlay`) as SwiftUI does: every
/// child is offered the whole proposal, the stack is as large as the union of its children aligned by
/// the alignment guide, and children are drawn in order, the last on top.
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

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        let offsets = alignedOffsets(sizes)
        let width = children.indices.map { offsets[$0].x + sizes[$0].width }.max() ?? 0
        let height = children.indices.map { offsets[$0].y + sizes[$0].height }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    /// Offsets that put every child's alignment guide on one point, none at a negative offset.
    private func alignedOffsets(_ sizes: [CGSize]) -> [CGPoint] {
        let guides = children.indices.map { AlignmentGuides.point(alignment, of: children[$0], size: sizes[$0]) }
        let refX = guides.map(\.x).max() ?? 0, refY = guides.map(\.y).max() ?? 0
        return guides.map { CGPoint(x: refX - $0.x, y: refY - $0.y) }
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let inner = context.descending(into: self)
        element.children.reserveCapacity(children.count)
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
    /// The alignment guide's position inside a node of `size`.
    static func point(_ alignment: Alignment, of node: LayoutNode, size: CGSize) -> CGPoint {
        let x = alignment.horizontal.offset(in: size.width)
        let y: CGFloat
        switch alignment.vertical.guide {
        case .top: y = 0
        case .center: y = size.height / 2
        case .bottom: y = size.height
        case .firstTextBaseline: y = node.firstBaseline(in: size) ?? size.height
        case .lastTextBaseline: y = node.lastBaseline(in: size) ?? size.height
        }
        return CGPoint(x: x, y: y)
    }

    /// The origin that lines a child's guide up with the same guide of `frame`.
    static func origin(of size: CGSize, in frame: CGRect, alignment: Alignment, node: LayoutNode) -> CGPoint {
        let inner = point(alignment, of: node, size: size)
        let outerX = alignment.horizontal.offset(in: frame.width)
        let outerY: CGFloat
        switch alignment.vertical.guide {
        case .top: outerY = 0
        case .center: outerY = frame.height / 2
        case .bottom: outerY = frame.height
        // A frame has no baseline of its own: it lines the child's baseline up with its bottom for last
        // and top for first, which is SwiftUI's default for a view without text.
        case .firstTextBaseline: outerY = inner.y
        case .lastTextBaseline: outerY = frame.height - (size.height - inner.y)
        }
        return CGPoint(x: frame.minX + outerX - inner.x, y: frame.minY + outerY - inner.y)
    }
}
