/// Builds views from closures, as SwiftUI's `@ViewBuilder` does: statements, `if`/`else`, `if let`,
/// `switch` and availability checks.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view passes through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become a ``TupleView``; parameter packs lift SwiftUI's ten-view limit.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        // The children are listed here, where their types are known, so building the tuple's nodes needs
        // no reflection (Mirror and a cast per child were 3 % of a check).
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView((repeat each content), children: children)
    }

    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Same as `buildIf`, for builders that call `buildOptional`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` passes its content through.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    /// A single expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}
