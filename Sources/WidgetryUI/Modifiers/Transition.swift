import Foundation

/// How a view enters and leaves, as SwiftUI's `Transition` protocol (iOS 17); a static render has no transitions, so
/// conforming types are accepted and wrapped with ``AnyTransition/init(_:)``. A custom transition's
/// `body(content:phase:)` is never called.
public protocol Transition {}

/// Where a view is in its transition, as SwiftUI's `TransitionPhase` (iOS 17).
public enum TransitionPhase: Sendable, Hashable {
    case willAppear, identity, didDisappear
    /// Whether the view is fully shown.
    public var isIdentity: Bool { self == .identity }
}

extension AnyTransition {
    /// A type-erased `transition` (iOS 17), as SwiftUI's `AnyTransition(_:)`.
    public init<T: Transition>(_ transition: T) { self.init(name: String(describing: T.self)) }
}

extension BlurReplaceTransition: Transition {}

extension Transition where Self == BlurReplaceTransition {
    /// The blur-and-scale replacement (iOS 17), as a `Transition`.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}
