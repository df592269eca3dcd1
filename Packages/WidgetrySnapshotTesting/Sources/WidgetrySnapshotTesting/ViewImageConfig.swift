import Foundation
import Widgetry

/// A device screen to render a view in, as swift-snapshot-testing's `ViewImageConfig`: its size in points,
/// its safe area and the traits the library sets for it. The presets carry the library's numbers (sizes
/// and safe areas of each iPhone in portrait and landscape; Dynamic Type size Medium, compact width), so
/// a test written with `.device(config: .iPhone13)` renders at the size and text size it has on iOS.
public struct ViewImageConfig: Sendable {
    /// Portrait or landscape.
    public enum Orientation: Sendable, Hashable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// The screen's safe area insets.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; `nil` sizes the view to fit.
    public var size: CGSize?
    /// The traits the view is rendered with.
    public var traits: UITraitCollection

    /// A configuration.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone preset: portrait `width` × `height` with the given insets, landscape turned.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, portrait: UIEdgeInsets,
                              landscape: UIEdgeInsets, landscapeWidthClass: UIUserInterfaceSizeClass = .compact) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portrait, size: CGSize(width: width, height: height), traits: .phone(.portrait))
        case .landscape:
            return ViewImageConfig(safeArea: landscape, size: CGSize(width: height, height: width),
                                   traits: .phone(.landscape, landscapeWidthClass: landscapeWidthClass))
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static func notch(_ top: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0) }
    private static func notchLandscape(_ side: CGFloat, bottom: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: 0, left: side, bottom: bottom, right: side) }

    /// iPhone SE (1st generation): 320 × 568.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in an orientation.
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig { phone(o, width: 320, height: 568, portrait: statusBar, landscape: .zero) }
    /// iPhone 8: 375 × 667.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 in an orientation.
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig { phone(o, width: 375, height: 667, portrait: statusBar, landscape: .zero) }
    /// iPhone 8 Plus: 414 × 736.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus in an orientation (regular width in landscape).
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 414, height: 736, portrait: statusBar, landscape: .zero, landscapeWidthClass: .regular)
    }
    /// iPhone X: 375 × 812.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X in an orientation.
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 375, height: 812, portrait: notch(44), landscape: notchLandscape(44, bottom: 24))
    }
    /// iPhone XS Max: 414 × 896.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max in an orientation.
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 414, height: 896, portrait: notch(44), landscape: notchLandscape(44, bottom: 24), landscapeWidthClass: .regular)
    }
    /// iPhone XR: 414 × 896.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR in an orientation.
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 414, height: 896, portrait: notch(44), landscape: notchLandscape(44, bottom: 24), landscapeWidthClass: .regular)
    }
    /// iPhone 12: 390 × 844.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 in an orientation.
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 390, height: 844, portrait: notch(47), landscape: notchLandscape(47, bottom: 21))
    }
    /// iPhone 12 Pro, the iPhone 12's screen.
    public static let iPhone12Pro = iPhone12(.portrait)
    /// iPhone 12 Pro in an orientation.
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    /// iPhone 12 Pro Max: 428 × 926.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in an orientation.
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 428, height: 926, portrait: notch(47), landscape: notchLandscape(47, bottom: 21), landscapeWidthClass: .regular)
    }
    /// iPhone 13: 390 × 844.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 in an orientation.
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 390, height: 844, portrait: notch(47), landscape: notchLandscape(47, bottom: 21))
    }
    /// iPhone 13 mini: 375 × 812.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini in an orientation.
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 375, height: 812, portrait: notch(50), landscape: notchLandscape(50, bottom: 21))
    }
    /// iPhone 13 Pro, the iPhone 13's screen.
    public static let iPhone13Pro = iPhone13(.portrait)
    /// iPhone 13 Pro in an orientation.
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }
    /// iPhone 13 Pro Max: 428 × 926.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in an orientation.
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, width: 428, height: 926, portrait: notch(47), landscape: notchLandscape(47, bottom: 21), landscapeWidthClass: .regular)
    }
}

extension UITraitCollection {
    /// The traits swift-snapshot-testing sets for its iPhone presets: left to right, Dynamic Type size
    /// Medium (one step below iOS's default Large), compact width (regular in landscape on the large
    /// phones), regular height in portrait and compact in landscape.
    static func phone(_ orientation: ViewImageConfig.Orientation, landscapeWidthClass: UIUserInterfaceSizeClass = .compact) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(horizontalSizeClass: orientation == .portrait ? .compact : landscapeWidthClass),
            UITraitCollection(verticalSizeClass: orientation == .portrait ? .regular : .compact),
        ])
    }

    /// iPhone SE traits.
    public static func iPhoneSe(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    /// iPhone 8 traits.
    public static func iPhone8(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    /// iPhone 8 Plus traits.
    public static func iPhone8Plus(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidthClass: .regular) }
    /// iPhone X traits.
    public static func iPhoneX(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    /// iPhone XR traits.
    public static func iPhoneXr(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidthClass: .regular) }
    /// iPhone XS Max traits.
    public static func iPhoneXsMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidthClass: .regular) }
    /// iPhone 12 traits.
    public static func iPhone12(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    /// iPhone 12 Pro Max traits.
    public static func iPhone12ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidthClass: .regular) }
    /// iPhone 13 traits.
    public static func iPhone13(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    /// iPhone 13 Pro Max traits.
    public static func iPhone13ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, landscapeWidthClass: .regular) }
}
