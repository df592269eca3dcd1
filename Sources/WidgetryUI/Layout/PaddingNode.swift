import Foundation

/// Lays out `padding` as SwiftUI does: the child is offered the proposal less the insets (never less
/// than zero), and the padded view is the child's size plus the insets. Negative insets offer the child more
/// than the padded view gets, and the child overhangs it on those edges.
final class PaddingNode: ModifierNode {
    override var kind: ElementKind { .padding }
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }

    /// Padding replaces its content's spacing preference on the edges it insets (SwiftUI's padding resets
    /// them), so text under `.padding()` is spaced from its neighbours as any view is.
    override func textLeading(at edge: VerticalEdge) -> CGFloat? {
        (edge == .top ? insets.top : insets.bottom) == 0 ? child.textLeading(at: edge) : nil
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                         height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(inner(proposal))
        // Negative insets make the padded view smaller than its content, never smaller than nothing.
        return CGSize(width: max(size.width + insets.horizontal, 0), height: max(size.height + insets.vertical, 0))
    }

    /// The content's explicit guides, moved by the inset on their axis.
    override func explicitGuide(_ key: GuideKey, in size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
        guard let value = child.explicitGuide(key, in: inner) else { return nil }
        switch key {
        case .leading, .horizontalCenter, .trailing: return value + insets.leading
        case .custom(_, _, let axis): return value + (axis == .horizontal ? insets.leading : insets.top)
        default: return value + insets.top
        }
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let rect = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                          width: max(frame.width - insets.horizontal, 0), height: max(frame.height - insets.vertical, 0))
        element.setOnlyChild(child.place(in: rect, context: context.descending(into: self)))
        return element
    }

    override func firstBaseline(in size: CGSize) -> CGFloat? {
        child.firstBaseline(in: CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))).map { $0 + insets.top }
    }

    override func lastBaseline(in size: CGSize) -> CGFloat? {
        child.lastBaseline(in: CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))).map { $0 + insets.top }
    }
}
