import Foundation

/// Lays out `HStack` and `VStack` as SwiftUI does:
/// - the space along the axis, less the spacing, is offered to children in order of `layoutPriority`
///   (highest first); while a priority group is served, the minimum lengths of lower groups are held back;
/// - inside a group, the least flexible child (smallest difference between its size for an infinite and
///   for a zero proposal) is served first and offered an equal share of what remains, so text and
///   fixed frames get their size before shapes take the rest; spacers come after every other child of
///   their group and share only what the others leave (their minimum lengths held back meanwhile);
///
///   Sources: WWDC19 "Building Custom Views with SwiftUI" (session 237: the stack divides the space by the
///   children left and serves the least flexible first); objc.io, "How an HStack Lays out Its Children"
///   (https://www.objc.io/blog/2020/11/10/hstacks-child-ordering/: flexibility = size at ∞ − size at 0,
///   sorted ascending, each offered remaining ÷ count left); the SwiftUI Field Guide
///   (https://swiftuifieldguide.com/layout/hstack: priority groups first, each group sorted by flexibility).
///   A `Spacer` is unbounded (its range is minLength…∞), so by that ordering it comes after every bounded
///   sibling; serving spacers last even among unbounded siblings (shapes) and holding back their minimum is
///   what iOS renders show: `HStack { Text(…).lineLimit(1); Spacer(minLength: 0) }` in 280 pt shows the
///   calendar line whole, and a 3 × 3 grid of rectangles between spacers gives each rectangle a full third
///   of the space less the spacers' 8 pt minima (issue 30). Worked numbers: docs/layout.md;
/// - the stack is as long as its children plus spacing and as thick as its thickest child;
/// - children line up across the axis by the alignment guide (text baselines included);
/// - spacing defaults to 8 points between adjacent views (SwiftUI's standard spacing on iOS), except next to
///   a `Spacer`: a Spacer has no spacing preference, so with the default spacing no gap is added on either
///   side of it (`HStack { A; Spacer(); B }` at its narrowest is A + 8 + B — the Spacer's minimum length —
///   not A + 24 + B). An explicit `spacing:` applies between every pair, spacers included.
final class StackNode: LayoutNode {
    override var kind: ElementKind { axis == .vertical ? .vStack : .hStack }
    let axis: Axis
    let crossAlignment: CrossAlignment
    let spacing: CGFloat
    let children: [LayoutNode]
    /// The space after each child but the last: `spacing`, or 0 beside a spacer when the spacing is the default.
    private let gaps: [CGFloat]
    private let totalSpacing: CGFloat

    /// Alignment across the stack's axis.
    enum CrossAlignment {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        static var center: CrossAlignment { .horizontal(.center) }
    }

    /// SwiftUI's default distance between adjacent views in a stack on iOS.
    static let defaultSpacing: CGFloat = 8

    /// The default distance between a text above and a text below in a vertical stack: the lower text's
    /// leading, rounded up to whole pixels. SwiftUI's text publishes its font metrics as a text-to-text
    /// spacing preference, and two texts meeting use that instead of the standard spacing
    /// (`Spacing.TextMetrics.spacing(top:bottom:)`, as reproduced in OpenSwiftUI's `Spacing.swift` and
    /// `Text+Spacing.swift`; Fatbobman, "Fixing Inconsistent Spacing in SwiftUI Stacks": "the default gap between
    /// two Text views is usually smaller"). iOS renders agree: three body/headline lines in a default
    /// `VStack` are 2 pt apart (body's 1.71 pt leading at 3x), a row 65 pt tall, not 77 (issue 30's corpus).
    static func textToTextSpacing(leadingBelow leading: CGFloat, scale: CGFloat) -> CGFloat {
        (leading * scale - 1e-9).rounded(.up) / scale
    }

    /// Along the axis the first child's top and the last child's bottom face the stack's neighbours; across
    /// it every child's does (spacers aside), and the edge is text only when each of them is text.
    override func textLeading(at edge: VerticalEdge) -> CGFloat? {
        if axis == .vertical { return (edge == .top ? children.first : children.last)?.textLeading(at: edge) }
        return Self.textLeading(ofAll: children.filter { !$0.isSpacer }, at: edge)
    }

    /// The largest leading of `nodes`' texts at `edge` when every one of them shows text there, else nil.
    ///
    /// SwiftUI unions the children's spacing preferences. A view that is not text adds the text-edge categories
    /// with 0 (OpenSwiftUI's `Spacing()`), and those meet a neighbouring text's own text-edge distances, which are
    /// about the standard spacing; so a row that mixes text with anything else is spaced from text as any view
    /// is. iOS renders show it: CSTV's player rows (a `ZStack` of a colour and an `HStack` of texts) stand 8 pt apart,
    /// where text-to-text spacing would have put them together (issue 30's corpus).
    static func textLeading(ofAll nodes: [LayoutNode], at edge: VerticalEdge) -> CGFloat? {
        guard !nodes.isEmpty else { return nil }
        var largest: CGFloat = 0
        for node in nodes {
            guard let leading = node.textLeading(at: edge) else { return nil }
            largest = max(largest, leading)
        }
        return largest
    }

    init(axis: Axis, crossAlignment: CrossAlignment, spacing: CGFloat?, children: [LayoutNode], name: String?, context: BuildContext) {
        self.axis = axis
        self.crossAlignment = crossAlignment
        let requested = spacing ?? Self.defaultSpacing
        self.spacing = requested.isFinite ? requested : Self.defaultSpacing
        self.children = children
        let explicit = spacing != nil && requested.isFinite
        let gap = self.spacing
        let scale = context.environment.displayScale > 0 && context.environment.displayScale.isFinite ? context.environment.displayScale : 1
        gaps = children.indices.dropLast().map { index in
            let above = children[index], below = children[index + 1]
            if explicit { return gap }
            if above.isSpacer || below.isSpacer { return 0 }
            if axis == .vertical, above.textLeading(at: .bottom) != nil, let leading = below.textLeading(at: .top) {
                return Self.textToTextSpacing(leadingBelow: leading, scale: scale)
            }
            return gap
        }
        totalSpacing = gaps.reduce(0, +)
        super.init(name: name)
        hasExplicitGuides = children.contains { $0.hasExplicitGuides }
        if !requested.isFinite { issues = [.invalidLength(modifier: "stack spacing", value: "\(requested)")] }
        isRigid = children.allSatisfy(\.isRigid)
    }

    override func invalidateLayout() {
        recentLayouts = []
        super.invalidateLayout()
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) { children.forEach(body) }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The children's sizes behind the stack's recent answers. Placing reuses the distribution that
    /// produced the size the parent chose, instead of proposing that size again and probing every child
    /// anew (which repeated each subtree's work: about half of layout time on deep trees).
    private var recentLayouts: [(size: CGSize, childSizes: [CGSize])] = []

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = childSizes(proposal)
        let size = stackSize(for: sizes)
        if recentLayouts.count >= 4 { recentLayouts.removeFirst() }
        recentLayouts.append((size, sizes))
        return size
    }

    private func stackSize(for sizes: [CGSize]) -> CGSize {
        let main = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        // A child asked for its maximum may answer an infinite thickness (`frame(maxWidth: .infinity)` offered
        // infinity takes it all): the stack is then infinitely thick too. Lining it up by its guide would
        // subtract infinity from infinity, and the NaN made the stack's flexibility meaningless to its parent
        // (a VStack holding a full-width bar was served first in its row and got an equal share, not the rest).
        if sizes.contains(where: { !$0[cross].isFinite }) { return CGSize(axis: axis, main: main, cross: .infinity) }
        let reference = referenceLine(sizes)
        let thickness = children.indices.map { reference - guide(of: children[$0], size: sizes[$0]) + sizes[$0][cross] }.max() ?? 0
        return CGSize(axis: axis, main: main, cross: thickness)
    }

    /// Each child's chosen size for the stack's proposal.
    func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
        guard !children.isEmpty else { return [] }
        func offer(_ main: CGFloat?) -> ProposedViewSize {
            var p = ProposedViewSize(width: nil, height: nil)
            p[axis] = main
            p[cross] = proposal[cross]
            return p
        }
        // Children that ignore proposals need no probing or sharing out.
        guard let available = proposal[axis], !isRigid else {
            return children.map { $0.sizeThatFits(offer(nil)) }
        }
        let minima = children.map { $0.sizeThatFits(offer(0))[axis] }
        let flexibility = children.indices.map { i -> CGFloat in
            let maximum = children[i].sizeThatFits(offer(.infinity))[axis]
            // An unbounded child (infinite maximum) is as flexible as a view can be; never NaN, which sorts anywhere.
            let range = maximum - minima[i]
            return range.isNaN ? .infinity : max(range, 0)
        }
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var remaining = available - totalSpacing
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let members = children.indices.filter { children[$0].layoutPriority == priority }
            // Spacers are served after every other child of their priority: SwiftUI gives a Spacer only the
            // space its siblings leave (`HStack { Text(…).lineLimit(1); Spacer() }` shows the whole line when
            // it fits, and a long text wraps at the width less the spacer's minimum, not at half of it —
            // seen in iOS renders, issue 30). Their minimum lengths are held back while the others are served.
            let views = members.filter { !children[$0].isSpacer }.sorted { flexibility[$0] < flexibility[$1] }
            let spacers = members.filter { children[$0].isSpacer }
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minima[$1] }
            var heldForSpacers = spacers.reduce(0) { $0 + minima[$1] }
            var groupRemaining = remaining - reserved
            for (served, index) in (views + spacers).enumerated() {
                let isSpacer = served >= views.count
                let left = CGFloat(isSpacer ? views.count + spacers.count - served : views.count - served)
                if isSpacer { heldForSpacers -= minima[index] }
                let share = available.isInfinite ? CGFloat.infinity : max((groupRemaining - (isSpacer ? 0 : heldForSpacers)) / left, 0)
                let size = children[index].sizeThatFits(offer(share))
                sizes[index] = size
                groupRemaining -= size[axis]
                remaining -= size[axis]
            }
        }
        return sizes
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let inner = context.descending(into: self)
        var placed: [PlacedElement] = []
        placed.reserveCapacity(children.count)
        forEachChildFrame(in: frame) { index, child, rect in
            placed.append(child.place(in: rect, context: inner.sibling(index, of: children.count)))
        }
        element.children = placed
        return element
    }

    /// Each child's frame in `frame`, in order (what `HStackLayout.placeSubviews` places).
    func childFrames(in frame: CGRect) -> [CGRect] {
        var frames: [CGRect] = []
        forEachChildFrame(in: frame) { _, _, rect in frames.append(rect) }
        return frames
    }

    private func forEachChildFrame(in frame: CGRect, _ body: (Int, LayoutNode, CGRect) -> Void) {
        // The parent chose our size from some proposal: place the children as they were sized for it. A
        // frame we never reported (a parent that imposes a size) re-derives the children from it, as
        // SwiftUI's placeSubviews does.
        let sizes = recentLayouts.last(where: { $0.size == frame.size })?.childSizes ?? childSizes(ProposedViewSize(frame.size))
        let reference = referenceLine(sizes)
        var position: CGFloat = 0
        for (index, child) in children.enumerated() {
            let size = sizes[index]
            let crossOffset = reference - guide(of: child, size: size)
            let origin = axis == .horizontal
                ? CGPoint(x: frame.minX + position, y: frame.minY + crossOffset)
                : CGPoint(x: frame.minX + crossOffset, y: frame.minY + position)
            body(index, child, CGRect(origin: origin, size: size))
            position += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Where each child's alignment guide must sit across the axis, measured from the stack's edge:
    /// the largest guide, so that no child starts before the stack does.
    private func referenceLine(_ sizes: [CGSize]) -> CGFloat {
        var reference: CGFloat = 0
        for index in children.indices { reference = max(reference, guide(of: children[index], size: sizes[index])) }
        return reference
    }

    /// The child's guide for the stack's alignment: an `alignmentGuide` it (or its content) sets, else
    /// the guide's default — text baselines, a custom `AlignmentID`'s `defaultValue(in:)`.
    private func guide(of child: LayoutNode, size: CGSize) -> CGFloat {
        child.guideValue(crossKey, in: size)
    }

    private var crossKey: GuideKey {
        switch crossAlignment {
        case .horizontal(let alignment): alignment.key
        case .vertical(let alignment): alignment.key
        }
    }

    /// A stack passes up the explicit guide of the first child that sets one, at that child's position,
    /// so that views in nested stacks can line up (Apple, "Aligning views across stacks"). When several
    /// children set it SwiftUI merges their values; using the first is an approximation.
    override func explicitGuide(_ key: GuideKey, in size: CGSize) -> CGFloat? {
        guard !children.isEmpty else { return nil }
        let sizes = recentLayouts.last(where: { $0.size == size })?.childSizes ?? childSizes(ProposedViewSize(size))
        let reference = referenceLine(sizes)
        var position: CGFloat = 0
        let alongAxis: Bool
        switch key {
        case .leading, .horizontalCenter, .trailing: alongAxis = axis == .horizontal
        case .custom(_, _, let keyAxis): alongAxis = keyAxis == axis
        default: alongAxis = axis == .vertical
        }
        for (index, child) in children.enumerated() {
            let childSize = sizes[index]
            if let value = child.explicitGuide(key, in: childSize) {
                return value + (alongAxis ? position : reference - guide(of: child, size: childSize))
            }
            position += childSize[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        return nil
    }

    override func firstBaseline(in size: CGSize) -> CGFloat? {
        baseline(in: size, first: true)
    }

    override func lastBaseline(in size: CGSize) -> CGFloat? {
        baseline(in: size, first: false)
    }

    private func baseline(in size: CGSize, first: Bool) -> CGFloat? {
        let sizes = childSizes(ProposedViewSize(size))
        let reference = referenceLine(sizes)
        var position: CGFloat = 0
        var found: [CGFloat] = []
        for (index, child) in children.enumerated() {
            let childSize = sizes[index]
            let top = axis == .vertical ? position : reference - guide(of: child, size: childSize)
            let line = first ? child.firstBaseline(in: childSize) : child.lastBaseline(in: childSize)
            if let line { found.append(top + line) }
            position += childSize[axis] + (index < gaps.count ? gaps[index] : 0)
        }
        return first ? found.first : found.last
    }
}
