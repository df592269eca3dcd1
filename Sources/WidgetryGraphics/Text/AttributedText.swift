import Foundation

/// Text made of styled runs, the unit that ``TextMeasurer`` measures and ``DrawCommand/text(_:_:_:)`` draws.
public struct AttributedText: Sendable, Hashable {
    /// The runs, in reading order.
    public var runs: [TextRun]

    /// Creates text from runs.
    public init(runs: [TextRun]) {
        self.runs = runs
    }

    /// Creates text with a single run.
    public init(_ string: String, font: FontSpec, color: RGBAColor = .black) {
        self.runs = [TextRun(string, font: font, color: color)]
    }

    /// All runs' characters joined.
    public var string: String { runs.map(\.text).joined() }

    /// The characters as a report quotes them and VoiceOver reads them: an inline symbol (``TextRun/inlineSymbol``) by
    /// its SF Symbol name, as a standalone symbol is read, rather than its placeholder character.
    public var readableString: String { runs.map { $0.inlineSymbol?.standIn.symbolName ?? $0.text }.joined() }

    /// Whether there are no characters at all.
    public var isEmpty: Bool { runs.allSatisfy(\.text.isEmpty) }

    /// The first whole characters of the text that fit in `maxBytes` bytes of UTF-8, or `nil` when all of it does.
    func prefix(utf8Bytes maxBytes: Int) -> AttributedText? {
        var remaining = maxBytes
        var kept: [TextRun] = []
        for run in runs {
            let bytes = run.text.utf8.count
            if bytes <= remaining {
                kept.append(run)
                remaining -= bytes
                continue
            }
            var cut = run
            var text = ""
            for character in run.text {
                let size = character.utf8.count
                guard size <= remaining else { break }
                text.append(character)
                remaining -= size
            }
            cut.text = text
            kept.append(cut)
            return AttributedText(runs: kept)
        }
        return nil
    }

    /// The same text with font sizes, tracking and baseline offsets multiplied by `factor`, as
    /// `minimumScaleFactor` shrinks text.
    public func scaled(by factor: CGFloat) -> AttributedText {
        AttributedText(runs: runs.map { run in
            var run = run
            run.font.size *= factor
            run.tracking *= factor
            run.baselineOffset *= factor
            return run
        })
    }
}
