import Foundation

/// A Dynamic Type size: the user's preferred text size, SwiftUI's `DynamicTypeSize` with the same case
/// names and order.
///
/// The raw value is the position in the scale (0 = `.xSmall`, 11 = `.accessibility5`), so sizes can
/// index the reference tables directly. The reference facts about each size (`referenceID`,
/// `higLabel`, `uiKitRawValue`, `isAccessibilitySize`) are generated from
/// `Reference/dynamic-type.json` into `Generated/DynamicTypeSize+Reference.swift`.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// An extra small size (UIKit `extraSmall`).
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the system default.
    case large
    /// An extra large size (UIKit `extraLarge`).
    case xLarge
    /// An extra extra large size (UIKit `extraExtraLarge`).
    case xxLarge
    /// An extra extra extra large size (UIKit `extraExtraExtraLarge`), the largest non-accessibility size.
    case xxxLarge
    /// The first accessibility size, AX1 (UIKit `accessibilityMedium`).
    case accessibility1
    /// The second accessibility size, AX2 (UIKit `accessibilityLarge`).
    case accessibility2
    /// The third accessibility size, AX3 (UIKit `accessibilityExtraLarge`).
    case accessibility3
    /// The fourth accessibility size, AX4 (UIKit `accessibilityExtraExtraLarge`).
    case accessibility4
    /// The fifth and largest accessibility size, AX5 (UIKit `accessibilityExtraExtraExtraLarge`).
    case accessibility5

    /// Orders sizes from smallest to largest, as SwiftUI does.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The sizes widgets support: Large through AX5 (HIG widgets, `WidgetLayoutFacts.dynamicTypeRange`).
    /// Widgets render smaller user settings at `.large`.
    public static var widgetSupportedRange: ClosedRange<DynamicTypeSize> {
        WidgetLayoutFacts.dynamicTypeRange
    }

    /// The name used on the command line: the Swift case name, e.g. `"xxLarge"` or `"accessibility3"`.
    public var argumentName: String {
        String(describing: self)
    }

    /// The size whose `referenceID` (the id in `Reference/dynamic-type.json`) is `referenceID`, exactly.
    public init?(referenceID: String) {
        guard let size = Self.allCases.first(where: { $0.referenceID == referenceID }) else { return nil }
        self = size
    }

    /// Parses a size from user input, ignoring case, spaces, hyphens and underscores.
    ///
    /// Accepts the `argumentName` (`"xxLarge"`, `"accessibility2"`), the `referenceID`
    /// (`"accessibilityLarge"`), the `ContentSizeCategory` name (`"extraLarge"`,
    /// `"accessibilityMedium"`) and the HIG labels `"AX1"` … `"AX5"`. Returns nil for anything else.
    public init?(argument: String) {
        let key = Self.lookupKey(argument)
        guard !key.isEmpty, let size = Self.argumentTable[key] else { return nil }
        self = size
    }

    /// Lowercased, without the separators people type between words.
    private static func lookupKey(_ text: String) -> String {
        String(text.lowercased().filter { !" -_\t".contains($0) })
    }

    /// Every accepted spelling, built from the generated reference names so it cannot drift from them.
    private static let argumentTable: [String: DynamicTypeSize] = {
        var table: [String: DynamicTypeSize] = [:]
        for size in allCases {
            var names = [size.argumentName, size.referenceID, String(describing: ContentSizeCategory(size))]
            // "AX1"…"AX5": the HIG column labels of the accessibility sizes.
            if size.isAccessibilitySize { names.append(size.higLabel) }
            for name in names { table[lookupKey(name)] = size }
        }
        return table
    }()
}
