import Foundation

/// Lays out `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:…)` as SwiftUI does.
///
/// Fixed frame: the child is offered the fixed length (or the parent's proposal where a length is
/// `nil`); the frame is exactly the fixed length, or the child's where `nil`.
///
/// Flexible frame (the formulation in objc.io's *Thinking in SwiftUI*, which matches SwiftUI): the
/// proposal is clamped into [min, max] (an unspecified proposal becomes the ideal length) and offered
/// to the child; the frame is then `max(min, min(child, proposal))` with a minimum and
/// `min(max, max(child, proposal))` with a maximum — so `maxWidth: .infinity` takes all it is offered.
/// The child is placed inside by `alignment`.
final class FrameNode: ModifierNode {
    override var kind: ElementKind { .frame }
    struct Dimension {
        var fixed: CGFloat?
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        var isFlexible: Bool { min != nil || max != nil || ideal != nil }

        func proposal(_ offered: CGFloat?) -> CGFloat? {
            if let fixed { return fixed }
            guard var value = offered else { return ideal }
            if let min, value < min { value = min }
            if let max, value > max { value = max }
            return value
        }

        func length(child: CGFloat, proposed: CGFloat?) -> CGFloat {
            if let fixed { return fixed }
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, proposed ?? result)) }
            if let max { result = Swift.min(max, Swift.max(result, proposed ?? result)) }
            return result
        }
    }

    let width: Dimension
    let height: Dimension
    let alignment: Alignment

    init(child: LayoutNode, width: Dimension, height: Dimension, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child)
        if let w = width.fixed, let h = height.fixed { fixedSize = CGSize(width: w, height: h) }
        // A length is independent of the proposal when it is fixed, or when the frame leaves it to a
        // rigid child; flexible limits clamp the proposal, so they are not.
        func rigid(_ dimension: Dimension) -> Bool { dimension.fixed != nil || (!dimension.isFlexible && child.isRigid) }
        isRigid = rigid(width) && rigid(height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let childProposal = ProposedViewSize(width: width.proposal(proposal.width), height: height.proposal(proposal.height))
        // Without an explicit dimension, the frame is as large as its child and never asks it twice.
        let child = self.child.sizeThatFits(childProposal)
        return CGSize(width: width.length(child: child.width, proposed: childProposal.width),
                      height: height.length(child: child.height, proposed: childProposal.height))
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let childProposal = ProposedViewSize(width: width.proposal(frame.width), height: height.proposal(frame.height))
        let size = child.sizeThatFits(childProposal)
        let origin = AlignmentGuides.origin(of: size, in: frame, alignment: alignment, node: child)
        element.setOnlyChild(child.place(in: CGRect(origin: origin, size: size), context: context.descending(into: self)))
        return element
    }

    /// The content's explicit guides, moved to where the frame places the content.
    override func explicitGuide(_ key: GuideKey, in size: CGSize) -> CGFloat? {
        guard child.hasExplicitGuides else { return nil }
        let childSize = child.sizeThatFits(ProposedViewSize(width: width.proposal(size.width), height: height.proposal(size.height)))
        guard let value = child.explicitGuide(key, in: childSize) else { return nil }
        let origin = AlignmentGuides.origin(of: childSize, in: CGRect(origin: .zero, size: size), alignment: alignment, node: child)
        switch key {
        case .leading, .horizontalCenter, .trailing: return value + origin.x
        case .custom(_, _, let axis): return value + (axis == .horizontal ? origin.x : origin.y)
        default: return value + origin.y
        }
    }

    override func firstBaseline(in size: CGSize) -> CGFloat? { baseline(in: size, first: true) }
    override func lastBaseline(in size: CGSize) -> CGFloat? { baseline(in: size, first: false) }

    private func baseline(in size: CGSize, first: Bool) -> CGFloat? {
        let childSize = child.sizeThatFits(ProposedViewSize(width: width.proposal(size.width), height: height.proposal(size.height)))
        let origin = AlignmentGuides.origin(of: childSize, in: CGRect(origin: .zero, size: size), alignment: alignment, node: child)
        return (first ? child.firstBaseline(in: childSize) : child.lastBaseline(in: childSize)).map { $0 + origin.y }
    }
}
