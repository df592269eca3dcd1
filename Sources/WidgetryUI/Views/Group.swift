/// Groups views without laying them out: the parent sees the group's children as its own, and a
/// modifier on the group applies to each child, as in SwiftUI.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(in context: BuildContext) -> [LayoutNode] { context.nodes(for: content) }
}
