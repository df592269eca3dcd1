import Foundation

/// One element of the tree that views build: it answers "what size would you be for this proposal?"
/// and, once its parent has decided, places itself and its children.
///
/// SwiftUI's rule: a parent proposes a size, the child chooses its own size, the parent positions the
/// child. Nodes never see their parent; everything they need arrives in the proposal.
class LayoutNode {
    /// The name in readable paths (`Text("Hi")`, `VStack`); `nil` for modifiers, which paths skip.
    let name: String?
    /// SwiftUI's `layoutPriority`: stacks offer space to higher priorities first. Modifiers inherit
    /// their content's priority, as SwiftUI's traits pass through modifiers.
    var layoutPriority: Double = 0

    private var cachedProposals: [ProposedViewSize] = []
    private var cachedSizes: [CGSize] = []

    /// The size of a node that ignores proposals (a frame with both lengths fixed): stacks probe every
    /// child three times, and answering at once skips the cache for the most common widget leaf.
    var fixedSize: CGSize?

    init(name: String?) { self.name = name }

    /// What the placed element calls this node: its path name, or the modifier's name. A literal per
    /// class, because `String(describing: type(of:))` demangles at run time for every element placed.
    var kind: String { name ?? "modifier" }

    /// The size this node chooses for `proposal`. Cached per node: stacks probe children several times
    /// (minimum, maximum, actual), and probing text means shaping it.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let fixedSize { return fixedSize }
        if let index = cachedProposals.firstIndex(of: proposal) { return cachedSizes[index] }
        let size = computeSize(proposal)
        if cachedProposals.count >= 8 {
            cachedProposals.removeFirst()
            cachedSizes.removeFirst()
        }
        cachedProposals.append(proposal)
        cachedSizes.append(size)
        return size
    }

    /// Subclasses compute their size here.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places this node in `frame` (absolute coordinates) and returns what it drew.
    func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        context.element(for: self, frame: frame)
    }

    /// The distance from the top to the first line of text, if this node shows text.
    func firstBaseline(in size: CGSize) -> CGFloat? { nil }
    /// The distance from the top to the last line of text, if this node shows text.
    func lastBaseline(in size: CGSize) -> CGFloat? { nil }

    /// Whether this node is a `Spacer`: stacks let spacers have what is left.
    var isSpacer: Bool { false }
}

/// A node that wraps one child (most modifiers).
class ModifierNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode, name: String? = nil) {
        self.child = child
        super.init(name: name)
        layoutPriority = child.layoutPriority
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func firstBaseline(in size: CGSize) -> CGFloat? { child.firstBaseline(in: size) }
    override func lastBaseline(in size: CGSize) -> CGFloat? { child.lastBaseline(in: size) }
    override var isSpacer: Bool { child.isSpacer }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        element.children = [child.place(in: frame, context: context.descending(into: self))]
        return element
    }
}
