import Foundation

/// Shows the first of its views that fits the space offered, as SwiftUI's `ViewThatFits` (iOS 16): the
/// usual way to keep a row from vanishing at large text sizes is to offer a shorter version after it.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views in `content`, in order, by their ideal size along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let candidates = context.with { $0.stackAxis = nil }.nodes(for: content)
        return [ViewThatFitsNode(axes: axes, candidates: candidates)]
    }
}

/// Lays out `ViewThatFits` as SwiftUI does: each candidate's ideal size along the chosen axes (proposed
/// `nil` there, the parent's proposal across them) is compared with the proposal; the first that fits is
/// laid out with the proposal, and when none fits, the last is. Only the chosen view is drawn.
final class ViewThatFitsNode: LayoutNode {
    override var kind: ElementKind { .viewThatFits }
    let axes: Axis.Set
    let candidates: [LayoutNode]
    /// Which candidate each recent size came from, so placing shows the view that was measured.
    private var recentChoices: [(size: CGSize, index: Int)] = []

    init(axes: Axis.Set, candidates: [LayoutNode]) {
        self.axes = axes
        self.candidates = candidates
        super.init(name: "ViewThatFits")
    }

    /// Floating-point noise only: a view even half a point too wide would truncate when laid out.
    private static let tolerance: CGFloat = 0.001

    func choice(for proposal: ProposedViewSize) -> Int? {
        guard !candidates.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let idealProposal = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (index, candidate) in candidates.enumerated() {
            let ideal = candidate.sizeThatFits(idealProposal)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 + Self.tolerance } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 + Self.tolerance } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return candidates.count - 1
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let index = choice(for: proposal) else { return .zero }
        let size = candidates[index].sizeThatFits(proposal)
        if recentChoices.count >= 4 { recentChoices.removeFirst() }
        recentChoices.append((size, index))
        return size
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        guard let index = recentChoices.last(where: { $0.size == frame.size })?.index ?? choice(for: ProposedViewSize(frame.size)) else {
            return element
        }
        let chosen = candidates[index]
        let size = chosen.sizeThatFits(ProposedViewSize(frame.size))
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        element.setOnlyChild(chosen.place(in: CGRect(origin: origin, size: size), context: context.descending(into: self)))
        return element
    }

    override func firstBaseline(in size: CGSize) -> CGFloat? {
        choice(for: ProposedViewSize(size)).flatMap { candidates[$0].firstBaseline(in: size) }
    }

    override func lastBaseline(in size: CGSize) -> CGFloat? {
        choice(for: ProposedViewSize(size)).flatMap { candidates[$0].lastBaseline(in: size) }
    }

    override func invalidateLayout() {
        recentChoices = []
        super.invalidateLayout()
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) { candidates.forEach(body) }
}
