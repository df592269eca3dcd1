import Foundation
import WidgetryFindings

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
    /// SwiftUI's `zIndex`: in a `ZStack`, higher values are drawn later (on top). Passes through modifiers.
    var zIndex: Double = 0
    /// How many `Grid` columns this cell spans (`gridCellColumns`). Passes through modifiers.
    var gridColumnSpan = 1
    /// How this cell's whole `Grid` column is aligned (`gridColumnAlignment`). Passes through modifiers.
    var gridColumnAlignment: HorizontalAlignment?

    private var sizeCache = SizeCache()

    /// The size of a node that ignores proposals (a frame with both lengths fixed): stacks probe every
    /// child three times, and answering at once skips the cache for the most common widget leaf.
    var fixedSize: CGSize?

    /// Whether this node chooses the same size for every proposal: a fixed frame, or a stack, padding or
    /// background of such nodes. A rigid node keeps its first answer, so a stack of fixed leaves is sized
    /// once instead of once per probe its parent makes (minimum, maximum, share).
    var isRigid = false
    /// A rigid node's size, once asked.
    private var rigidSize: CGSize?

    init(name: String?) { self.name = name }

    /// What the placed element says placed it; each class answers with a constant.
    var kind: ElementKind { .modifier }

    /// Problems met while building this node (a negative padding, a missing image), placed with its
    /// element so that each is reported with the view's path.
    var issues: [Finding] = []
    /// Preference values this view sets for its ancestors (`preference(key:value:)`), in the order its modifiers
    /// were applied, innermost first (``PreferenceValues``).
    var preferences: [PreferenceValues.Entry] = []

    /// The builder statement that wrote this view, when known; placed with its element.
    var source: ViewSource?

    /// The size this node chooses for `proposal`. Cached per node: stacks probe children several times
    /// (minimum, maximum, actual), and probing text means shaping it.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let fixedSize { return fixedSize }
        if let rigidSize { return rigidSize }
        if let size = sizeCache.size(for: proposal) { return size }
        let size = computeSize(proposal)
        if isRigid {
            rigidSize = size
            return size
        }
        sizeCache.store(size, for: proposal)
        return size
    }

    /// Forgets the sizes this node and its descendants remember. Nodes are built for one layout, so only
    /// benchmarks call this, to time layout from scratch on a tree built once.
    func invalidateLayout() {
        sizeCache = SizeCache()
        rigidSize = nil
        forEachChild { $0.invalidateLayout() }
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

    /// The value `alignmentGuide(_:computeValue:)` set for `key` on this view or its content, in a view of
    /// `size`; `nil` when none did.
    func explicitGuide(_ key: GuideKey, in size: CGSize) -> CGFloat? { nil }

    /// The value of guide `key` in this view at `size`: the explicit one, else the guide's default
    /// (SwiftUI's `ViewDimensions` subscript).
    final func guideValue(_ key: GuideKey, in size: CGSize) -> CGFloat {
        // Stacks ask every child for its guide several times; most views set none, so they skip the lookup
        // and answer built-in guides without building `ViewDimensions`.
        if hasExplicitGuides, let value = explicitGuide(key, in: size) { return value }
        return key.builtInValue(in: size, node: self) ?? key.defaultValue(in: ViewDimensions(size: size, node: self))
    }

    /// Whether this view or its content sets an alignment guide with `alignmentGuide`.
    var hasExplicitGuides = false

    /// Values for a custom ``Layout`` set with `layoutValue(key:value:)` on this node.
    var layoutValues: [ObjectIdentifier: Any] = [:]

    /// The layout value for `key` set on this view or, through modifiers, on the view it wraps (SwiftUI's
    /// layout values pass through modifiers). Looked up when a layout asks, rather than copied into every
    /// modifier node as it is built.
    func layoutValue(_ key: ObjectIdentifier) -> Any? { layoutValues[key] }

    /// Whether this node is a `Spacer`: stacks let spacers have what is left.
    var isSpacer: Bool { false }

    /// The leading of the text that shows at this view's top or bottom edge, if text does: a vertical stack
    /// with the default spacing puts text next to text that far apart instead of the standard 8 points
    /// (``StackNode/textToTextSpacing(above:below:scale:)``). `nil` for views whose edge is not text.
    func textLeading(at edge: VerticalEdge) -> CGFloat? { nil }

    /// Calls `body` with each child node, in drawing order. Tree walks use this instead of casting each
    /// node to every container class (dynamic casts were a tenth of layout time on large trees).
    func forEachChild(_ body: (LayoutNode) -> Void) {}
}

/// A node that wraps one child (most modifiers).
class ModifierNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode, name: String? = nil) {
        self.child = child
        super.init(name: name)
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
        gridColumnSpan = child.gridColumnSpan
        gridColumnAlignment = child.gridColumnAlignment
        hasExplicitGuides = child.hasExplicitGuides
        // Most modifiers take their content's size (padding adds constants); those whose size depends on
        // the proposal in other ways (flexible frames, aspect ratios) reset this.
        isRigid = child.isRigid
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func firstBaseline(in size: CGSize) -> CGFloat? { child.firstBaseline(in: size) }
    override func lastBaseline(in size: CGSize) -> CGFloat? { child.lastBaseline(in: size) }
    override var isSpacer: Bool { child.isSpacer }
    /// Modifiers that do not inset their content keep its spacing preferences, as SwiftUI's unary layouts do.
    override func textLeading(at edge: VerticalEdge) -> CGFloat? { child.textLeading(at: edge) }
    override func forEachChild(_ body: (LayoutNode) -> Void) { body(child) }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? { layoutValues[key] ?? child.layoutValue(key) }
    /// Modifiers that keep their content's frame pass its explicit guides up unchanged, as SwiftUI's do.
    override func explicitGuide(_ key: GuideKey, in size: CGSize) -> CGFloat? { child.explicitGuide(key, in: size) }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        element.setOnlyChild(child.place(in: frame, context: context.descending(into: self)))
        return element
    }
}

/// A node's last four answers, held inline: a stack asks each child at most four questions (minimum,
/// maximum, share, and placement), and the two arrays this replaced were two allocations per node.
struct SizeCache {
    private var entries: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
    private var next = 0

    private struct Entry {
        var proposal: ProposedViewSize
        var size: CGSize
    }

    func size(for proposal: ProposedViewSize) -> CGSize? {
        if let entry = entries.0, entry.proposal == proposal { return entry.size }
        if let entry = entries.1, entry.proposal == proposal { return entry.size }
        if let entry = entries.2, entry.proposal == proposal { return entry.size }
        if let entry = entries.3, entry.proposal == proposal { return entry.size }
        return nil
    }

    /// Stores an answer, replacing the oldest when full.
    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry = Entry(proposal: proposal, size: size)
        switch next {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        default: entries.3 = entry
        }
        next = (next + 1) % 4
    }
}
