import Foundation
@_spi(WidgetryUIKit) import WidgetryUI
import WidgetryReference

/// The screen, as UIKit's `UIScreen`. A Linux render has no screen: `main` answers with the device the
/// render is for when the environment names it (``EnvironmentValues/deviceProfile``), else an iPhone 15 Pro,
/// 393 × 852 pt at 3x (`Reference/widget-sizes.json`, screen "393x852"; `DeviceCatalog`). Immutable.
public final class UIScreen: Sendable {
    /// The screen's portrait rectangle in points.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    init(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    /// The screen of the device being rendered for (see the type's documentation).
    public static var main: UIScreen {
        let profile = EnvironmentValues.ofCurrentView.deviceProfile ?? DeviceCatalog.device(named: "iPhone 15 Pro")
        guard let profile else { return UIScreen(size: CGSize(width: 393, height: 852), scale: 3) }
        return UIScreen(size: profile.screenSize, scale: CGFloat(profile.defaultScale))
    }

    /// Pixels per point of the panel. The same as ``scale`` except on the 5.5-inch Plus iPhones (414 × 736 pt),
    /// which render at 3x and scale down to a 1080-pixel-wide panel: 1080 / 414 ≈ 2.608, as UIKit reports.
    /// (Display Zoom is not modelled.)
    public var nativeScale: CGFloat {
        bounds.size == CGSize(width: 414, height: 736) ? 1080 / 414 : scale
    }
    /// The screen in pixels of the panel, portrait.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: (bounds.width * nativeScale).rounded(), height: (bounds.height * nativeScale).rounded())
    }
    /// The display's brightness: full (a render has none).
    public var brightness: CGFloat { 1 }
}
