import Foundation

/// Attributed text with its hash worked out once, for text measured again and again.
///
/// Every measurement looks the text up in the shared cache, and hashing every run's string, font and colour
/// on each lookup was a seventh of text layout: a view's text is measured at several widths per layout and
/// laid out again in every cell of a check.
public struct PreparedText: Sendable, Hashable {
    /// The text.
    public let text: AttributedText
    private let textHash: Int

    /// Prepares `text`.
    public init(_ text: AttributedText) {
        self.text = text
        textHash = text.hashValue
    }

    /// Whether two prepared texts hold the same text (the stored hashes are compared first).
    public static func == (lhs: PreparedText, rhs: PreparedText) -> Bool {
        lhs.textHash == rhs.textHash && lhs.text == rhs.text
    }

    /// Feeds the hash worked out when the text was prepared.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
    }
}
