import Foundation
import WidgetryKit
import WidgetryGraphics
import WidgetryReference
import WidgetryUI

/// Lays out and draws a widget the way the Home Screen does: at its family's size for the device, with
/// the system's content margins (iOS 17+: 16 points, the HIG's standard widget margin), its container
/// background edge to edge, clipped to the widget's rounded shape.
public enum WidgetRenderer {
    /// The widget corner radius used for clipping. Apple publishes none; 22 points is the value measured by
    /// the community for system widgets on 6.1-inch and larger iPhones (Reference/widget-sizes.json,
    /// cornerRadius.communityValues_unverified).
    public static let cornerRadius: CGFloat = 22

    /// A render failure that names the fix.
    public enum RenderFailure: Error, CustomStringConvertible {
        case familyNotOnDevice(WidgetFamily, DeviceProfile)
        case familyNotSupported(WidgetFamily, kind: String, supported: [WidgetFamily])

        public var description: String {
            switch self {
            case .familyNotOnDevice(let family, let device):
                return "\(device.name) has no \(family) widgets; choose one of: \(device.supportedFamilies.map(\.caseName).joined(separator: ", "))"
            case .familyNotSupported(let family, let kind, let supported):
                return "widget '\(kind)' does not support \(family); its supportedFamilies are: \(supported.map(\.caseName).joined(separator: ", "))"
            }
        }
    }

    /// The environment a widget sees in `cell`.
    public static func environment(for cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog, now: Date? = nil) -> EnvironmentValues {
        var environment = EnvironmentValues()
        let context = cell.context
        environment.colorScheme = cell.environmentColorScheme
        environment.showsWidgetContainerBackground = !context.removesContainerBackground
        environment.dynamicTypeSize = cell.effectiveDynamicTypeSize
        environment.displayScale = CGFloat(cell.device.defaultScale)
        environment.widgetFamily = cell.family
        environment.deviceProfile = cell.device
        environment.widgetRenderingMode = switch context.renderingMode {
        case .fullColor: .fullColor
        case .accented: .accented
        case .vibrant: .vibrant
        }
        environment.assetCatalog = assets
        cell.displaySetting.apply(to: &environment)
        environment.systemDesign = cell.systemDesign
        if let locale = cell.locale {
            // The app runs in one localization for the reader (docs/localization.md): formatted for that
            // language with the reader's region, laid out in its script's direction.
            let localization = locale.localization(strings: assets.strings)
            environment.locale = localization.strings.locale
            environment.pseudoLocale = localization.strings.pseudoLocale
            environment.checksTranslations = localization.strings.pseudoLocale == nil
            if localization.isRightToLeft { environment.layoutDirection = .rightToLeft }
        }
        // Apple publishes no StandBy margin ("smaller margins", Reference/widget-sizes.json marginsAndPadding);
        // the Home Screen's 16 points stand in for it.
        // Live Activities get no widget margins: Apple publishes none for them (see docs/checking.md).
        let margin = options.contentMarginsDisabled || cell.family.isAccessory || cell.liveActivity != nil ? 0 : WidgetLayoutFacts.standardContentMargin
        environment.widgetContentMargins = EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        if let now { environment.now = now }
        return environment
    }

    /// Lays out `view` as a widget in `cell`.
    /// `showingOtherToggleState` lays interactive toggles out in their other state (see
    /// `EnvironmentValues.showsOtherToggleState`).
    public static func layout(_ view: AnyView, cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog, now: Date? = nil,
                              textMeasurer: any TextMeasuring = TextMeasurer.shared, showingOtherToggleState: Bool = false) throws -> LayoutResult {
        try layout(view, cell: cell, options: options, assets: assets, now: now, textMeasurer: textMeasurer,
                   showingOtherToggleState: showingOtherToggleState, recordingColorVariants: [])
    }

    /// Lays `view` out as ``layout(_:cell:options:assets:now:textMeasurer:showingOtherToggleState:)`` does, noting for
    /// each colour what it becomes in each of `recordingColorVariants`, so the layout can stand for its twins there.
    package static func layout(_ view: AnyView, cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog, now: Date?,
                               textMeasurer: any TextMeasuring, showingOtherToggleState: Bool,
                               recordingColorVariants: Set<ColorVariant>) throws -> LayoutResult {
        guard let cellSize = cell.size else { throw RenderFailure.familyNotOnDevice(cell.family, cell.device) }
        var environment = environment(for: cell, options: options, assets: assets, now: now)
        environment.textMeasurer = textMeasurer
        environment.showsOtherToggleState = showingOtherToggleState
        environment.recordedColorVariants = recordingColorVariants
        let margins = environment.widgetContentMargins
        let size = liveActivityHeight(of: view, in: cell, fixed: cellSize, margins: margins, environment: environment)
        let content = CGRect(x: margins.leading, y: margins.top, width: size.width - margins.leading - margins.trailing,
                             height: size.height - margins.top - margins.bottom)
        return LayoutEngine.layout(view, canvasSize: size, contentRect: content, environment: environment)
    }

    /// The drawing of a laid-out widget as its context shows it (``ContextRendering``), clipped to the
    /// widget's shape:
    /// - Home Screen: the container background, or the system background (white or black) without one.
    /// - Everywhere else the system removes the container background and draws its backdrop behind the
    ///   content, recoloured as the context does (accented on the tinted and glass Home Screens, greys on the
    ///   Lock Screen, red at night in StandBy).
    ///
    /// A background marked `containerBackgroundRemovable(false)` stays where the system would remove it
    /// ("If false, the system doesn't remove the background", Apple's containerBackgroundRemovable(_:)
    /// documentation), and is drawn in the context's colours like the rest of the widget.
    public static func displayList(for result: LayoutResult, cell: WidgetCell, backgroundRemovable: Bool = true) -> DisplayList {
        let rendering = ContextRendering(for: cell)
        guard cell.context.removesContainerBackground else { return fullColorDisplayList(for: result, cell: cell, systemBackground: rendering.backdrop) }
        var removed = result
        if backgroundRemovable { removed.containerBackground = nil }
        let content = fullColorDisplayList(for: removed, cell: cell, systemBackground: nil)
        return rendering.composed(content, shape: shape(for: cell.family), size: result.canvasSize)
    }

    /// What accessory widgets are drawn over: a dark grey standing in for the Lock Screen's wallpaper.
    public static let lockScreenWallpaper = ContextRendering.lockScreenWallpaper

    /// The tint of the tinted contexts when none is chosen (``ContextRendering/defaultTint``).
    public static let defaultTint = ContextRendering.defaultTint

    static func shape(for family: WidgetFamily) -> ShapeKind {
        switch family {
        case .accessoryCircular: .ellipse
        case .accessoryInline: .rectangle
        case .accessoryRectangular: .roundedRectangle(cornerRadius: 12, continuous: true)
        default: .roundedRectangle(cornerRadius: cornerRadius, continuous: true)
        }
    }

    /// The widget drawn in its own colours, over `systemBackground` when it has no container background.
    private static func fullColorDisplayList(for result: LayoutResult, cell: WidgetCell, systemBackground: RGBAColor?) -> DisplayList {
        let inner = result.displayList()
        var list = DisplayList(size: result.canvasSize)
        let bounds = CGRect(origin: .zero, size: result.canvasSize)
        list.append(.beginClip(shape(for: cell.family), bounds))
        if result.containerBackground == nil, let systemBackground {
            list.append(.fill(.rectangle, bounds, .color(systemBackground)))
        }
        list.commands += inner.commands
        list.append(.endClip)
        return list
    }
}

extension WidgetRenderer {
    /// The canvas of a cell: its fixed size, except for a Live Activity's Lock Screen and expanded
    /// presentations, which are as tall as their content asks for at their width (ActivityKit sizes them
    /// to fit, from 84 points up), so that content taller than the system shows stays measurable.
    static func liveActivityHeight(of view: AnyView, in cell: WidgetCell, fixed size: CGSize, margins: EdgeInsets,
                                   environment: EnvironmentValues) -> CGSize {
        guard let canvas = cell.liveActivity, canvas.presentation.hugsHeight else { return size }
        let proposal = ProposedViewSize(width: size.width - margins.leading - margins.trailing, height: nil)
        let ideal = LayoutEngine.size(of: view, proposal: proposal, environment: environment)
        guard ideal.height.isFinite else { return size }
        return CGSize(width: size.width, height: max(size.height, (ideal.height + margins.top + margins.bottom).rounded(.up)))
    }
}
