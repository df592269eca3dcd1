import Foundation
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
                return "\(device.name) has no \(family) widgets; choose one of: \(device.supportedFamilies.map(\.rawValue).joined(separator: ", "))"
            case .familyNotSupported(let family, let kind, let supported):
                return "widget '\(kind)' does not support \(family); its supportedFamilies are: \(supported.map(\.rawValue).joined(separator: ", "))"
            }
        }
    }

    /// The environment a widget sees in `cell`.
    public static func environment(for cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog, now: Date? = nil) -> EnvironmentValues {
        var environment = EnvironmentValues()
        // The Lock Screen shows accessory widgets over the wallpaper in light content (SwiftUI reports the
        // dark appearance there) and without their container background.
        environment.colorScheme = cell.family.isAccessory ? .dark : cell.colorScheme
        environment.showsWidgetContainerBackground = !cell.family.isAccessory
        environment.dynamicTypeSize = cell.dynamicTypeSize
        environment.displayScale = CGFloat(cell.device.defaultScale)
        environment.widgetFamily = cell.family
        environment.deviceProfile = cell.device
        environment.widgetRenderingMode = cell.family.isAccessory ? .vibrant : .fullColor
        environment.assetCatalog = assets
        let margin = options.contentMarginsDisabled || cell.family.isAccessory ? 0 : WidgetLayoutFacts.standardContentMargin
        environment.widgetContentMargins = EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)
        if let now { environment.now = now }
        return environment
    }

    /// Lays out `view` as a widget in `cell`.
    public static func layout(_ view: AnyView, cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog, now: Date? = nil,
                              textMeasurer: any TextMeasuring = TextMeasurer.shared) throws -> LayoutResult {
        guard let size = cell.size else { throw RenderFailure.familyNotOnDevice(cell.family, cell.device) }
        var environment = environment(for: cell, options: options, assets: assets, now: now)
        environment.textMeasurer = textMeasurer
        let margins = environment.widgetContentMargins
        let content = CGRect(x: margins.leading, y: margins.top, width: size.width - margins.leading - margins.trailing,
                             height: size.height - margins.top - margins.bottom)
        return LayoutEngine.layout(view, canvasSize: size, contentRect: content, environment: environment)
    }

    /// The drawing of a laid-out widget: the system background (white or black) unless the widget has a
    /// container background, everything clipped to the widget's shape. Lock Screen (accessory) families are
    /// shown as the vibrant rendering mode shows them: every colour reduced to its grey; the system's blending
    /// with the wallpaper is not modelled.
    public static func displayList(for result: LayoutResult, cell: WidgetCell) -> DisplayList {
        guard cell.family.isAccessory else { return fullColorDisplayList(for: result, cell: cell) }
        var lockScreen = result
        lockScreen.containerBackground = nil
        var list = DisplayList(size: result.canvasSize)
        list.append(.fill(.rectangle, CGRect(origin: .zero, size: result.canvasSize), .color(lockScreenWallpaper)))
        list.commands += fullColorDisplayList(for: lockScreen, cell: cell, drawsSystemBackground: false).commands
        return list.mappingColors(\.greyscale)
    }

    /// What accessory widgets are drawn over: a dark grey standing in for the Lock Screen's wallpaper.
    public static let lockScreenWallpaper = RGBAColor(red: 0.22, green: 0.22, blue: 0.24)

    private static func fullColorDisplayList(for result: LayoutResult, cell: WidgetCell, drawsSystemBackground: Bool = true) -> DisplayList {
        let inner = result.displayList()
        var list = DisplayList(size: result.canvasSize)
        let bounds = CGRect(origin: .zero, size: result.canvasSize)
        let shape: ShapeKind = switch cell.family {
        case .accessoryCircular: .ellipse
        case .accessoryInline: .rectangle
        case .accessoryRectangular: .roundedRectangle(cornerRadius: 12, continuous: true)
        default: .roundedRectangle(cornerRadius: cornerRadius, continuous: true)
        }
        list.append(.beginClip(shape, bounds))
        if result.containerBackground == nil, drawsSystemBackground {
            list.append(.fill(.rectangle, bounds, .color(cell.colorScheme == .dark ? .black : .white)))
        }
        list.commands += inner.commands
        list.append(.endClip)
        return list
    }
}
