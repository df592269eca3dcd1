import Foundation

/// Flexible space that pushes its neighbours apart along its stack's axis, as in SwiftUI.
public struct Spacer: View, PrimitiveView {
    /// The least length the spacer shrinks to; `nil` is the standard spacing.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        [SpacerNode(axis: context.environment.stackAxis, minLength: minLength)]
    }
}

/// A thin line separating content, as in SwiftUI.
public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    func makeNodes(in context: BuildContext) -> [LayoutNode] { [DividerNode(context: context)] }
}
