import Foundation

/// An input gesture, as SwiftUI's `Gesture`, for app screens compiled into a widget extension. A widget receives no
/// gestures (taps reach only `Link`, `widgetURL` and App Intent buttons), so a gesture attached with ``View/gesture(_:including:)``
/// never fires and the view is drawn unchanged, as on a device; no finding, since the picture is the same.
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// A gesture that may be absent, as SwiftUI's `Optional: Gesture` conformance: `.gesture(isEnabled ? DragGesture() : nil)`
/// attaches the gesture only when there is one.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

/// Which gestures of a view and its subviews respond, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// None.
    public static let none = GestureMask([])
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A drag, as SwiftUI's `DragGesture`; never fires in a widget (see ``Gesture``).
public struct DragGesture: Gesture {
    /// The state of a drag, as `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// When the event happened.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the finger moved.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Where the drag would end if the finger lifted now.
        public var predictedEndLocation: CGPoint
        /// How far the drag would have moved if the finger lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
        /// The speed in points per second.
        public var velocity: CGSize
    }
    /// How far the finger moves before the drag starts.
    public var minimumDistance: CGFloat
    /// Where locations are measured.
    public var coordinateSpace: GeometryProxy.CoordinateSpace
    /// A drag starting after `minimumDistance` points (10 by default, as SwiftUI's).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: GeometryProxy.CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    /// A drag measured in an iOS 17 coordinate space (`.named("board")`).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A tap, as SwiftUI's `TapGesture`; never fires in a widget.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// How many taps.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A long press, as SwiftUI's `LongPressGesture`; never fires in a widget.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// How long the press lasts before it succeeds.
    public var minimumDuration: Double
    /// How far the finger may move.
    public var maximumDistance: CGFloat
    /// A press of `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A gesture with an action for its changes, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture with an action for its end, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

extension Gesture {
    /// An action for each change: never run in a widget.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable { _ChangedGesture(content: self) }
    /// An action for the end: never run in a widget.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(content: self) }
}

extension View {
    /// Attaches `gesture`: the view is unchanged (a widget receives no gestures).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Attaches `gesture` to run alongside the subviews' gestures: the view is unchanged.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Attaches `gesture` ahead of the subviews' gestures: the view is unchanged.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// An action for a long press: never run in a widget.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
}
