import WidgetryGraphics

/// How an image is drawn when the widget is rendered in the accented mode (tinted and glass Home Screens),
/// as WidgetKit's `WidgetAccentedRenderingMode` (iOS 18). Set with `Image.widgetAccentedRenderingMode(_:)`.
public struct WidgetAccentedRenderingMode: Sendable, Hashable, CustomStringConvertible {
    let drawingMode: AccentedImageMode

    /// The image's shape in the accent colour.
    public static let accented = WidgetAccentedRenderingMode(drawingMode: .accented)
    /// The image's luminance as the opacity of the accent colour: a monochrome picture in the accent colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(drawingMode: .accentedDesaturated)
    /// The image's luminance as the opacity of the primary colour.
    public static let desaturated = WidgetAccentedRenderingMode(drawingMode: .desaturated)
    /// The image in its own colours.
    public static let fullColor = WidgetAccentedRenderingMode(drawingMode: .fullColor)

    /// The mode's name, as WidgetKit spells it.
    public var description: String { drawingMode.rawValue }
}
