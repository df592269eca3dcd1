import Foundation

/// Apple's Dynamic Type table for iOS and iPadOS: point size, leading and weights of every text style
/// at every Dynamic Type size, exactly as published in the HIG typography page.
///
/// The numbers live in `Generated/DynamicTypeTable+Data.swift`, generated from
/// `Reference/dynamic-type.json`. One cell is uncertain: caption2 at AX5 is 40 pt in the HIG but
/// measured 41 pt on an iOS 13.3 simulator; the HIG value is used.
public enum DynamicTypeTable {
    /// The point size and leading of `style` at `size` (HIG typography tables).
    public static func metrics(_ style: TypeStyle, at size: DynamicTypeSize) -> TypeMetrics {
        // The generator writes one entry per style and one per size, so both lookups always succeed.
        publishedMetrics[style]![size.rawValue]
    }

    /// The style's default weight as a CSS weight: regular 400, medium 500, semibold 600, bold 700,
    /// heavy 800. Regular for every iOS style except headline (semibold).
    public static func defaultWeight(of style: TypeStyle) -> Int {
        publishedDefaultWeights[style]!
    }

    /// The style's emphasized weight (SwiftUI `.bold()` on a text style) as a CSS weight, from the
    /// December 2025 HIG revision.
    public static func emphasizedWeight(of style: TypeStyle) -> Int {
        publishedEmphasizedWeights[style]!
    }

    /// `UIFontMetrics` scaling: the style's point size at `size` divided by its point size at `.large`,
    /// the default. Use it to scale custom fonts and metrics the way `UIFontMetrics(forTextStyle:)`
    /// does, e.g. body at `.accessibility5` is 53 / 17.
    public static func scaleFactor(relativeTo style: TypeStyle, at size: DynamicTypeSize) -> Double {
        metrics(style, at: size).pointSize / metrics(style, at: .large).pointSize
    }
}
