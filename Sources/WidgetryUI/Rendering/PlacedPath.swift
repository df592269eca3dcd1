import Foundation

/// Where a placed element sits in the view tree, kept as a link to its parent instead of a string.
///
/// Paths such as `VStack/HStack[1]/Text("Hi")` are read only when something is reported, but every
/// placed element has one: building the string for each element cost more than laying the element out.
/// Siblings share their parent's link, so placing a leaf allocates nothing for its path.
final class PlacedPath: Sendable {
    let parent: PlacedPath?
    /// The view's name (`HStack`, `Text("Hi")`).
    let name: String
    /// The position among several siblings, or -1 for an only child (no `[n]` suffix).
    let index: Int

    init(parent: PlacedPath?, name: String, index: Int) {
        self.parent = parent
        self.name = name
        self.index = index
    }

    /// The readable path from the root.
    var string: String {
        var components: [PlacedPath] = []
        var current: PlacedPath? = self
        while let node = current {
            components.append(node)
            current = node.parent
        }
        return components.reversed().map(\.component).joined(separator: "/")
    }

    private var component: String { index >= 0 ? "\(name)[\(index)]" : name }
}
