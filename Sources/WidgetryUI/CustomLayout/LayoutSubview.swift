import Foundation

/// The subviews a ``Layout`` arranges, in order.
public struct LayoutSubviews: RandomAccessCollection {
    let elements: [LayoutSubview]
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> LayoutSubview { elements[position] }
}

/// One subview as a ``Layout`` sees it: it can be asked its size and placed once.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let recorder: PlacementRecorder

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: node.sizeThatFits(proposal), node: node)
    }

    /// The subview's `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview prefers: none beside a `Spacer`, the standard spacing elsewhere.
    public var spacing: ViewSpacing { ViewSpacing(isSpacer: node.isSpacer) }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` point is at `position`, at the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        recorder.placements[index] = (position, anchor, proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// Where `placeSubviews` put each subview.
final class PlacementRecorder {
    var placements: [(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?]
    init(count: Int) { placements = Array(repeating: nil, count: count) }
}

/// The spacing a view prefers next to its neighbours, as SwiftUI's `ViewSpacing`: the standard 8 points,
/// none next to a `Spacer` (which has no spacing preference).
public struct ViewSpacing: Sendable, Hashable {
    var isSpacer: Bool

    /// No preference at all.
    public static let zero = ViewSpacing(isSpacer: true)

    /// The standard spacing preference.
    public init() { isSpacer = false }

    init(isSpacer: Bool) { self.isSpacer = isSpacer }

    /// The distance SwiftUI would put between this view and `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isSpacer || next.isSpacer ? 0 : StackNode.defaultSpacing
    }

    /// Merges another view's preferences into this one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { isSpacer = isSpacer && other.isSpacer }

    /// This preference merged with another.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}

/// A value a subview gives its ``Layout`` with `layoutValue(key:value:)`, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of subviews that set none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the enclosing ``Layout`` a value for `key`, read with `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        wrappingNodes { node, _ in
            node.layoutValues[ObjectIdentifier(key)] = value
            return node
        }
    }
}
