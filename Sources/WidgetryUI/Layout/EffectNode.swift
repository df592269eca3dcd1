import Foundation
import WidgetryGraphics

/// Modifiers that change how content is drawn or tapped but not its size, as in SwiftUI:
/// `offset` moves the drawing without moving the layout; `opacity` fades the content as a group;
/// `clipped`/`clipShape`/`cornerRadius` clip it; `Link` and `widgetURL` attach a URL to taps.
final class EffectNode: ModifierNode {
    override var kind: ElementKind {
        switch effect {
        case .offset: return .offset
        case .opacity: return .opacity
        case .clip, .clipCustom: return .clip
        case .link: return .link
        case .rotation: return .rotationEffect
        case .hidden: return .hidden
        case .shadow: return .shadow
        case .scale: return .scaleEffect
        case .button: return .button
        case .renderingGroup(.accent): return .widgetAccentable
        case .renderingGroup(.multiplied): return .colorMultiply
        case .renderingGroup: return .widgetAccentedRenderingMode
        }
    }
    enum Effect {
        case offset(CGSize)
        case opacity(Double)
        case clip(ShapeKind)
        /// A custom shape's outline for the frame's size.
        case clipCustom((CGSize) -> ShapeKind)
        case link(URL)
        /// Turns the drawing about a point of the frame; layout is unchanged, as in SwiftUI.
        case rotation(Angle, anchor: UnitPoint)
        /// Scales the drawing about a point of the frame; layout is unchanged, as in SwiftUI.
        case scale(CGSize, anchor: UnitPoint)
        /// Keeps the space and draws nothing (`hidden()`).
        case hidden
        /// Draws a blurred copy of the content under it; layout is unchanged, as in SwiftUI.
        case shadow(PlacedElement.Shadow)
        /// A control's tap area: the frame runs the named action (an interactive widget `Button`/`Toggle`).
        case button(action: String?)
        /// A span the accented rendering mode treats as one (`widgetAccentable()`, an image's accented mode).
        case renderingGroup(RenderingGroup)
    }

    let effect: Effect

    init(child: LayoutNode, effect: Effect, name: String? = nil) {
        self.effect = effect
        super.init(child: child, name: name)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        var inner = context.descending(into: self)
        var childFrame = frame
        switch effect {
        case .offset(let offset):
            childFrame = frame.offsetBy(dx: offset.width, dy: offset.height)
        case .opacity(let opacity):
            element.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        case .clip(let shape):
            element.childClip = PlacedElement.ClipShape(shape: shape, rect: frame)
            inner.clip = inner.clip.map { $0.intersection(frame) } ?? frame
        case .clipCustom(let outline):
            element.childClip = PlacedElement.ClipShape(shape: outline(CGSize(width: max(frame.width, 0), height: max(frame.height, 0))), rect: frame)
            inner.clip = inner.clip.map { $0.intersection(frame) } ?? frame
        case .rotation(let angle, let anchor):
            element.transform = .rotation(radians: CGFloat(angle.radians), around: point(anchor, in: frame))
        case .scale(let factor, let anchor):
            element.transform = .scale(x: factor.width, y: factor.height, around: point(anchor, in: frame))
        case .hidden:
            element.opacity = 0
        case .shadow(let shadow):
            element.shadow = shadow
        case .button(let action):
            element.buttonAction = action
        case .renderingGroup(let group):
            element.renderingGroup = group
        case .link(let url):
            let link = LinkTarget(url)
            inner.link = link
            element.linkURL = url
        }
        element.setOnlyChild(child.place(in: childFrame, context: inner))
        return element
    }

    private func point(_ anchor: UnitPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }
}

/// Lays out `fixedSize` as SwiftUI does: the child is offered `nil` (its ideal size) in the fixed
/// dimensions, whatever the parent proposed; then it is placed with that size proposed, so flexible
/// views inside take the length the ideal size found — `HStack { Rectangle().frame(width: 4); Text(…) }
/// .fixedSize(horizontal: false, vertical: true)` draws the bar as tall as the text, the common "bar
/// beside a paragraph" pattern (seen in iOS renders, issue 30), not at a shape's 10 pt ideal height.
final class FixedSizeNode: ModifierNode {
    override var kind: ElementKind { .fixedSize }
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
        isRigid = child.isRigid || (horizontal && vertical)
    }

    private func adjusted(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(adjusted(proposal)) }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let ideal = child.sizeThatFits(adjusted(ProposedViewSize(frame.size)))
        let size = child.sizeThatFits(ProposedViewSize(ideal))
        let rect = CGRect(origin: frame.origin, size: size)
        element.setOnlyChild(child.place(in: rect, context: context.descending(into: self)))
        return element
    }
}

/// Lays out `aspectRatio` as SwiftUI does: the child is offered the largest rectangle of the ratio
/// inside the proposal (`.fit`) or the smallest that covers it (`.fill`). Without a ratio, the
/// child's ideal size gives it.
final class AspectRatioNode: ModifierNode {
    override var kind: ElementKind { .aspectRatio }
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
        super.init(child: child)
        isRigid = false
    }

    private func adjusted(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil) where w.isFinite:
            return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?) where h.isFinite:
            return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?) where w.isFinite && h.isFinite:
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            let chosen = contentMode == .fit ? (fitsByWidth ? byWidth : byHeight) : (fitsByWidth ? byHeight : byWidth)
            return ProposedViewSize(chosen)
        case (let w?, _) where w.isFinite:
            return ProposedViewSize(width: w, height: w / r)
        case (_, let h?) where h.isFinite:
            return ProposedViewSize(width: h * r, height: h)
        default:
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(adjusted(proposal)) }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let size = child.sizeThatFits(adjusted(ProposedViewSize(frame.size)))
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        element.setOnlyChild(child.place(in: CGRect(origin: origin, size: size), context: context.descending(into: self)))
        return element
    }
}

/// Whether content fits inside or fills its frame, as in SwiftUI.
public enum ContentMode: Sendable, Hashable, CaseIterable { case fit, fill }
