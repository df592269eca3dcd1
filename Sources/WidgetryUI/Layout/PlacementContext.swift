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
    /// The coordinate spaces named above (`coordinateSpace(name:)`), innermost first; nil in most trees.
    var coordinateSpaces: NamedCoordinateSpaces?
    /// The layout's log, told when something is placed that the engine must collect afterwards (a build
    /// issue, a widget marker), so that layouts with none skip the walk. Unowned and unretained: the engine
    /// keeps the log alive for the whole placement, and counting references on every context copy was
    /// measurable on 10,000-leaf trees.
    unowned(unsafe) var log: BuildLog

    /// The context at the root of a tree, or of a part placed on its own (`containerBackground`).
    static func root(named name: String? = nil, canvas: CGSize = .zero, log: BuildLog) -> PlacementContext {
        PlacementContext(parent: name.map { PlacedPath(parent: nil, name: $0, index: -1) }, clip: nil, link: nil, canvas: canvas, log: log)
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
        if let source = node.source { element.viewSource = source }
        if !node.issues.isEmpty {
            element.issues = node.issues
            log.placedSomethingToCollect = true
        }
        return element
    }
}
