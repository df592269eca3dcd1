import Foundation
@_spi(WidgetryUIKit) import WidgetryUI
import WidgetryReference

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Unknown.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// The device, as UIKit's `UIDevice`: the one the render is for (``EnvironmentValues/deviceProfile``),
/// else an iPhone, as ``UIScreen/main`` answers. Immutable.
public final class UIDevice: Sendable {
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// "iPhone" or "iPad".
    public let model: String

    init(idiom: UIUserInterfaceIdiom) {
        userInterfaceIdiom = idiom
        model = idiom == .pad ? "iPad" : "iPhone"
    }

    /// The device being rendered for.
    public static var current: UIDevice {
        UIDevice(idiom: EnvironmentValues.ofCurrentView.deviceProfile?.idiom == .pad ? .pad : .phone)
    }

    /// The user-visible name: since iOS 16 apps see the generic model name ("iPhone") unless entitled,
    /// which is what widget code gets.
    public var name: String { model }
    /// The model's localized name.
    public var localizedModel: String { model }
    /// The operating system's name.
    public var systemName: String { "iOS" }
    /// The operating system version whose widget behaviour Widgetry reproduces (containerBackground,
    /// interactive widgets and content margins are iOS 17's).
    public var systemVersion: String { "17.0" }
    /// An identifier for the app's vendor: none in a render (UIKit also returns `nil` before first unlock).
    public var identifierForVendor: UUID? { nil }
}

extension UITraitCollection {
    /// Traits with a device idiom (swift-snapshot-testing's device presets list it). Widgetry lays a view out
    /// the same for every idiom, so the trait is accepted and specifies nothing.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init() }
}
