import Foundation

/// Toolbar items, as SwiftUI's `ToolbarContent`: what a `@ToolbarContentBuilder` property of an app screen returns
/// (`@ToolbarContentBuilder var actions: some ToolbarContent { ToolbarItem { … } }`). Toolbars are not drawn in a
/// widget render; the items are kept so such screens compile.
public protocol ToolbarContent {}

extension ToolbarItem: ToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}

/// Items a ``ToolbarContentBuilder`` collected.
public struct ToolbarItems: ToolbarContent {
    let items: [any ToolbarContent]
}

/// Builds toolbar content from items, conditions and loops, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression(_ content: some ToolbarContent) -> ToolbarItems { ToolbarItems(items: [content]) }
    public static func buildBlock(_ parts: ToolbarItems...) -> ToolbarItems { ToolbarItems(items: parts.flatMap(\.items)) }
    public static func buildOptional(_ part: ToolbarItems?) -> ToolbarItems { part ?? ToolbarItems(items: []) }
    public static func buildEither(first: ToolbarItems) -> ToolbarItems { first }
    public static func buildEither(second: ToolbarItems) -> ToolbarItems { second }
    public static func buildArray(_ parts: [ToolbarItems]) -> ToolbarItems { ToolbarItems(items: parts.flatMap(\.items)) }
    public static func buildLimitedAvailability(_ part: ToolbarItems) -> ToolbarItems { part }
}

extension View {
    /// Toolbar content built elsewhere (`.toolbar { actions }`); not drawn in a widget render. Disfavoured, so
    /// `.toolbar { ToolbarItem { … } }` keeps the view-builder form.
    @_disfavoredOverload
    public func toolbar(@ToolbarContentBuilder content: () -> ToolbarItems) -> some View { self }
}
