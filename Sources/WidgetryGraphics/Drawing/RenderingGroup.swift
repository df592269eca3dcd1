import Foundation

/// How an image is shown when a widget is rendered in the accented mode (tinted and glass Home Screens),
/// as WidgetKit's `WidgetAccentedRenderingMode` (iOS 18).
public enum AccentedImageMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// The image's shape in the accent colour: its alpha kept, its colours replaced.
    case accented
    /// The image's luminance becomes its alpha, in the accent colour: a photo stays readable as a tinted
    /// monochrome picture.
    case accentedDesaturated
    /// The image's luminance becomes its alpha, in the primary (default group) colour.
    case desaturated
    /// The image in its own colours.
    case fullColor
}

/// A span of a display list that a presentation context treats as one: what the layout marked
/// (`widgetAccentable()`, an image's accented rendering mode) and what a context's colour pass asks the
/// painter to do with the images inside.
public enum RenderingGroup: Sendable, Hashable {
    /// Views marked `widgetAccentable()`: drawn in the accent colour in the accented mode.
    case accent
    /// An image with `widgetAccentedRenderingMode(_:)`.
    case accentedImage(AccentedImageMode)
    /// Images inside are painted as a single colour through their alpha (or, with `luminanceAsAlpha`,
    /// through their luminance times their alpha): how the accented mode draws images.
    case tintedImages(RGBAColor, luminanceAsAlpha: Bool)
    /// `colorMultiply(_:)`: everything inside multiplied by the colour, component by component, alpha included.
    /// The layout's display list already carries the multiplied colours of shapes, text and symbols; the painter
    /// multiplies the pixels of the images inside (by every open multiply group's colour).
    case multiplied(RGBAColor)
    /// `luminanceToAlpha()`: everything inside becomes black whose opacity is its luminance (Rec. 709) times its
    /// alpha, so white is opaque black and black is clear — the mask SwiftUI's modifier makes. The layout's display
    /// list already carries the mapped colours of shapes, text and symbols; the painter maps the images' pixels.
    case luminanceToAlpha
}
