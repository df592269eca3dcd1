import CPangoCairo
import Foundation

/// ``TextLayoutOptions`` turned into Pango settings, with unusable numbers replaced and listed in ``problems``.
struct ResolvedTextOptions {
    /// The wrap width in Pango units, or `nil` for no wrapping.
    var pangoWidth: Int32?
    var maxLines: Int?
    var ellipsize: PangoEllipsizeMode
    var lineSpacing: CGFloat
    var lineHeight: CGFloat?
    var alignment: PangoAlignment
    var wrap: PangoWrapMode
    var pangoLanguage: String
    var rightToLeft: Bool
    /// What was replaced and why, one sentence each; they travel in the measurement.
    var problems: [String] = []

    init(_ options: TextLayoutOptions) {
        if let width = options.width {
            if width.isNaN || width < 0 {
                problems.append("wrap width \(width) is not a usable width; 0 was used, which "
                    + "puts every character on its own line. Pass a finite width of 0 or more points.")
            }
            let points = width.isNaN ? 0 : max(width, 0)
            let units = points * CGFloat(PANGO_SCALE)
            // An infinite (or absurdly large) width means no wrapping at all.
            pangoWidth = units < CGFloat(Int32.max) ? Int32(units.rounded()) : nil
        } else {
            pangoWidth = nil
        }
        if let lines = options.maxLines, lines < 1 {
            problems.append("maxLines \(lines) is less than 1; 1 was used. Pass nil for no limit.")
        }
        maxLines = options.maxLines.map { max($0, 1) }
        switch options.truncation {
        case .head: ellipsize = PANGO_ELLIPSIZE_START
        case .middle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        case .tail: ellipsize = PANGO_ELLIPSIZE_END
        }
        if options.lineSpacing.isFinite {
            lineSpacing = options.lineSpacing
        } else {
            problems.append("line spacing \(options.lineSpacing) is not finite; 0 was used. Pass a finite number of points.")
            lineSpacing = 0
        }
        if let height = options.lineHeight, !(height.isFinite && height > 0) {
            problems.append("line height \(height) is not a positive finite number; the fonts' "
                + "natural line height was used. Pass nil or a positive number of points.")
            lineHeight = nil
        } else {
            lineHeight = options.lineHeight
        }
        switch (options.alignment, options.rightToLeft) {
        case (.center, _): alignment = PANGO_ALIGN_CENTER
        case (.leading, false), (.trailing, true): alignment = PANGO_ALIGN_LEFT
        case (.leading, true), (.trailing, false): alignment = PANGO_ALIGN_RIGHT
        }
        switch options.wrap {
        case .word: wrap = PANGO_WRAP_WORD
        case .character: wrap = PANGO_WRAP_CHAR
        case .wordOrCharacter: wrap = PANGO_WRAP_WORD_CHAR
        }
        pangoLanguage = Self.pangoLanguage(forBCP47: options.language)
        rightToLeft = options.rightToLeft
    }

    /// Pango (through fontconfig) knows Chinese by region, not script: "zh-Hans" must become "zh-cn" for the
    /// Simplified Chinese shapes. With no language, English keeps results independent of the machine's locale.
    static func pangoLanguage(forBCP47 tag: String?) -> String {
        guard let tag, !tag.isEmpty else { return "en" }
        // Most tags are a bare lower-case language ("en", "de"): nothing to rewrite (this runs for every text).
        if tag != "zh", tag.utf8.allSatisfy({ (97...122).contains($0) }) { return tag }
        let parts = tag.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        guard parts.first == "zh" else { return parts.joined(separator: "-") }
        if parts.contains("hk") || parts.contains("mo") { return "zh-hk" }
        if parts.contains("hant") || parts.contains("tw") { return "zh-tw" }
        if parts.contains("sg") { return "zh-sg" }
        return "zh-cn"
    }

}
