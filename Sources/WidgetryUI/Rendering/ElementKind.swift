/// What kind of view or modifier placed an element. Tools ask `element.kind == .link` instead of
/// comparing strings; the view's own name (`Circle`, `Text("Hi")`) is ``PlacedElement/name``.
public enum ElementKind: String, Sendable, Hashable, CaseIterable {
    // Views.
    case text, image, symbol, shape, color, gradient, spacer, divider
    case vStack, hStack, zStack, grid, gridRow, geometryReader, viewThatFits
    /// A `Link`: its frame is a tap target in families that honour links.
    case link
    /// A `Button` or `Toggle`: in iOS 17+ widgets an interactive control is a tap target that runs its
    /// action (an App Intent) instead of opening the app; ``PlacedElement/buttonAction`` names it.
    case button
    // Modifiers.
    case padding, frame, fixedSize, aspectRatio, position, offset, opacity, clip, rotationEffect, scaleEffect,
         hidden, shadow, background, overlay, alignmentGuide
    /// `id(_:)` or `accessibilityIdentifier(_:)`: the element's ``PlacedElement/identifier`` names the view.
    case identifier
    /// `widgetURL(_:)`: the element's ``PlacedElement/linkURL`` is the whole widget's tap target.
    case widgetURL
    /// `containerBackground(_:for:)`: the element holds the background placed edge to edge.
    case containerBackground
    /// `widgetAccentable()`: the element starts the accent group of the accented rendering mode.
    case widgetAccentable
    /// `Image.widgetAccentedRenderingMode(_:)`: how the image is drawn in the accented rendering mode.
    case widgetAccentedRenderingMode
    /// `colorMultiply(_:)`: everything inside is drawn with its colours multiplied by the element's
    /// ``PlacedElement/renderingGroup`` colour.
    case colorMultiply
    /// Any other modifier (environment changes, user `ViewModifier`s).
    case modifier
}
