/// Several views built by one ``ViewBuilder`` block; their parent lays them out as siblings.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T

    /// Wraps a tuple of views.
    public init(_ value: T) { self.value = value }
}

extension TupleView: PrimitiveView {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        // Parameter-pack tuples cannot be iterated generically here without reflection, so the builder's
        // tuple is walked with Mirror, which is part of the Swift standard library on every platform. A pack
        // iteration captured in a closure at `buildBlock` was tried (2026-11-23): it instantiates tuple
        // metadata on every level of a deep tree and overflowed a worker thread's stack in the test suite,
        // where Mirror does not.
        var nodes: [LayoutNode] = []
        for child in Mirror(reflecting: value).children {
            guard let view = child.value as? any View else { continue }
            nodes += context.nodes(for: view)
        }
        return nodes
    }
}
