import Foundation

/// Attributed text as measuring sees it, with its hash worked out once, for text measured again and again.
///
/// Every measurement looks the text up in the shared cache, and hashing every run's string and font on each
/// lookup was a seventh of text layout: a view's text is measured at several widths per layout and laid out
/// again in every cell of a check.
///
/// Two texts that differ only in their runs' colours are equal here: colour changes how glyphs are drawn,
/// never their advances, line breaks or baselines, so a label measured in the light appearance (or a tinted
/// context) answers for the same label in dark.
public struct PreparedText: Sendable, Hashable {
    /// The text.
    public let text: AttributedText
    private let textHash: Int

    /// Prepares `text`.
    public init(_ text: AttributedText) {
        self.text = text
        var hasher = Hasher()
        hasher.combine(text.runs.count)
        for run in text.runs { hasher.combine(Self.measured(run)) }
        textHash = hasher.finalize()
    }

    /// `run` with what measuring ignores set to one value.
    private static func measured(_ run: TextRun) -> TextRun {
        var run = run
        run.color = .black
        return run
    }

    /// Whether two prepared texts measure alike: the same runs apart from their colours (the stored hashes are
    /// compared first).
    public static func == (lhs: PreparedText, rhs: PreparedText) -> Bool {
        lhs.textHash == rhs.textHash && lhs.text.runs.count == rhs.text.runs.count
            && zip(lhs.text.runs, rhs.text.runs).allSatisfy { measured($0) == measured($1) }
    }

    /// Feeds the hash worked out when the text was prepared.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(textHash)
    }
}
