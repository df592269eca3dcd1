/// Several views built by one ``ViewBuilder`` block; their parent lays them out as siblings.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T {
        get { storedValue }
        set { storedValue = newValue; children = nil }
    }
    private var storedValue: T
    /// The views of `value` in order, when the builder listed them; nil for a tuple made with ``init(_:)``
    /// (or changed since).
    private(set) var children: [any View]?

    /// Wraps a tuple of views.
    public init(_ value: T) {
        storedValue = value
        children = nil
    }

    init(_ value: T, children: [any View]) {
        storedValue = value
        self.children = children
    }
}

extension TupleView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        // `buildBlock` lists its views as it makes the tuple (a plain loop over the pack; a pack iteration
        // captured in a closure was tried on 2026-11-23 and instantiated tuple metadata on every level of a
        // deep tree, overflowing a worker thread's stack). A tuple made otherwise is walked with Mirror.
        var nodes: [LayoutNode] = []
        if let children {
            for view in children { nodes += context.nodes(for: view) }
            return nodes
        }
        for child in Mirror(reflecting: value).children {
            guard let view = child.value as? any View else { continue }
            nodes += context.nodes(for: view)
        }
        return nodes
    }
}
