import Foundation

/// How a view's colours combine with what is under it, as SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter
}

extension View {
    /// Blends the view with what is under it. Widgetry draws `.normal` compositing only, so any other mode
    /// is an info finding on the view: its colours on a device may differ.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        acceptedWithoutEffect("blendMode(.\(blendMode))", "Widgetry composites views normally", when: blendMode != .normal)
    }

    /// Composites the view's children as one layer before effects apply. Widgetry already draws a view's
    /// children in one layer for `opacity` and `shadow`, so nothing changes.
    public func compositingGroup() -> some View { self }

    /// Draws the view offscreen before compositing (a Metal performance hint): the picture is the same.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// The shape used for hit testing, drag previews and hover effects: nothing drawn changes.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// The shape used for hit testing of `kind`: nothing drawn changes.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// Sets the shape `ContainerRelativeShape` takes inside this view. Widgetry keeps the widget's own
    /// container shape, so a `ContainerRelativeShape` inside is drawn with the widget's corners (an info finding).
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
        acceptedWithoutEffect("containerShape", "ContainerRelativeShape inside keeps the widget's corner radius")
    }
}

/// Where an offscreen drawing's colours are blended, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Sendable, Hashable { case nonLinear, linear, extendedLinear }

/// What a content shape is used for, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Creates a set of kinds.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}
