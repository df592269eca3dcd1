import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`. A widget never scrolls, so this is the view at rest:
///
/// - along each scrolling axis the content is proposed no length and takes its ideal one, as SwiftUI's
///   scroll view proposes `nil` there ("ScrollView … proposes an unspecified size along its axes");
/// - the scroll view itself takes all the space it is offered along those axes (a vertical scroll view
///   is as tall as its container) and its content's size across them;
/// - the content starts at the top (vertical) or the leading edge (horizontal) and what does not fit is
///   clipped, as on a device before any scrolling.
public struct ScrollView<Content: View>: View {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators show; a scroll view at rest shows none.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    public var body: some View {
        _ScrollViewContent(axes: axes, content: content)
            .clipped()
            // Frames in `.scrollView` are measured against the scroll view, as on iOS.
            .coordinateSpace(NamedCoordinateSpace.scrollView)
    }
}

/// A scroll view's content at rest, laid out by ``ScrollViewNode``. Several views are stacked vertically, as SwiftUI's
/// scroll view stacks its content.
struct _ScrollViewContent<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let anchor = context.environment[DefaultScrollAnchorKey.self]
        return [ScrollViewNode(child: context.node(for: content, combining: .vertical), axes: axes,
                               resting: ScrollViewNode.restingPoint(axes: axes, anchor: anchor))]
    }
}

/// Lays out a scroll view at rest. Along each scrolling axis the content is proposed no length and takes its ideal one,
/// as SwiftUI's scroll view proposes `nil` there; the scroll view takes the length it is offered (its content's when
/// offered none), and its content's size across. The content rests at the top or leading edge, or where
/// `defaultScrollAnchor` puts it; what does not fit is clipped by the scroll view.
final class ScrollViewNode: ModifierNode {
    let axes: Axis.Set
    /// Where the content rests, as a fraction of the overflow along each axis (0: top or leading, 1: bottom or trailing).
    let resting: UnitPoint

    init(child: LayoutNode, axes: Axis.Set, resting: UnitPoint) {
        self.axes = axes
        self.resting = resting
        super.init(child: child)
        isRigid = false
    }

    /// The resting point: the anchor along the scrolling axes (the top-leading corner without one), centred across.
    static func restingPoint(axes: Axis.Set, anchor: UnitPoint?) -> UnitPoint {
        UnitPoint(x: axes.contains(.horizontal) ? (anchor?.x ?? 0) : 0.5, y: axes.contains(.vertical) ? (anchor?.y ?? 0) : 0.5)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = child.sizeThatFits(contentProposal(proposal))
        return CGSize(width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
                      height: axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let size = child.sizeThatFits(contentProposal(ProposedViewSize(frame.size)))
        let origin = CGPoint(x: frame.minX + (frame.width - size.width) * resting.x, y: frame.minY + (frame.height - size.height) * resting.y)
        element.setOnlyChild(child.place(in: CGRect(origin: origin, size: size), context: context.descending(into: self)))
        return element
    }
}

/// When scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, visible, hidden, never }
    let kind: Kind
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

extension View {
    /// Scroll indicators: a scroll view at rest shows none.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// Whether scrolling is disabled: a widget never scrolls.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
}
