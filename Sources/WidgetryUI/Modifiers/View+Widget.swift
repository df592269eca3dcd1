import Foundation

/// Where a container background goes, as in WidgetKit: `.widget` is the widget's own background.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    /// The widget's background, drawn edge to edge behind the content margins.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// The URL the widget opens when tapped outside any `Link`. Applies to the whole widget, wherever it
    /// is attached, as in WidgetKit.
    public func widgetURL(_ url: URL?) -> some View {
        wrappingNodes { node, _ in
            guard let url else { return node }
            return WidgetURLNode(child: node, url: url)
        }
    }

    /// The widget's background (iOS 17+): drawn edge to edge behind the content, ignoring content margins.
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: placement) { _ShapeView(shape: Rectangle(), fill: style, strokeStyle: nil as _NoPaint?, lineWidth: 0, inset: false) }
    }

    /// The widget's background built from views (iOS 17+).
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return wrappingNodes { node, context in
            ContainerBackgroundNode(child: node, background: context.node(for: view, combining: .overlay(alignment)))
        }
    }

    /// Puts the view in the accent group, as WidgetKit's `widgetAccentable(_:)`: in the accented rendering
    /// mode (tinted and glass Home Screens) it is drawn in the accent colour and everything else in the
    /// primary colour; in full colour it changes nothing.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        wrappingNodes { node, _ in
            accentable ? EffectNode(child: node, effect: .renderingGroup(.accent)) : node
        }
    }
    /// Marks privacy-sensitive content; shown as is (Widgetry renders an unlocked device).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        acceptedWithoutEffect("privacySensitive()", "a locked device redacts this view; Widgetry renders an unlocked one", when: sensitive)
    }
    /// Marks content that becomes invalid during interaction; no effect on a static render.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}

/// Marks the URL of the whole widget. Its element carries the URL; the layout engine takes the first such
/// element that was *placed*, so a `widgetURL` inside a `GeometryReader` counts and one inside a
/// `ViewThatFits` candidate that was not chosen does not, as in WidgetKit.
final class WidgetURLNode: ModifierNode {
    override var kind: ElementKind { .widgetURL }
    let url: URL
    init(child: LayoutNode, url: URL) {
        self.url = url
        super.init(child: child)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = super.place(in: frame, context: context)
        element.linkURL = url
        context.log.placedSomethingToCollect = true
        return element
    }
}

/// Holds the widget's container background. When placed, it places the background edge to edge on the
/// widget's canvas (WidgetKit draws it behind the content margins whatever view declares it) and keeps it
/// on its element; the layout engine draws the first one placed.
final class ContainerBackgroundNode: ModifierNode {
    override var kind: ElementKind { .containerBackground }
    let background: LayoutNode
    init(child: LayoutNode, background: LayoutNode) {
        self.background = background
        super.init(child: child)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = super.place(in: frame, context: context)
        let canvas = context.canvas
        let size = background.sizeThatFits(ProposedViewSize(canvas))
        let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        element.containerBackground = background.place(in: CGRect(origin: origin, size: size),
                                                       context: .root(named: "containerBackground", canvas: canvas, log: context.log))
        context.log.placedSomethingToCollect = true
        return element
    }
}
