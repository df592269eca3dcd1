import Foundation

/// How the system shows a widget, as WidgetKit's `WidgetRenderingMode` (iOS 16): in full colour on the
/// Home Screen, and `vibrant` — desaturated and blended with the wallpaper — on the Lock Screen.
public struct WidgetRenderingMode: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// Every colour as written (Home Screen, StandBy).
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Content split into an accent group and a default group, each tinted by the system.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Lock Screen: colours reduced to their lightness.
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    /// The mode's name, as WidgetKit spells it.
    public var description: String { name }
}

private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }

extension EnvironmentValues {
    /// How the system shows the widget: `vibrant` for Lock Screen (accessory) families, `fullColor` otherwise.
    public var widgetRenderingMode: WidgetRenderingMode {
        // Noted so a layout that never asks can be shared by the presentation contexts (CellPipeline).
        get { buildLog?.readPresentationValues = true; return self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
}

/// The translucent backdrop Lock Screen widgets put behind their content, as WidgetKit's
/// `AccessoryWidgetBackground`: the primary colour at low opacity, filling the space offered.
public struct AccessoryWidgetBackground: View {
    /// Creates the backdrop.
    public init() {}

    /// Apple documents the backdrop as adapting to the wallpaper; 20% of the primary colour stands in for it.
    static let opacity = 0.2

    /// A rectangle of the backdrop colour filling the space offered.
    public var body: some View {
        Rectangle().fill(Color.primary.opacity(Self.opacity))
    }
}
