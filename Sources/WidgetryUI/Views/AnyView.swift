/// A type-erased view, as in SwiftUI.
public struct AnyView: View, PrimitiveView {
    let view: any View

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) { self.view = view }

    /// Erases the type of a view held as an existential.
    public init(erasing view: any View) { self.view = view }

    func makeNodes(in context: BuildContext) -> [LayoutNode] { context.nodes(for: view) }
}
