import Foundation

/// The size and position of a `GeometryReader`, as in SwiftUI.
public struct GeometryProxy {
    /// The size the reader was given.
    public let size: CGSize
    /// Safe-area insets: none inside a widget.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect

    /// Coordinate spaces a frame can be expressed in.
    public enum CoordinateSpace: Sendable, Hashable { case local, global, named(String) }

    /// The reader's frame in a coordinate space (`.global` is the widget's).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local, .named: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        }
    }
}

/// A container that builds its content from its own size, as in SwiftUI: it takes all the space it is
/// offered and places its content at its top-leading corner (SwiftUI's behaviour since iOS 14).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content sees its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(in context: BuildContext) -> [LayoutNode] {
        [GeometryReaderNode(context: context) { proxy, context in
            context.node(for: content(proxy), combining: .overlay(.topLeading))
        }]
    }
}

/// Lays out a `GeometryReader`: it takes the proposal (10 × 10 for unspecified dimensions, as SwiftUI's
/// flexible views do) and builds its content once its size is known.
final class GeometryReaderNode: LayoutNode {
    override var kind: ElementKind { .geometryReader }
    let context: BuildContext
    let build: (GeometryProxy, BuildContext) -> LayoutNode

    init(context: BuildContext, build: @escaping (GeometryProxy, BuildContext) -> LayoutNode) {
        self.context = context
        self.build = build
        super.init(name: "GeometryReader")
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? size.width : .greatestFiniteMagnitude / 4,
                      height: size.height.isFinite ? size.height : .greatestFiniteMagnitude / 4)
    }

    override func place(in frame: CGRect, context placement: PlacementContext) -> PlacedElement {
        var element = placement.element(for: self, frame: frame)
        let proxy = GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(), globalFrame: frame)
        let child = context.environment.withCurrent { build(proxy, context.with { $0.stackAxis = nil }) }
        let size = child.sizeThatFits(ProposedViewSize(frame.size))
        element.setOnlyChild(child.place(in: CGRect(origin: frame.origin, size: size), context: placement.descending(into: self)))
        return element
    }
}
