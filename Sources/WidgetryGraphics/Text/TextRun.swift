import Foundation

/// A stretch of text that shares one font, colour and decoration.
public struct TextRun: Sendable, Hashable {
    /// The characters.
    public var text: String
    /// The font the characters are set in.
    public var font: FontSpec
    /// The text colour.
    public var color: RGBAColor
    /// Extra points between characters (UIKit's `kern`, SwiftUI's `tracking`).
    public var tracking: CGFloat
    /// Whether to draw a single underline.
    public var underline: Bool
    /// Whether to draw a single line through the text.
    public var strikethrough: Bool
    /// Points to raise (positive) or lower (negative) the text from the baseline.
    public var baselineOffset: CGFloat
    /// The SF Symbol this run draws as a character of the line (``InlineSymbol/character``), or `nil` for text.
    public var inlineSymbol: InlineSymbol?

    /// Creates a run.
    public init(
        _ text: String, font: FontSpec, color: RGBAColor = .black, tracking: CGFloat = 0, underline: Bool = false,
        strikethrough: Bool = false, baselineOffset: CGFloat = 0, inlineSymbol: InlineSymbol? = nil
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.tracking = tracking
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
        self.inlineSymbol = inlineSymbol
    }
}
