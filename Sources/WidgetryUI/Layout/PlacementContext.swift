import Foundation

/// What a node inherits from its ancestors when it is placed: where it is in the tree, the clip and the
/// link that apply to it.
struct PlacementContext {
    /// The nearest named ancestor (`nil` at the root).
    var parent: PlacedPath?
    /// The node's position among several siblings, or -1: `[2]` in its path.
    var index: Int = -1
    var clip: CGRect?
    /// The URL a tap opens, from the nearest `Link` or `widgetURL` above.
    var link: LinkTarget?
    /// The widget's canvas, where a `containerBackground` is placed edge to edge whatever encloses it.
    var canvas: CGSize = .zero

    /// The context at the root of a tree, or of a part placed on its own (`containerBackground`).
    static func root(named name: String? = nil, canvas: CGSize = .zero) -> PlacementContext {
        PlacementContext(parent: name.map { PlacedPath(parent: nil, name: $0, index: -1) }, clip: nil, link: nil, canvas: canvas)
    }

    /// The context for `node`'s children. A named node becomes their parent; a modifier passes its own
    /// position on to the view it wraps.
    func descending(into node: LayoutNode) -> PlacementContext {
        guard let name = node.name else { return self }
        var copy = self
        copy.parent = PlacedPath(parent: parent, name: name, index: index)
        copy.index = -1
        return copy
    }

    /// The context for child `index` of `count` children, from the context `descending(into:)` gave.
    /// Containers descend once and then call this per child, so siblings share one parent link.
    func sibling(_ index: Int, of count: Int) -> PlacementContext {
        var copy = self
        copy.index = count > 1 ? index : -1
        return copy
    }

    /// A bare element for `node` at `frame`, carrying the inherited clip and link.
    func element(for node: LayoutNode, frame: CGRect) -> PlacedElement {
        let name = node.name
        var element = PlacedElement(kind: node.kind, frame: frame, clip: clip, link: link, parent: parent, name: name, index: name == nil ? -1 : index)
        if !node.issues.isEmpty { element.issues = node.issues }
        return element
    }
}
