import Foundation

/// `HStack` as a ``Layout`` (iOS 16), for `AnyLayout` and for custom layouts built from it.
public struct HStackLayout: Layout {
    public typealias Cache = Void
    /// How children line up across the axis.
    public var alignment: VerticalAlignment
    /// The spacing; `nil` for the standard spacing.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack(subviews).sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack(subviews).place(subviews, in: bounds)
    }

    private func stack(_ subviews: Subviews) -> StackNode {
        StackNode(axis: .horizontal, crossAlignment: .vertical(alignment), spacing: spacing, children: subviews.map(\.node),
                  name: nil, context: BuildContext(environment: EnvironmentValues()))
    }
}

/// `VStack` as a ``Layout`` (iOS 16).
public struct VStackLayout: Layout {
    public typealias Cache = Void
    /// How children line up across the axis.
    public var alignment: HorizontalAlignment
    /// The spacing; `nil` for the standard spacing.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }

    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack(subviews).sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack(subviews).place(subviews, in: bounds)
    }

    private func stack(_ subviews: Subviews) -> StackNode {
        StackNode(axis: .vertical, crossAlignment: .horizontal(alignment), spacing: spacing, children: subviews.map(\.node),
                  name: nil, context: BuildContext(environment: EnvironmentValues()))
    }
}

/// `ZStack` as a ``Layout`` (iOS 16).
public struct ZStackLayout: Layout {
    public typealias Cache = Void
    /// How children line up.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack(subviews).sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack(subviews).place(subviews, in: bounds)
    }

    private func stack(_ subviews: Subviews) -> ZStackNode {
        ZStackNode(alignment: alignment, children: subviews.map(\.node), name: nil, context: BuildContext(environment: EnvironmentValues()))
    }
}

/// The stacks' nodes place a layout's subviews where their own rules put them.
protocol SubviewPlacing: LayoutNode {
    /// Each child's frame in `frame`, in declaration order.
    func childFrames(in frame: CGRect) -> [CGRect]
}

extension SubviewPlacing {
    /// Places each subview at the frame the stack's rules give it in `bounds`.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        for (subview, frame) in zip(subviews, childFrames(in: bounds)) {
            subview.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }
}

extension StackNode: SubviewPlacing {}
extension ZStackNode: SubviewPlacing {}
