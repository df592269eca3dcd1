import Foundation
import WidgetryFindings
import WidgetryGraphics

/// The outcome of laying out a view: every placed element, the widget-wide background and URL, and
/// the problems layout worked around.
public struct LayoutResult: Sendable {
    /// The canvas, in points.
    public var canvasSize: CGSize
    /// The placed view tree.
    public var root: PlacedElement
    /// The widget's container background, placed edge to edge, if the view declared one.
    public var containerBackground: PlacedElement?
    /// The URL set with `widgetURL`, if any.
    public var widgetURL: URL?
    /// What building and laying out found: values SwiftUI would log and clamp, images and colours that
    /// are missing, each with the view's path where it has one.
    public var findings: [Finding]
    /// The handle (`id(_:)`, `accessibilityIdentifier(_:)`) of each view inside an identified view, by path.
    public var identifiers: [String: String] = [:]
    /// Whether a view read `widgetRenderingMode` or `showsWidgetContainerBackground` while being built or
    /// placed. When none did, the layout is the same in every presentation context that shows the same
    /// appearance, and one layout serves them all (only the drawing differs).
    public var readsPresentationValues = false
    /// Whether a view asked which device it is on (`EnvironmentValues.deviceProfile`, which `UIScreen.main` and
    /// `UIDevice.current` read). When none did, the layout is the same on every device that gives the family the
    /// same size at the same scale.
    public var readsDeviceProfile = false
    /// Whether a view asked for the colour scheme, or a named colour was missing in it. When neither happened,
    /// the layout's geometry and findings are the same in the other appearance (its colours are not).
    public var readsColorScheme = false
    /// Whether a view asked for `redactionReasons`. When none did, the views draw a placeholder (redacted)
    /// differently but lay it out the same, so an equal entry's placeholder has this layout.
    public var readsRedactionReasons = false
    /// Whether a view asked for Increase Contrast (`colorSchemeContrast`) or drew a colour with a high-contrast
    /// variant. When none did, the layout and its drawing are the same with Increase Contrast on as off.
    public var readsIncreaseContrast = false
    /// Whether a view asked for Reduce Transparency (`accessibilityReduceTransparency`) or drew a material. When
    /// none did, the layout and its drawing are the same with Reduce Transparency on as off.
    public var readsReduceTransparency = false
    /// Whether a view asked for `colorSchemeContrast` itself: then no record of colours makes this layout its
    /// Increase Contrast twin's.
    package var readsContrastSetting = false
    /// What each colour of this layout becomes in each ``ColorVariant`` recorded (``recoloured(for:)``).
    package var colorVariants: ColorVariants?

    /// Whether a view asked for Increase Contrast or Reduce Transparency, or drew something that depends on
    /// either. When none did, the layout and its drawing are the same under both as under the standard settings.
    public var readsDisplaySettings: Bool { readsIncreaseContrast || readsReduceTransparency }

    /// Every placed element, background first, depth first.
    public var allElements: [PlacedElement] {
        (containerBackground?.allElements ?? []) + root.allElements
    }

    /// Every placed text.
    public var texts: [(element: PlacedElement, text: PlacedText)] {
        allElements.compactMap { element in
            if case .text(let text) = element.content { return (element, text) }
            return nil
        }
    }

    /// The view given `identifier` with `id(_:)` or `accessibilityIdentifier(_:)` (the view itself, not
    /// the modifier), for tests and tools.
    public func element(identifiedBy identifier: String) -> PlacedElement? {
        allElements.first { $0.kind == .identifier && $0.identifier == identifier }?.viewElement
    }

    /// The first element whose path ends with `suffix` (e.g. `Text("Hello")`), for tests and tools.
    public func element(pathEndingWith suffix: String) -> PlacedElement? {
        allElements.first { $0.path.hasSuffix(suffix) }
    }

    /// The drawing commands for this layout, over `background` (nil for transparent).
    public func displayList(background: RGBAColor? = nil) -> DisplayList {
        DisplayListBuilder.build(self, background: background)
    }
}
