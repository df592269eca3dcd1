import Foundation

/// Lays out `background` and `overlay` as SwiftUI does: the content alone decides the size; the
/// secondary view is offered exactly that size and aligned on it. A background is drawn first, an
/// overlay last.
final class BackgroundNode: ModifierNode {
    override var kind: ElementKind { isOverlay ? .overlay : .background }
    let secondary: LayoutNode
    let alignment: Alignment
    let isOverlay: Bool

    init(child: LayoutNode, secondary: LayoutNode, alignment: Alignment, isOverlay: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.isOverlay = isOverlay
        super.init(child: child)
    }

    override func forEachChild(_ body: (LayoutNode) -> Void) {
        body(child)
        body(secondary)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        let size = secondary.sizeThatFits(ProposedViewSize(frame.size))
        let origin = AlignmentGuides.origin(of: size, in: frame, alignment: alignment, node: secondary)
        let inner = context.descending(into: self)
        let content = child.place(in: frame, context: inner)
        // The decoration's views sit under the view they decorate (`HStack/Color[0]/background/Color`), so
        // no two placed views share a path.
        var decorating = inner
        decorating.parent = PlacedPath(parent: content.viewPathNode ?? inner.parent, name: isOverlay ? "overlay" : "background", index: -1)
        decorating.index = -1
        let decoration = secondary.place(in: CGRect(origin: origin, size: size), context: decorating)
        element.children = isOverlay ? [content, decoration] : [decoration, content]
        return element
    }
}
