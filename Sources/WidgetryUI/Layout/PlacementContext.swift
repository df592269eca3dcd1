import Foundation

/// What a node inherits from its ancestors when it is placed: its readable path, the clip and the link
/// that apply to it.
struct PlacementContext {
    var parentPath: String
    /// "[2]" when the node is the third of several siblings.
    var indexSuffix: String
    var clip: CGRect?
    var linkURL: URL?

    /// The context for `node`'s children.
    func descending(into node: LayoutNode) -> PlacementContext {
        var copy = self
        if node.name != nil {
            copy.parentPath = path(of: node)
            copy.indexSuffix = ""
        }
        return copy
    }

    /// The context for child `index` of `count` of `node`.
    func child(_ index: Int, of count: Int, in node: LayoutNode) -> PlacementContext {
        var copy = descending(into: node)
        if count > 1 { copy.indexSuffix = "[\(index)]" }
        return copy
    }

    func path(of node: LayoutNode) -> String {
        guard let name = node.name else { return parentPath }
        let component = name + indexSuffix
        return parentPath.isEmpty ? component : parentPath + "/" + component
    }

    /// A bare element for `node` at `frame`, carrying the inherited clip and link.
    func element(for node: LayoutNode, frame: CGRect) -> PlacedElement {
        PlacedElement(path: path(of: node), kind: node.kind, frame: frame,
                      clip: clip, linkURL: linkURL)
    }
}
