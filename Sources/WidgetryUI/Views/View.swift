import Foundation

/// A piece of user interface, declared as a value: SwiftUI's `View`.
///
/// Write `body` exactly as in SwiftUI. Widgetry evaluates `body` on the thread that lays the view out,
/// with the environment of that place in the tree, so `@Environment` properties read the right values
/// without any Apple runtime support.
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body: it is the `Body` of views Widgetry lays out itself.
    public var body: Never { fatalError("Never has no body") }
}

/// Views whose layout Widgetry implements directly (`Text`, stacks, modifiers…): their `body` is never
/// evaluated; instead they turn into layout nodes.
protocol PrimitiveView {
    /// The layout nodes this view contributes to its parent (several for `ForEach`, `Group`, tuples).
    func makeNodes(in context: BuildContext) -> [LayoutNode]
}

extension PrimitiveView {
    /// Primitive views have no body; SwiftUI's own primitives say the same.
    public var body: Never { fatalError("\(Self.self) is laid out by Widgetry and has no body") }
}

extension PrimitiveView {
    /// The nodes of the view of this type at `view`: lets a builder that knows the type only as a metatype
    /// call ``makeNodes(in:)`` without boxing the value.
    static func makeNodes(of view: UnsafeRawPointer, in context: BuildContext) -> [LayoutNode] {
        view.assumingMemoryBound(to: Self.self).pointee.makeNodes(in: context)
    }
}
