/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}

    func makeNodes(in context: BuildContext) -> [LayoutNode] { [] }
}
