import Foundation
import WidgetryReference

/// The contrast setting, as UIKit's `UIAccessibilityContrast` (Settings › Accessibility › Display & Text Size ›
/// Increase Contrast).
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    case unspecified = -1, normal = 0, high = 1
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not specified: treated as light.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// The traits a UIKit colour or image is resolved for, and that a snapshot test hands its view, as UIKit's
/// `UITraitCollection`: appearance, display scale, Dynamic Type size, layout direction and size classes.
/// A trait a collection was not made with is *unspecified*; `init(traitsFrom:)` combines collections, the
/// specified traits of later ones winning, as UIKit does. Immutable, hence `Sendable`.
public final class UITraitCollection: Sendable {
    /// Light or dark (`.unspecified` when not given).
    public let userInterfaceStyle: UIUserInterfaceStyle
    let specifiedScale: CGFloat?
    let specifiedContentSize: UIContentSizeCategory?
    let specifiedLayoutDirection: UITraitEnvironmentLayoutDirection?
    let specifiedHorizontalSizeClass: UIUserInterfaceSizeClass?
    let specifiedVerticalSizeClass: UIUserInterfaceSizeClass?
    let specifiedContrast: UIAccessibilityContrast?

    init(style: UIUserInterfaceStyle = .unspecified, scale: CGFloat? = nil, contentSize: UIContentSizeCategory? = nil,
         layoutDirection: UITraitEnvironmentLayoutDirection? = nil, horizontal: UIUserInterfaceSizeClass? = nil,
         vertical: UIUserInterfaceSizeClass? = nil, contrast: UIAccessibilityContrast? = nil) {
        specifiedContrast = contrast
        userInterfaceStyle = style
        specifiedScale = scale
        specifiedContentSize = contentSize
        specifiedLayoutDirection = layoutDirection
        specifiedHorizontalSizeClass = horizontal
        specifiedVerticalSizeClass = vertical
    }

    /// A collection with no trait specified.
    public convenience init() { self.init(style: .unspecified) }

    /// Traits with an appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// Traits with a display scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// Traits with a Dynamic Type size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(contentSize: preferredContentSizeCategory) }

    /// Traits with a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(layoutDirection: Optional(layoutDirection)) }

    /// Traits with a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    /// Traits with a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    /// Traits with a contrast setting.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }

    /// The traits of several collections in one: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T>(_ value: (UITraitCollection) -> T?) -> T? { collections.reversed().lazy.compactMap(value).first }
        self.init(style: last { $0.userInterfaceStyle == .unspecified ? nil : $0.userInterfaceStyle } ?? .unspecified,
                  scale: last(\.specifiedScale), contentSize: last(\.specifiedContentSize),
                  layoutDirection: last(\.specifiedLayoutDirection), horizontal: last(\.specifiedHorizontalSizeClass),
                  vertical: last(\.specifiedVerticalSizeClass), contrast: last(\.specifiedContrast))
    }

    /// Pixels per point; 3 when not specified (UIKit says 0 there and renders at the screen's scale).
    public var displayScale: CGFloat { specifiedScale ?? 3 }
    /// The Dynamic Type size; `.unspecified` when not given.
    public var preferredContentSizeCategory: UIContentSizeCategory { specifiedContentSize ?? .unspecified }
    /// The layout direction; `.unspecified` when not given.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { specifiedLayoutDirection ?? .unspecified }
    /// The horizontal size class; `.unspecified` when not given.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { specifiedHorizontalSizeClass ?? .unspecified }
    /// The vertical size class; `.unspecified` when not given.
    public var verticalSizeClass: UIUserInterfaceSizeClass { specifiedVerticalSizeClass ?? .unspecified }
    /// Whether Increase Contrast is on (`.high`); `.unspecified` when not given.
    public var accessibilityContrast: UIAccessibilityContrast { specifiedContrast ?? .unspecified }

    /// The traits of a render's environment.
    init(environment: EnvironmentValues) {
        userInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        specifiedScale = environment.displayScale
        specifiedContentSize = UIContentSizeCategory(environment.dynamicTypeSize)
        specifiedLayoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        specifiedHorizontalSizeClass = environment.horizontalSizeClass.map(UIUserInterfaceSizeClass.init)
        specifiedVerticalSizeClass = environment.verticalSizeClass.map(UIUserInterfaceSizeClass.init)
        specifiedContrast = environment.colorSchemeContrast == .increased ? .high : .normal
    }

    /// The traits of the view being laid out on this thread (light, 3x outside any view), as UIKit's
    /// `current` is the traits of the view being drawn.
    public static var current: UITraitCollection { UITraitCollection(environment: .current) }

    /// The environment a hosted view sees under these traits: each specified trait replaces the value of
    /// `environment` (`UIHostingController` passes its traits to SwiftUI this way).
    public func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var result = environment
        if userInterfaceStyle != .unspecified { result.colorScheme = userInterfaceStyle == .dark ? .dark : .light }
        if let specifiedScale, specifiedScale > 0 { result.displayScale = specifiedScale }
        if let size = specifiedContentSize?.dynamicTypeSize { result.dynamicTypeSize = size }
        if let direction = specifiedLayoutDirection, direction != .unspecified {
            result.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
        if let sizeClass = specifiedHorizontalSizeClass?.swiftUI { result.horizontalSizeClass = sizeClass }
        if let sizeClass = specifiedVerticalSizeClass?.swiftUI { result.verticalSizeClass = sizeClass }
        return result
    }
}

/// A layout direction as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// A size class as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = 0
    /// A constrained axis.
    case compact = 1
    /// An expansive axis.
    case regular = 2

    init(_ sizeClass: UserInterfaceSizeClass) { self = sizeClass == .compact ? .compact : .regular }

    var swiftUI: UserInterfaceSizeClass? {
        switch self {
        case .unspecified: nil
        case .compact: .compact
        case .regular: .regular
        }
    }
}

/// A Dynamic Type size as UIKit's `UIContentSizeCategory`, with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's string for the size (`UICTContentSizeCategoryL`).
    public let rawValue: String
    /// A size from UIKit's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// xSmall.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// xLarge.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// xxLarge.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// xxxLarge.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// AX1.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let ordered: [(UIContentSizeCategory, DynamicTypeSize)] = [
        (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .xLarge),
        (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge), (.accessibilityMedium, .accessibility1),
        (.accessibilityLarge, .accessibility2), (.accessibilityExtraLarge, .accessibility3),
        (.accessibilityExtraExtraLarge, .accessibility4), (.accessibilityExtraExtraExtraLarge, .accessibility5),
    ]

    /// The category of a SwiftUI Dynamic Type size.
    public init(_ size: DynamicTypeSize) { self = Self.ordered.first { $0.1 == size }?.0 ?? .large }

    /// The category of SwiftUI's older `ContentSizeCategory` (`UIContentSizeCategory(sizeCategory)` beside
    /// `@Environment(\.sizeCategory)`), as SwiftUI declares it for UIKit interop.
    public init(_ sizeCategory: ContentSizeCategory) { self.init(sizeCategory.dynamicTypeSize) }

    /// SwiftUI's Dynamic Type size for the category; `nil` when unspecified.
    public var dynamicTypeSize: DynamicTypeSize? { Self.ordered.first { $0.0 == self }?.1 }

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize?.isAccessibilitySize ?? false }
}

// UIKit declares the categories `Comparable` in size order (`category >= .accessibilityMedium`), as
// `UIContentSizeCategoryCompareToCategory` orders them; `unspecified` comes before every size.
extension UIContentSizeCategory: Comparable {
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }

    private var order: Int { Self.ordered.firstIndex { $0.0 == self } ?? -1 }
}

extension ContentSizeCategory {
    /// The category of a UIKit one; `nil` for ``UIContentSizeCategory/unspecified``, as SwiftUI's `init?(_:)`.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
        self.init(size)
    }
}
