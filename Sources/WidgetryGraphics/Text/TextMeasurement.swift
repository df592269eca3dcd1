import Foundation

/// The size and line facts of laid-out text.
public struct TextMeasurement: Sendable, Hashable {
    /// Width of the widest shown line (not the wrap width) by the height of the shown lines, in points.
    public var size: CGSize
    /// Lines shown.
    public var lineCount: Int
    /// Lines the text needs at this width with no line limit.
    public var requiredLineCount: Int
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: CGFloat
    /// Distance from the top to the last shown line's baseline.
    public var lastBaseline: CGFloat
    /// Whether an ellipsis was inserted or lines were cut by `maxLines`.
    public var isTruncated: Bool
    /// Characters drawn as boxes ("tofu") because no installed font has them.
    public var unknownGlyphCount: Int
    /// Requested families that are not installed and were drawn with ``FontSpec/systemFamily``.
    public var missingFontFamilies: [String]
    /// The characters drawn as boxes, as `U+XXXX` codes.
    public var unknownCharacters: [String] = []
    /// Unusable numbers in the text or its options (a NaN font size, a negative wrap width) that were
    /// replaced, one sentence each naming the value and the fix.
    public var invalidValues: [String] = []

    /// Creates a measurement.
    public init(
        size: CGSize, lineCount: Int, requiredLineCount: Int, firstBaseline: CGFloat, lastBaseline: CGFloat,
        isTruncated: Bool, unknownGlyphCount: Int, missingFontFamilies: [String]
    ) {
        self.size = size
        self.lineCount = lineCount
        self.requiredLineCount = requiredLineCount
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.isTruncated = isTruncated
        self.unknownGlyphCount = unknownGlyphCount
        self.missingFontFamilies = missingFontFamilies
    }

    /// Whether the text needs more lines than it was given.
    public var needsMoreLines: Bool { requiredLineCount > lineCount }

    /// The measurement of text with no characters: SwiftUI gives `Text("")` zero size.
    static let empty = TextMeasurement(
        size: .zero, lineCount: 0, requiredLineCount: 0, firstBaseline: 0, lastBaseline: 0, isTruncated: false,
        unknownGlyphCount: 0, missingFontFamilies: [])
}
