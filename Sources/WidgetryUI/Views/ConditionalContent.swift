/// The view an `if`/`else` or `switch` in a ``ViewBuilder`` builds: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): return context.nodes(for: view)
        case .falseContent(let view): return context.nodes(for: view)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view shows its content when present and nothing otherwise.
    public var body: Never { fatalError("Optional is laid out by Widgetry and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        switch self {
        case .some(let view): return context.nodes(for: view)
        case .none: return []
        }
    }
}
