import Foundation
import Observation

/// An app's entry point, as SwiftUI's `App`: shared folders passed with `--sources` often hold the app's
/// `@main struct MyApp: App` beside the models the widget uses. A widget check runs widgets, not the app: the
/// front door's copy takes `@main` off an `App` (lines unmoved) and the app's scenes are never built; declaring
/// them compiles as on iOS.
public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor var body: Body { get }
    /// Creates the app.
    init()
}

extension App {
    /// An app's `main`, as SwiftUI's: there is no app to run in a widget check (see ``App``), so it returns at once.
    @MainActor public static func main() {}
}

/// A part of an app's interface, as SwiftUI's `Scene`: a window group, or scenes combined.
public protocol Scene {
    /// The scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder @MainActor var body: Body { get }
}

// `Never` already has a `body` (WidgetryUI makes it a View), which is the scene's too.
extension Never: Scene {}

/// A scene of windows showing `Content`, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    /// The windows' view.
    public let content: Content
    /// The group's title, if any.
    public let title: Text?
    /// The group's identifier, if any.
    public let id: String?

    /// Windows showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content(); title = nil; id = nil }
    /// Windows identified by `id`.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content(); title = nil; self.id = id }
    /// Windows titled `title`.
    public init(_ title: LocalizedStringKey, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.content = content(); self.title = Text(title); self.id = id
    }
    /// Windows titled `title`, verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String? = nil, @ViewBuilder content: () -> Content) {
        self.content = content(); self.title = Text(verbatim: String(title)); self.id = id
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

/// Scenes listed together, as `SceneBuilder` makes them.
public struct _TupleScene<T>: Scene {
    let value: T
    public var body: Never { fatalError("a tuple of scenes is a primitive scene") }
}

/// A scene with a modifier SwiftUI applies when the app runs (which a widget check never does).
public struct _ModifiedScene<Content: Scene>: Scene {
    let content: Content
    public var body: Never { fatalError("a modified scene is a primitive scene") }
}

/// Builds an app's scenes, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<A: Scene, B: Scene>(_ a: A, _ b: B) -> _TupleScene<(A, B)> { _TupleScene(value: (a, b)) }
    public static func buildBlock<A: Scene, B: Scene, C: Scene>(_ a: A, _ b: B, _ c: C) -> _TupleScene<(A, B, C)> {
        _TupleScene(value: (a, b, c))
    }
    public static func buildBlock<A: Scene, B: Scene, C: Scene, D: Scene>(_ a: A, _ b: B, _ c: C, _ d: D) -> _TupleScene<(A, B, C, D)> {
        _TupleScene(value: (a, b, c, d))
    }
    public static func buildOptional<S: Scene>(_ scene: S?) -> _TupleScene<S?> { _TupleScene(value: scene) }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

extension Optional: Scene where Wrapped: Scene {
    public var body: Never { fatalError("an optional scene is a primitive scene") }
}

// Scene modifiers app code writes; they take effect when the app runs, which a widget check never does.
extension Scene {
    /// Runs `action` when `value` changes (iOS 14 form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { _ModifiedScene(content: self) }
    /// Runs `action` with the old and new value when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Runs `action` when `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Which external events (URLs) the scene's windows handle.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { _ModifiedScene(content: self) }
    /// Sets an environment value for the scene's views.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { _ModifiedScene(content: self) }
    /// Puts an observable object in the scene's environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { _ModifiedScene(content: self) }
    /// Puts an observable object in the scene's environment.
    public func environmentObject<T: AnyObject>(_ object: T) -> some Scene { _ModifiedScene(content: self) }
}
