import Foundation
import WidgetryGraphics
import WidgetryReference

extension Font {
    /// The concrete family, size and weight at a text size.
    ///
    /// Text styles take Apple's point size for the style at `size` (Reference/dynamic-type.json, from
    /// the HIG typography tables). Custom fonts scale as `UIFontMetrics(forTextStyle:).scaledFont(for:)`
    /// does: by the ratio of the style's size at `size` to its size at `.large`.
    /// With `bold` (Bold Text on), the system font's weight is raised as ``boldTextWeight(_:)`` says; a custom
    /// font keeps its weight, as iOS leaves fonts an app names alone.
    public func resolve(at size: DynamicTypeSize, legibilityWeight bold: Bool = false) -> FontSpec {
        switch base {
        case .textStyle(let style, let design):
            let metrics = DynamicTypeTable.metrics(style.typeStyle, at: size)
            let w = weight?.value ?? DynamicTypeTable.defaultWeight(of: style.typeStyle)
            return FontSpec(family: Self.family(for: design), size: CGFloat(metrics.pointSize), weight: bold ? Self.boldTextWeight(w) : w,
                            italic: isItalic, monospacedDigits: isMonospacedDigit)
        case .system(let points, let design):
            let w = weight?.value ?? 400
            return FontSpec(family: Self.family(for: design), size: points, weight: bold ? Self.boldTextWeight(w) : w,
                            italic: isItalic, monospacedDigits: isMonospacedDigit)
        case .custom(let name, let points, let relativeTo):
            let scale = relativeTo.map { DynamicTypeTable.scaleFactor(relativeTo: $0.typeStyle, at: size) } ?? 1
            let parsed = Self.parsePostScriptName(name)
            return FontSpec(family: parsed.family, size: points * CGFloat(scale), weight: weight?.value ?? parsed.weight,
                            italic: isItalic || parsed.italic, monospacedDigits: isMonospacedDigit)
        }
    }

    /// A system font weight under Bold Text (Settings › Accessibility › Display & Text Size): two steps heavier on
    /// the 100–900 scale (Regular 400 → Semibold 600, Medium 500 → Bold 700, Bold 700 → Black 900), at most Black.
    /// Apple publishes no table; iOS's Regular body text turning Semibold with Bold Text on is what the mapping
    /// reproduces. (Until text work was serialised in `PangoEngine`, the stand-in's Extra Bold and Black faces
    /// crashed Cairo on several threads and the mapping stopped at Bold.)
    public static func boldTextWeight(_ weight: Int) -> Int { max(weight, min(weight + 200, 900)) }

    /// The font's leading: the space its lines take beyond the glyphs' ascender and descender, which SwiftUI
    /// puts between two `Text`s stacked with the default spacing (see `StackNode`).
    ///
    /// A text style's line height is Apple's published leading for the style at `size` (HIG typography
    /// tables: body 17 pt on 22 pt at the default size); its glyphs take SF Pro's ascender + descender,
    /// (1950 + 494) / 2048 of the point size, so body's leading is 22 − 20.29 = 1.71 pt. `.system(size:)`
    /// is `UIFont.systemFont(ofSize:)`, whose leading is 0 (its line height is exactly ascender +
    /// descender: 20.287 pt at 17 pt, `SystemFontMetrics`). A custom font's leading is its own line gap,
    /// which Widgetry does not read: taken as 0, as most fonts' line gap is.
    func leading(at size: DynamicTypeSize) -> CGFloat {
        guard case .textStyle(let style, _) = base else { return 0 }
        let metrics = DynamicTypeTable.metrics(style.typeStyle, at: size)
        return max(0, CGFloat(metrics.leading) - CGFloat(metrics.pointSize) * SystemFontMetrics.lineHeightRatio)
    }

    /// The size of the text style this font follows at the default text size, for scaling symbols.
    var textStyle: TextStyle? {
        switch base {
        case .textStyle(let style, _): return style
        case .custom(_, _, let relativeTo): return relativeTo
        case .system: return nil
        }
    }

    private static func family(for design: Design?) -> String {
        switch design ?? .default {
        case .default, .rounded: return FontSpec.systemFamily
        case .serif: return "serif"
        case .monospaced: return "monospace"
        }
    }

    /// Splits a PostScript-style name such as "Avenir-HeavyOblique" or "HelveticaNeue-Bold" into a
    /// family and style, because widget code names fonts the way iOS does and fontconfig matches families.
    static func parsePostScriptName(_ name: String) -> (family: String, weight: Int, italic: Bool) {
        guard let dash = name.lastIndex(of: "-") else { return (name, 400, false) }
        let family = String(name[..<dash])
        var style = name[name.index(after: dash)...].lowercased()
        var italic = false
        for marker in ["italic", "oblique"] where style.hasSuffix(marker) {
            italic = true
            style.removeLast(marker.count)
        }
        let weights: [(String, Int)] = [
            ("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300), ("book", 400), ("roman", 400),
            ("regular", 400), ("", 400), ("medium", 500), ("demibold", 600), ("semibold", 600), ("bold", 700),
            ("extrabold", 800), ("ultrabold", 800), ("heavy", 800), ("black", 900),
        ]
        if let match = weights.first(where: { $0.0 == style }) { return (family, match.1, italic) }
        // Not a style suffix ("Noto-Sans"): the whole name is the family.
        return (name, 400, false)
    }
}
