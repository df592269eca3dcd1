import Foundation

/// Any ``Layout``, so that one container can switch layouts — `let layout = isAccessibilitySize ?
/// AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())` — as SwiftUI's `AnyLayout` (iOS 16).
public struct AnyLayout: Layout {
    public typealias Cache = Any
    private let base: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    func makeNode<Content: View>(content: Content, in context: BuildContext) -> LayoutNode {
        func open<L: Layout>(_ layout: L) -> LayoutNode { LayoutNodes.node(for: layout, content: content, in: context) }
        return open(base)
    }

    public func makeCache(subviews: Subviews) -> Any {
        func open<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
        return open(base)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        func open<L: Layout>(_ layout: L) -> CGSize {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return open(base)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        func open<L: Layout>(_ layout: L) {
            var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
            defer { cache = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        open(base)
    }
}
