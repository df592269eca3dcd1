import Foundation

/// The size and position of a `GeometryReader`, as in SwiftUI.
public struct GeometryProxy {
    /// The size the reader was given.
    public let size: CGSize
    /// Safe-area insets: none inside a widget.
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    /// The spaces named above the reader when it was placed.
    let namedSpaces: NamedCoordinateSpaces?

    /// Coordinate spaces a frame can be expressed in (SwiftUI's top-level `CoordinateSpace`).
    public typealias CoordinateSpace = WidgetryUI.CoordinateSpace

    /// The reader's frame in a coordinate space: `.global` is the widget's, `.local` its own, `.named(n)` relative to the
    /// nearest ancestor named `n` (the widget's frame when no ancestor has that name, as SwiftUI falls back to global).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = namedSpaces?.frame(of: name) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's frame in an iOS 17 coordinate space (`.global`, `.local`, `.named("card")`, `.scrollView`).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The bounds of a named ancestor in the reader's own coordinates, as iOS 17's `bounds(of:)`; nil when no ancestor
    /// has the name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        namedSpaces?.frame(of: space.name).map { $0.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY) }
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
        let proxy = GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(), globalFrame: frame, namedSpaces: placement.coordinateSpaces)
        let child = context.environment.withCurrent { build(proxy, context.with { $0.stackAxis = nil }) }
        let size = child.sizeThatFits(ProposedViewSize(frame.size))
        element.setOnlyChild(child.place(in: CGRect(origin: frame.origin, size: size), context: placement.descending(into: self)))
        return element
    }
}
