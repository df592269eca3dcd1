/// Whether a scene is in use, as SwiftUI's `ScenePhase`: app code shared with a widget reads
/// `@Environment(\.scenePhase)` to refresh when the app returns to the foreground.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible, not receiving events.
    case inactive
    /// Visible and in use.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The scene's phase: `.active`, as for a widget on screen being rendered.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
