import Foundation

/// SwiftUI's older `ContentSizeCategory` (UIKit's `UIContentSizeCategory` names), convertible to and
/// from `DynamicTypeSize` both ways.
///
/// The conversions are generated from the `uiContentSizeCategory` column of
/// `Reference/dynamic-type.json` (`Generated/ContentSizeCategory+Reference.swift`).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// UIKit `extraSmall` (SwiftUI `DynamicTypeSize.xSmall`).
    case extraSmall
    /// UIKit `small`.
    case small
    /// UIKit `medium`.
    case medium
    /// UIKit `large`, the system default.
    case large
    /// UIKit `extraLarge` (`.xLarge`).
    case extraLarge
    /// UIKit `extraExtraLarge` (`.xxLarge`).
    case extraExtraLarge
    /// UIKit `extraExtraExtraLarge` (`.xxxLarge`).
    case extraExtraExtraLarge
    /// UIKit `accessibilityMedium` (AX1, `.accessibility1`).
    case accessibilityMedium
    /// UIKit `accessibilityLarge` (AX2, `.accessibility2`).
    case accessibilityLarge
    /// UIKit `accessibilityExtraLarge` (AX3, `.accessibility3`).
    case accessibilityExtraLarge
    /// UIKit `accessibilityExtraExtraLarge` (AX4, `.accessibility4`).
    case accessibilityExtraExtraLarge
    /// UIKit `accessibilityExtraExtraExtraLarge` (AX5, `.accessibility5`).
    case accessibilityExtraExtraExtraLarge

    /// Whether this is an accessibility category (SwiftUI `ContentSizeCategory.isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool {
        dynamicTypeSize.isAccessibilitySize
    }
}

extension DynamicTypeSize {
    /// The size equivalent to a `ContentSizeCategory` (SwiftUI `DynamicTypeSize(_:)`).
    public init(_ category: ContentSizeCategory) {
        self = category.dynamicTypeSize
    }
}
