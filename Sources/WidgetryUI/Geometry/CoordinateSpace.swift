import Foundation

/// A frame of reference for a view's geometry, as SwiftUI's `CoordinateSpace`: the widget's (`.global`), the view's own
/// (`.local`), or an ancestor's that named itself with `coordinateSpace(name:)` (`.named("card")`).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    // `@unchecked`: the name is a value the app passes (a string or an enum case), never mutated.
    /// The widget's coordinates (its top-leading corner at the origin).
    case global
    /// The view's own coordinates.
    case local
    /// The coordinates of the ancestor that named itself `name`.
    case named(AnyHashable)

    /// Whether this is `.global`.
    public var isGlobal: Bool { self == .global }
    /// Whether this is `.local`.
    public var isLocal: Bool { self == .local }
}

/// A coordinate space as iOS 17 spells it (`.global`, `.local`, `.named("card")`, `.scrollView`), as SwiftUI's
/// `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The space this names.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    /// Itself.
    public var coordinateSpace: CoordinateSpace { self }
}

/// The widget's coordinate space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space, as SwiftUI's `NamedCoordinateSpace` (`.named("scroll")`, `.scrollView`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The widget's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space an ancestor named `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The nearest scroll view's space: a widget has no scroll view, so an ancestor must name it (as a `ScrollView` does
    /// on iOS); otherwise frames in it are the widget's.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName())) }
    /// The nearest scroll view's space along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// The name iOS gives a scroll view's coordinate space.
struct ScrollViewSpaceName: Hashable {}

/// The coordinate spaces named above a view being placed, innermost first: a named ancestor's frame in the widget's
/// coordinates, known when that ancestor is placed (placement runs from the root down).
final class NamedCoordinateSpaces: @unchecked Sendable {
    // `@unchecked`: built during one placement pass on one thread and never mutated.
    let name: AnyHashable
    let frame: CGRect
    let enclosing: NamedCoordinateSpaces?

    init(name: AnyHashable, frame: CGRect, enclosing: NamedCoordinateSpaces?) {
        self.name = name
        self.frame = frame
        self.enclosing = enclosing
    }

    /// The frame of the innermost space named `name`, if any ancestor has that name (SwiftUI resolves a name to the
    /// nearest ancestor carrying it).
    func frame(of name: AnyHashable) -> CGRect? {
        var space: NamedCoordinateSpaces? = self
        while let current = space {
            if current.name == name { return current.frame }
            space = current.enclosing
        }
        return nil
    }
}

/// Names the space of the view it wraps for the views inside (`coordinateSpace(name:)`).
final class CoordinateSpaceNode: ModifierNode {
    let spaceName: AnyHashable

    init(child: LayoutNode, spaceName: AnyHashable) {
        self.spaceName = spaceName
        super.init(child: child)
    }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        var element = context.element(for: self, frame: frame)
        var inner = context.descending(into: self)
        inner.coordinateSpaces = NamedCoordinateSpaces(name: spaceName, frame: frame, enclosing: inner.coordinateSpaces)
        element.setOnlyChild(child.place(in: frame, context: inner))
        return element
    }
}

extension View {
    /// Names this view's coordinate space, so views inside can measure against it
    /// (`proxy.frame(in: .named("card"))`), as SwiftUI's `coordinateSpace(name:)`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let name = AnyHashable(name)
        return wrappingNodes { node, _ in CoordinateSpaceNode(child: node, spaceName: name) }
    }

    /// Names this view's coordinate space (iOS 17's `coordinateSpace(_:)` with `.named("card")`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let name = name.name
        return wrappingNodes { node, _ in CoordinateSpaceNode(child: node, spaceName: name) }
    }
}
