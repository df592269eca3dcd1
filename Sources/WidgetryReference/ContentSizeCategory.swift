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

// SwiftUI orders the categories from smallest to largest (iOS 14's `<`, `<=`, `>`, `>=` on
// `ContentSizeCategory`, https://developer.apple.com/documentation/swiftui/contentsizecategory), the order
// of the equivalent `DynamicTypeSize`s. Apple declares the four operators; here they come from `Comparable`,
// because SwiftUI re-exports this enum alone (`import enum`), which hides operators declared in an extension
// while a conformance stays visible.
extension ContentSizeCategory: Comparable {
    /// Whether `lhs` is a smaller category than `rhs`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.dynamicTypeSize < rhs.dynamicTypeSize
    }
}
