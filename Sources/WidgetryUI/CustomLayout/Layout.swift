import Foundation

/// A container's layout written by the app, as SwiftUI's `Layout` protocol (iOS 16): it sizes itself from its
/// subviews' sizes and places them. Use it like a stack: `MyLayout { … }`, or switch layouts with `AnyLayout`.
///
/// Reproduced: `sizeThatFits`, `placeSubviews` (subviews not placed are centred at their ideal size),
/// caches (`makeCache`, `updateCache`), `explicitAlignment`, `spacing`, `layoutProperties`, `LayoutValueKey`
/// values and priorities on subviews. Not reproduced: animation (`animatableData`).
public protocol Layout {
    /// Data the layout keeps between its calls; `Void` when it keeps none.
    associatedtype Cache = Void
    /// The subviews, as the layout sees them.
    typealias Subviews = LayoutSubviews

    /// The layout's properties (its stack orientation, which `Spacer` and `Divider` follow).
    static var layoutProperties: LayoutProperties { get }
    /// The cache for `subviews`, made before the first call.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings the cache up to date when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing this layout prefers around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds` (root coordinates) with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The layout's own value for a horizontal guide, or `nil` for the guide's default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The layout's own value for a vertical guide, or `nil` for the guide's default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

/// What a layout says about itself.
public struct LayoutProperties: Sendable, Hashable {
    /// The axis the layout stacks along, if it is a stack.
    public var stackOrientation: Axis?
    /// Properties of a layout that is not a stack.
    public init() {}

    /// Properties of a stack along `stackOrientation`.
    init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays `content` out with this layout: `MyLayout { Text("A"); Text("B") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout applied to content.
struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        [LayoutNodes.node(for: layout, content: content, in: context)]
    }
}

/// Turns a layout into its node: the built-in stack layouts become the stacks' own nodes (same rules, same
/// speed), anything else a ``CustomLayoutNode``.
enum LayoutNodes {
    static func node<L: Layout, Content: View>(for layout: L, content: Content, in context: BuildContext) -> LayoutNode {
        if let any = layout as? AnyLayout { return any.makeNode(content: content, in: context) }
        let axis = L.layoutProperties.stackOrientation
        let children = context.with { $0.stackAxis = axis }.nodes(for: content)
        if let stack = layout as? HStackLayout {
            return StackNode(axis: .horizontal, crossAlignment: .vertical(stack.alignment), spacing: stack.spacing,
                             children: children, name: "HStack", context: context)
        }
        if let stack = layout as? VStackLayout {
            return StackNode(axis: .vertical, crossAlignment: .horizontal(stack.alignment), spacing: stack.spacing,
                             children: children, name: "VStack", context: context)
        }
        if let stack = layout as? ZStackLayout {
            return ZStackNode(alignment: stack.alignment, children: children, name: "ZStack", context: context)
        }
        return CustomLayoutNode(layout: layout, children: children, name: String(describing: L.self))
    }
}
