import Foundation

/// How text is broken into lines, limited, spaced and aligned.
public struct TextLayoutOptions: Sendable, Hashable {
    /// The wrap width in points; `nil` means lines break only at newlines and nothing is truncated.
    /// Zero, negative and NaN widths are read as zero: every character goes on its own line.
    public var width: CGFloat?
    /// The most lines shown; `nil` means unlimited. Values below 1 are read as 1.
    public var maxLines: Int?
    /// Where the ellipsis goes when lines are cut or the last line overflows the width.
    public var truncation: TextTruncation
    /// Extra points between lines (not after the last).
    public var lineSpacing: CGFloat
    /// The baseline-to-baseline distance in points; `nil` uses the fonts' natural line height.
    public var lineHeight: CGFloat?
    /// Horizontal placement of lines within ``width`` (within the widest line when there is no width).
    public var alignment: TextLayoutAlignment
    /// Where lines may break.
    public var wrap: TextWrap
    /// The BCP 47 language, which picks regional glyph shapes: "zh-Hans" Simplified Chinese, "ja" Japanese.
    public var language: String?
    /// Whether the paragraph direction is right-to-left (Arabic, Hebrew).
    public var rightToLeft: Bool

    /// Creates options; the defaults match a multi-line SwiftUI `Text`.
    public init(
        width: CGFloat? = nil, maxLines: Int? = nil, truncation: TextTruncation = .tail, lineSpacing: CGFloat = 0,
        lineHeight: CGFloat? = nil, alignment: TextLayoutAlignment = .leading, wrap: TextWrap = .wordOrCharacter,
        language: String? = nil, rightToLeft: Bool = false
    ) {
        self.width = width
        self.maxLines = maxLines
        self.truncation = truncation
        self.lineSpacing = lineSpacing
        self.lineHeight = lineHeight
        self.alignment = alignment
        self.wrap = wrap
        self.language = language
        self.rightToLeft = rightToLeft
    }
}
