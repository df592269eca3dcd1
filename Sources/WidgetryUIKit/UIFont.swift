import Foundation
@_spi(WidgetryUIKit) import WidgetryUI
import WidgetryReference

/// UIKit's font class, the slice widget code uses: system fonts by size and weight, Dynamic Type text
/// styles, fonts by name, and `Font(_:)` to use one in SwiftUI. Immutable, hence `Sendable`.
///
/// SF Pro is Apple's: text is drawn in Inter, the stand-in every Widgetry render uses, at the same size and
/// weight, so sizes and line counts are close to a device's.
public final class UIFont: Sendable {
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The family name: "System Font" for the system font, else the family part of the name.
    public let familyName: String
    /// The font's name, as UIKit reports it (".SFUI-Regular" style for system fonts).
    public let fontName: String
    let weight: Weight
    let isItalic: Bool
    let design: Design

    enum Design: Sendable { case system, rounded, serif, monospaced, monospacedDigits, named }

    init(pointSize: CGFloat, familyName: String, fontName: String, weight: Weight, isItalic: Bool = false, design: Design) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.familyName = familyName
        self.fontName = fontName
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
    }

    /// A font by PostScript or family name (`"Avenir-Heavy"`). Never `nil`: whether the family is installed
    /// is known when text is measured, where a missing one is a finding and a fallback family is drawn.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(pointSize: fontSize, familyName: family, fontName: fontName, weight: .regular, design: .named)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, familyName: "System Font", fontName: ".SFUI-\(weight.name)", weight: weight, design: .system)
    }

    /// The size UIKit gives standard controls' system font: 14 pt.
    public class var systemFontSize: CGFloat { 14 }
    /// The size UIKit gives labels: 17 pt.
    public class var labelFontSize: CGFloat { 17 }
    /// The size UIKit gives buttons: 18 pt.
    public class var buttonFontSize: CGFloat { 18 }
    /// The size UIKit gives small controls: 12 pt.
    public class var smallSystemFontSize: CGFloat { 12 }

    /// The system font in bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font in italic.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, familyName: "System Font", fontName: ".SFUI-RegularItalic", weight: .regular, isItalic: true, design: .system)
    }

    /// The system font with digits of equal width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, familyName: "System Font", fontName: ".SFUI-\(weight.name)", weight: weight, design: .monospacedDigits)
    }

    /// The monospaced system font (SF Mono).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, familyName: "SF Mono", fontName: ".SFMono-\(weight.name)", weight: weight, design: .monospaced)
    }

    /// The font of a Dynamic Type text style at the text size of the view being built on this thread
    /// (Large, the default, outside any view): Apple's size and weight for the style from the HIG
    /// typography tables (`DynamicTypeTable`), e.g. body 17 pt and headline 17 pt semibold at Large.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, at: EnvironmentValues.ofCurrentView.dynamicTypeSize)
    }

    /// The text style's font at the size category of `traitCollection` (a font scaled for the `\.sizeCategory` a
    /// view modifier reads); traits without a size category give the current view's, as ``preferredFont(forTextStyle:)``.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style, at: traitCollection?.preferredContentSizeCategory.dynamicTypeSize
                        ?? EnvironmentValues.ofCurrentView.dynamicTypeSize)
    }

    private static func preferredFont(forTextStyle style: TextStyle, at size: DynamicTypeSize) -> UIFont {
        if let derived = style.scaledLike {
            let pointSize = (DynamicTypeTable.metrics(derived.style, at: size).pointSize * derived.factor).rounded()
            return UIFont(pointSize: CGFloat(pointSize), familyName: "System Font", fontName: ".SFUI-Bold", weight: .bold, design: .system)
        }
        let metrics = DynamicTypeTable.metrics(style.typeStyle, at: size)
        let weight = Weight(cssWeight: DynamicTypeTable.defaultWeight(of: style.typeStyle))
        return UIFont(pointSize: CGFloat(metrics.pointSize), familyName: "System Font", fontName: ".SFUI-\(weight.name)", weight: weight, design: .system)
    }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, familyName: familyName, fontName: fontName, weight: weight, isItalic: isItalic, design: design)
    }

    /// The height of a line: ascender less descender. SF Pro's are 0.952 and −0.2405 em (its `hhea`
    /// table), so `systemFont(ofSize: 17).lineHeight` is 20.29 pt as on iOS; named fonts use the same
    /// proportions (approximation: their own metrics are known only when text is measured).
    public var lineHeight: CGFloat { ascender - descender }
    /// The distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { pointSize * 0.952 }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative.
    public var descender: CGFloat { -pointSize * 0.2405 }
    /// Extra space between lines: none for the system font.
    public var leading: CGFloat { 0 }

    /// The font as SwiftUI draws it: a fixed size, as `Font(uiFont)` does not follow Dynamic Type by itself.
    var swiftUIFont: Font {
        var font: Font
        switch design {
        case .system: font = .system(size: pointSize, weight: weight.swiftUIWeight)
        case .rounded: font = .system(size: pointSize, weight: weight.swiftUIWeight, design: .rounded)
        case .serif: font = .system(size: pointSize, weight: weight.swiftUIWeight, design: .serif)
        case .monospacedDigits: font = Font.system(size: pointSize, weight: weight.swiftUIWeight).monospacedDigit()
        case .monospaced: font = .system(size: pointSize, weight: weight.swiftUIWeight, design: .monospaced)
        case .named: font = .custom(fontName, fixedSize: pointSize)
        }
        return isItalic ? font.italic() : font
    }

    /// UIKit's text styles, as `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// UIKit's name, e.g. `"UICTFontTextStyleBody"`.
        public let rawValue: String
        /// A style from UIKit's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large Title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        /// Extra Large Title (iOS 17): 36 pt bold at the default size (iosfontsizes.com's table of iOS 17's
        /// `preferredFont(forTextStyle:)`); Apple publishes no iOS scale for it, so it scales as Large Title does.
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// Extra Large Title 2 (iOS 17): 28 pt bold at the default size, scaled as Title 1.
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// The styles Apple's Dynamic Type table leaves out: the published style they scale as, and their size at
        /// Large over that style's (36 / 34 and 28 / 28 pt).
        var scaledLike: (style: TypeStyle, factor: Double)? {
            switch self {
            case .extraLargeTitle: (.largeTitle, 36.0 / 34.0)
            case .extraLargeTitle2: (.title1, 28.0 / 28.0)
            default: nil
            }
        }

        /// The reference table's row for this style (body for an unknown name).
        var typeStyle: TypeStyle {
            let table: [TextStyle: TypeStyle] = [
                .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
                .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption1: .caption1, .caption2: .caption2,
            ]
            return table[self] ?? .body
        }
    }

    /// Font weights with UIKit's values (−1 … 1), as `UIFont.Weight`.
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// UIKit's value.
        public let rawValue: CGFloat
        /// A weight from UIKit's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from UIKit's value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        private static let ladder: [(Weight, Font.Weight, Int, String)] = [
            (.ultraLight, .ultraLight, 100, "Ultralight"), (.thin, .thin, 200, "Thin"), (.light, .light, 300, "Light"),
            (.regular, .regular, 400, "Regular"), (.medium, .medium, 500, "Medium"), (.semibold, .semibold, 600, "Semibold"),
            (.bold, .bold, 700, "Bold"), (.heavy, .heavy, 800, "Heavy"), (.black, .black, 900, "Black"),
        ]

        /// The named weight nearest this value.
        private var nearest: (Weight, Font.Weight, Int, String) {
            Self.ladder.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!
        }

        /// SwiftUI's weight.
        var swiftUIWeight: Font.Weight { nearest.1 }
        /// The style part of a system font's name.
        var name: String { nearest.3 }

        /// The weight for a CSS weight (400 regular, 600 semibold…).
        init(cssWeight: Int) {
            self = Self.ladder.min { abs($0.2 - cssWeight) < abs($1.2 - cssWeight) }!.0
        }
    }
}

extension Font {
    /// A SwiftUI font from a UIKit font, at its fixed size.
    public init(_ font: UIFont) { self = font.swiftUIFont }
}
