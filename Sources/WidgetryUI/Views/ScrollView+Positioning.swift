import Foundation

// Where a scroll view rests and how it would move. A widget never scrolls, so what moves is accepted and changes nothing,
// while the resting position is drawn as iOS draws it before any scrolling: at the top or leading edge, or at the
// `defaultScrollAnchor` (a conversation shown from its latest message, at the bottom).

/// How a scroll view settles after a swipe, as SwiftUI's `ScrollTargetBehavior` (iOS 17); a widget never scrolls.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages, as SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
}

/// Settles on the views marked with `scrollTargetLayout()`, as SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Sendable, Hashable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Page by page.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// View by view.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// View by view, at most as far as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Where a scroll view is scrolled to, as SwiftUI's iOS 18 `ScrollPosition`: kept as set; the view is drawn at rest.
public struct ScrollPosition: @unchecked Sendable {
    // `@unchecked`: the identifier is a value the app passes, never mutated in place.
    /// The identifier scrolled to, if any.
    public private(set) var viewID: AnyHashable?
    /// The edge scrolled to, if any.
    public private(set) var edge: Edge?
    /// The point scrolled to, if any.
    public private(set) var point: CGPoint?
    /// Whether the person scrolled since the position was set: never in a widget.
    public var isPositionedByUser: Bool { false }

    /// A position that will hold identifiers of `idType`.
    public init<ID: Hashable>(idType: ID.Type = ID.self) {}
    /// A position at `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// A position at `point`.
    public init(point: CGPoint) { self.point = point }
    /// A position at the view `id`.
    public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }

    /// The identifier scrolled to, as `ID`.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID?.base as? ID }
    /// Scrolls to the view `id`.
    public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { viewID = AnyHashable(id); edge = nil; point = nil }
    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self.edge = edge; viewID = nil; point = nil }
    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) { self.point = point; viewID = nil; edge = nil }
    /// Scrolls to a horizontal offset.
    public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: point?.y ?? 0)) }
    /// Scrolls to a vertical offset.
    public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: point?.x ?? 0, y: y)) }
}

/// Which of a scroll view's positions an anchor sets, as SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Sendable, Hashable {
    let name: String
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

/// A scroll view's geometry, as SwiftUI's iOS 18 `ScrollGeometry`.
public struct ScrollGeometry: Sendable, Hashable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// Where a scroll is in its gesture, as SwiftUI's `ScrollPhase` (iOS 18): always `.idle` in a widget.
public enum ScrollPhase: Sendable, Hashable {
    case idle, tracking, interacting, decelerating, animating
    /// Whether the scroll view is moving.
    public var isScrolling: Bool { self != .idle }
}

/// How a scroll view bounces at its edges, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// The anchor a scroll view rests at before any scrolling (`defaultScrollAnchor`).
struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension View {
    /// Marks the views a view-aligned scroll settles on; accepted (a widget never scrolls).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// How a scroll settles; accepted (a widget never scrolls).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    /// Binds the identifier of the view scrolled to; kept, the view is drawn at rest.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
    /// Binds the position scrolled to (iOS 18); kept, the view is drawn at rest.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
    /// Where scroll views inside rest before any scrolling, as SwiftUI's `defaultScrollAnchor(_:)`: `.bottom` shows the
    /// end of the content, `.center` its middle, as on iOS when the view first appears.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifyingEnvironment { $0[DefaultScrollAnchorKey.self] = anchor }
    }
    /// The anchor for one role (iOS 18): the initial offset and alignment roles set where the view rests.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifyingEnvironment { if role != .sizeChanges { $0[DefaultScrollAnchorKey.self] = anchor } }
    }
    /// Calls `action` when the scroll geometry's transformed value changes: never in a widget, which does not scroll.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View { self }
    /// Calls `action` when the scroll phase changes: never in a widget.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
    /// Calls `action` when this view's visibility in a scroll view crosses `threshold`: never in a widget.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { self }
    /// Whether scroll views inside clip their content; accepted (drawn clipped, as at rest).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// How scroll views inside bounce; accepted (a widget never scrolls).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    /// Isolates this view's geometry for animations, as iOS 17's `geometryGroup()`: a render has no animation, so the
    /// view is drawn as it is.
    public func geometryGroup() -> some View { self }
}
