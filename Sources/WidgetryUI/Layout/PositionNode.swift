import Foundation

/// Lays out `position(x:y:)` as SwiftUI does: the modified view takes all the space it is offered (its
/// child's ideal length where the proposal is unspecified) and puts the child's centre at the point, in
/// its own coordinates. The child is offered the same proposal.
final class PositionNode: ModifierNode {
    override var kind: ElementKind { .position }
    let point: CGPoint

    init(child: LayoutNode, point: CGPoint) {
        self.point = point
        super.init(child: child)
        isRigid = false
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = child.sizeThatFits(.unspecified)
        func length(_ offered: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let offered else { return fallback }
            return offered.isFinite ? offered : fallback
        }
        return CGSize(width: length(proposal.width, ideal.width), height: length(proposal.height, ideal.height))
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let size = child.sizeThatFits(ProposedViewSize(frame.size))
        let origin = CGPoint(x: frame.minX + point.x - size.width / 2, y: frame.minY + point.y - size.height / 2)
        element.setOnlyChild(child.place(in: CGRect(origin: origin, size: size), context: context.descending(into: self)))
        return element
    }
}
