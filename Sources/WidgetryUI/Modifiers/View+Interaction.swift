import Foundation

// Life-cycle and interaction modifiers. A widget's view is rendered from its timeline entry and never
// appears, changes or receives gestures, so these run nothing, as on a device: a widget's `task`,
// `onChange` and tap-gesture closures never run there either (taps reach only `Link`, `widgetURL` and
// App Intent buttons). No finding: the picture is the same.
extension View {
    /// Work to start when the view appears: never run in a widget.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }

    /// Work to start when the view appears and restart when `id` changes: never run in a widget.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { self }

    /// An action for a change of `value`, given the old and new values (iOS 17): never run in a render.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }

    /// An action for a change of `value` (iOS 17): never run in a render.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// An action for a change of `value`, given the new value (iOS 14 form): never run in a render.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }

    /// Whether the view takes touches, as SwiftUI's `allowsHitTesting(_:)`: a widget takes none but its links and
    /// App Intent buttons', and hit testing does not change how anything is drawn, so the view is unchanged.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// An action for taps: never run in a widget, where taps open the app (or a `Link`/`widgetURL`).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// An action for the view's disappearance: never run in a render.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Which external events (URLs) this view's window prefers and allows, as `handlesExternalEvents(preferring:allowing:)`:
    /// a widget has no window to route them to, so the view is unchanged.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }

    /// How the view enters and leaves: a static render has no transitions.
    public func transition(_ transition: AnyTransition) -> some View { self }
}

/// How a view is inserted and removed, as SwiftUI's `AnyTransition`: accepted for compatibility.
public struct AnyTransition: Sendable {
    let name: String
    /// Fades in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Scales in and out.
    public static let scale = AnyTransition(name: "scale")
    /// Slides in from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes in from `edge` (iOS 16).
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// Moves by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    /// Blurs and scales the old content out and the new in (iOS 17).
    public static let blurReplace = AnyTransition(name: "blurReplace")
    /// Blurs and scales in the direction `configuration` gives (iOS 17).
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(name: "blurReplace")
    }
    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// This transition together with `other`.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// SwiftUI's blur-and-scale replacement transition (iOS 17); only its configuration is named by app code here.
public struct BlurReplaceTransition: Sendable {
    /// The direction of the scale.
    public struct Configuration: Sendable, Hashable {
        let upward: Bool
        /// Scales down as the old content leaves and up as the new one enters.
        public static let downUp = Configuration(upward: false)
        /// Scales up as the old content leaves and down as the new one enters.
        public static let upUp = Configuration(upward: true)
    }
    /// The configuration.
    public var configuration: Configuration
    /// A transition of `configuration`.
    public init(configuration: Configuration) { self.configuration = configuration }
}

/// Runs `body` and returns its result; the animation SwiftUI would run for the changes it makes does not
/// apply to a static render.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension Animation {
    /// Eases in.
    public static let easeIn = Animation(name: "easeIn")
    /// Eases out.
    public static let easeOut = Animation(name: "easeOut")
    /// A spring with a small bounce (iOS 17).
    public static let bouncy = Animation(name: "bouncy")
    /// A spring without bounce (iOS 17).
    public static let smooth = Animation(name: "smooth")
    /// A quick spring (iOS 17).
    public static let snappy = Animation(name: "snappy")
    /// An interactive spring.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// A linear animation of `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    /// An ease-in-out animation of `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    /// An ease-in animation of `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    /// An ease-out animation of `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { .spring }
    /// A spring of `duration` and `bounce` (iOS 17). Disfavoured, so `.spring()` with no arguments means the spring
    /// above, as it does in code written for iOS 13–16 and compiled with the iOS 17 SDK (it was ambiguous here).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring that keeps its velocity across changes, by stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    /// A spring that keeps its velocity across changes, by duration and bounce (iOS 17).
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation { .spring }
    /// A spring by stiffness and damping (iOS 17).
    public static func spring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    /// An interactive spring by response and damping.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        .interactiveSpring
    }
    /// A timing curve of two control points (iOS 13).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        .easeInOut
    }
    /// This animation after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// This animation at `speed` times its pace.
    public func speed(_ speed: Double) -> Animation { self }
    /// This animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// This animation repeated `count` times.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

extension View {
    /// Animates changes inside: a static render has no animation.
    public func animation(_ animation: Animation?) -> some View { self }
}

extension ContentTransition {
    /// Digits roll to a new number, counting up or down by the sign of the change (iOS 17): no animation in a render.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A symbol replaced with an effect (iOS 17): no animation in a render.
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
    /// A symbol replaced with the default replace effect (iOS 17).
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}
