/// A reusable change to a view, as SwiftUI's `ViewModifier`: implement `body(content:)` and apply it
/// with `.modifier(_:)`.
public protocol ViewModifier {
    /// The type of view the modifier returns.
    associatedtype Body: View
    /// The view being modified, as a placeholder inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the modified view inside a ``ViewModifier``'s `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View
    func makeNodes(in context: BuildContext) -> [LayoutNode] { context.nodes(for: content) }
}

/// A view with a modifier applied, as in SwiftUI.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let placeholder = _ViewModifier_Content<Modifier>(content: content)
        let body = context.environment.withCurrent { modifier.body(content: placeholder) }
        return context.nodes(for: body)
    }
}

extension View {
    /// Applies a ``ViewModifier``.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The view every built-in modifier returns: its content's nodes, built in a changed environment and
/// each wrapped by a layout node. A modifier on a `Group` applies to every child, as in SwiftUI.
struct _ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    var environment: ((inout EnvironmentValues) -> Void)? = nil
    var wrap: ((LayoutNode, BuildContext) -> LayoutNode)? = nil

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        let inner = environment.map { context.with($0) } ?? context
        let nodes = inner.nodes(for: content)
        guard let wrap else { return nodes }
        if nodes.isEmpty, let log = context.environment.buildLog {
            // A modifier on content without views (EmptyView, an empty ForEach) wraps nothing, as in SwiftUI, but
            // SwiftUI checks its arguments when the modifier is made ("Invalid frame dimension"): its issues
            // are reported for the build all the same.
            for issue in wrap(SpacerNode(axis: nil, minLength: 0), context).issues { log.report(issue) }
        }
        return nodes.map { wrap($0, context) }
    }
}

extension View {
    /// This view with a changed environment.
    func modifyingEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> _ModifiedView<Self> {
        _ModifiedView(content: self, environment: change)
    }

    /// This view with each of its nodes wrapped.
    func wrappingNodes(_ wrap: @escaping (LayoutNode, BuildContext) -> LayoutNode) -> _ModifiedView<Self> {
        _ModifiedView(content: self, wrap: wrap)
    }
}
