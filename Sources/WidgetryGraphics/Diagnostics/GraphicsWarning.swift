/// A problem that Widgetry worked around while measuring or drawing, such as a missing font or image.
///
/// Warnings exist so that a stand-in (a fallback font, a placeholder box) is never silent: each one names
/// the problem and the fix, and ``WarningCenter`` reports each distinct warning once.
public struct GraphicsWarning: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong; the associated value identifies the subject (a family name, a path, a value).
    public enum Kind: Sendable, Hashable {
        /// A requested font family is not installed; text is drawn with the fallback family.
        case missingFont(String)
        /// Text contains characters that no installed font can draw (drawn as boxes, "tofu").
        case missingGlyphs(String)
        /// An image file does not exist; a placeholder is drawn instead.
        case missingImage(String)
        /// An image file exists but cannot be decoded; a placeholder is drawn instead.
        case unreadableImage(String)
        /// A size, rect or other number was NaN, infinite or out of range and was replaced or skipped.
        case invalidValue(String)
    }

    /// What went wrong.
    public var kind: Kind
    /// A sentence naming the problem and the fix.
    public var message: String

    /// Creates a warning.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, as printed to standard error.
    public var description: String { "warning: \(message)" }
}
