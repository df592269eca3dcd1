import CPangoCairo
import Foundation

/// Lays attributed text out in a thread's ``PangoEngine`` layout, producing the ``TextMeasurement`` and
/// leaving the layout ready to draw, so measuring and drawing can never disagree.
///
/// Pango limits lines per *paragraph*, but `maxLines` counts lines of the whole text. So the text is first
/// laid out without a limit (which also yields `requiredLineCount`); when it needs more lines than allowed,
/// everything from the last allowed line on is joined into one paragraph (newlines become spaces) and Pango
/// ellipsizes that line.
struct TextLayouter {
    let engine: PangoEngine

    /// A layout whose lines are ready to draw, with its measurement.
    struct Result {
        var measurement: TextMeasurement
        /// Where the layout's own origin sits relative to the top of the text, in points.
        var verticalOffset: CGFloat
    }

    /// The most UTF-8 a text hands to Pango. Pango (1.50) silently lays out nothing, or only part, of a paragraph of
    /// a few hundred kilobytes; no widget shows more than a few thousand characters (a large widget at the smallest
    /// text size holds about 40 lines of 80), so 64 KiB is never visible and always safe.
    static let maximumLaidOutBytes = 65_536

    func layOut(_ text: AttributedText, options: TextLayoutOptions) -> Result {
        guard !text.isEmpty else { return Result(measurement: .empty, verticalOffset: 0) }
        if let shortened = text.prefix(utf8Bytes: Self.maximumLaidOutBytes) {
            var result = layOut(shortened, options: options)
            result.measurement.isTruncated = true
            result.measurement.requiredLineCount = max(result.measurement.requiredLineCount, result.measurement.lineCount + 1)
            let total = text.runs.reduce(0) { $0 + $1.text.utf8.count }
            result.measurement.invalidValues.append(
                "text of \(total) bytes is longer than any widget shows; only its first \(Self.maximumLaidOutBytes) bytes "
                    + "were laid out. Show a summary or an excerpt of the text instead.")
            return result
        }
        let resolved = ResolvedTextOptions(options)
        let layout = engine.layout
        configureContext(resolved)

        var source = PangoText(text, lineHeight: resolved.lineHeight)
        apply(source, to: layout)
        layout.setWrap(resolved.wrap)
        layout.setAlignment(resolved.alignment)
        layout.setSpacing(points: resolved.lineSpacing)
        layout.setWidth(pangoUnits: breakWidth(resolved.pangoWidth, source))
        layout.setEllipsize(PANGO_ELLIPSIZE_NONE)
        layout.setHeight(-1)

        let requiredLineCount = layout.lineCount
        if resolved.pangoWidth != nil, !resolved.rightToLeft, requiredLineCount >= 2,
           requiredLineCount <= resolved.maxLines ?? .max, let pushed = orphanPushedOut(layout, source: source) {
            layout.setText(pushed)
            // Only a line's last word moves: if the text then needs another line, it stays as Pango broke it.
            if layout.lineCount != requiredLineCount { layout.setText(source.utf8) }
        }
        var cutLines = false
        if let maxLines = resolved.maxLines {
            if requiredLineCount > maxLines {
                cutLines = true
                let lines = layout.lines
                let last = maxLines - 1
                source = PangoText(joiningParagraphs(of: text, source: source, fromByte: lines[last].startByte),
                                   lineHeight: resolved.lineHeight)
                apply(source, to: layout)
                if resolved.pangoWidth == nil {
                    // Pango only ellipsizes within a width: use the widest line that stays.
                    let widest = lines[0...last].map(\.width).max() ?? 0
                    layout.setWidth(pangoUnits: breakWidth(Int32((widest * CGFloat(PANGO_SCALE)).rounded(.up)), source))
                }
                layout.setEllipsize(resolved.ellipsize)
                layout.setHeight(heightLimit(lines: lines, keeping: maxLines))
            } else if resolved.pangoWidth != nil {
                // Lets a last line that overflows (a long word with `.word` wrapping) end in an ellipsis.
                layout.setEllipsize(resolved.ellipsize)
                layout.setHeight(Int32(-maxLines))
            }
        }
        return Result(
            measurement: measure(layout, source: source, requiredLineCount: requiredLineCount, cutLines: cutLines,
                                 problems: resolved.problems),
            verticalOffset: -layout.logicalExtents.minY)
    }

    /// The text with the last word of the next-to-last line moved down to the last line, when the last line holds a
    /// single word (an orphan) and the line before holds more than one; `nil` when there is nothing to move.
    ///
    /// iOS lays text out with TextKit's standard line-break strategy, which includes `.pushOut`: "The text system
    /// pushes out individual lines to avoid an orphan word on the last line of the paragraph"
    /// (https://developer.apple.com/documentation/uikit/nsparagraphstyle/linebreakstrategy-swift.struct/pushout).
    /// Issue 30's renders show it: a two-line callout of SpeziScheduler's in 390 pt breaks one word early on iOS
    /// (12 renders), though that word fits on the first line, so the last line holds two words. The space
    /// before the moved word becomes a line break: one byte for one, so the runs' attributes stay where they were.
    /// Text without spaces between words (Chinese, Japanese, Korean) is left alone.
    private func orphanPushedOut(_ layout: PangoLayoutHandle, source: PangoText) -> [UInt8]? {
        let lines = layout.lines
        guard lines.count >= 2, let last = lines.last, !last.isParagraphStart else { return nil }
        let previous = lines[lines.count - 2]
        let bytes = source.utf8
        guard previous.startByte < last.startByte, last.startByte <= bytes.count else { return nil }
        let lastLine = String(decoding: bytes[last.startByte...], as: UTF8.self)
        let lastWord = lastLine.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !lastWord.isEmpty, !lastWord.contains(where: \.isWhitespace),
              !lastWord.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else { return nil }
        // The last space inside the previous line, before its last word (trailing spaces left out).
        var end = last.startByte
        while end > previous.startByte, bytes[end - 1] == 0x20 { end -= 1 }
        guard let space = bytes[previous.startByte..<end].lastIndex(of: 0x20), space > previous.startByte else { return nil }
        let previousWords = String(decoding: bytes[previous.startByte..<end], as: UTF8.self)
        guard !previousWords.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else { return nil }
        var pushed = bytes
        pushed[space] = 0x0A
        return pushed
    }

    /// The width Pango breaks and ellipsizes at so finished lines are at most `width` wide
    /// (see ``PangoText/lineEdgeSpacing``).
    private func breakWidth(_ width: Int32?, _ source: PangoText) -> Int32? {
        guard let width else { return nil }
        let (sum, overflow) = width.addingReportingOverflow(source.lineEdgeSpacing)
        return overflow ? width : max(1, sum)
    }

    private func configureContext(_ options: ResolvedTextOptions) {
        pango_context_set_language(engine.context, pango_language_from_string(options.pangoLanguage))
        pango_context_set_base_dir(engine.context, options.rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        engine.layout.contextChanged()
    }

    private func apply(_ source: PangoText, to layout: PangoLayoutHandle) {
        let description = source.makeBaseFontDescription()
        layout.setFontDescription(description)
        if let description { pango_font_description_free(description) }
        let attributes = source.makeAttributeList()
        layout.setAttributes(attributes)
        pango_attr_list_unref(attributes)
        layout.setText(source.utf8)
    }

    /// A Pango height that keeps exactly `count` lines of the joined text.
    ///
    /// A negative height limits lines per paragraph: exact when no earlier paragraph is longer than the
    /// number of lines kept from the last one. Otherwise a height in Pango units is used, half a line past
    /// the last kept line, because Pango ellipsizes the line after which fewer than two lines would fit.
    private func heightLimit(lines: [PangoLayoutHandle.Line], keeping count: Int) -> Int32 {
        let last = count - 1
        let paragraphStart = lines[0...last].lastIndex(where: \.isParagraphStart) ?? 0
        let keptFromLast = count - paragraphStart
        var earlierLongest = 0
        var current = 0
        for line in lines[0..<paragraphStart] {
            current = line.isParagraphStart ? 1 : current + 1
            earlierLongest = max(earlierLongest, current)
        }
        if earlierLongest <= keptFromLast { return Int32(-keptFromLast) }
        let bottom = lines[last].top + lines[last].height * 1.5
        return Int32((bottom * CGFloat(PANGO_SCALE)).rounded())
    }

    /// `text` with every newline from `byte` on replaced by a space, so the rest is one paragraph.
    private func joiningParagraphs(of text: AttributedText, source: PangoText, fromByte byte: Int) -> AttributedText {
        guard let (runIndex, offset) = source.location(ofByte: byte) else { return text }
        func joined(_ string: some StringProtocol) -> String { String(string.map { $0.isNewline ? " " : $0 }) }
        var runs = text.runs
        let utf8 = Array(runs[runIndex].text.utf8)
        let head = String(decoding: utf8[..<offset], as: UTF8.self)
        let tail = String(decoding: utf8[offset...], as: UTF8.self)
        runs[runIndex].text = head + joined(tail)
        for index in (runIndex + 1)..<runs.count {
            runs[index].text = joined(runs[index].text)
        }
        return AttributedText(runs: runs)
    }

    private func measure(
        _ layout: PangoLayoutHandle, source: PangoText, requiredLineCount: Int, cutLines: Bool, problems: [String]
    ) -> TextMeasurement {
        let extents = layout.logicalExtents
        let lines = layout.lines
        let unknown = layout.unknownGlyphCount
        var measurement = TextMeasurement(
            size: CGSize(width: extents.width, height: extents.height),
            lineCount: lines.count,
            requiredLineCount: requiredLineCount,
            firstBaseline: (lines.first?.baseline ?? 0) - extents.minY,
            lastBaseline: (lines.last?.baseline ?? 0) - extents.minY,
            isTruncated: cutLines || layout.isEllipsized,
            unknownGlyphCount: unknown,
            missingFontFamilies: source.missingFamilies)
        if unknown > 0 { measurement.unknownCharacters = unknownCharacters(layout: layout, source: source) }
        measurement.invalidValues = problems + source.problems
        return measurement
    }

    /// The characters drawn as boxes, as `U+XXXX` codes, each once.
    private func unknownCharacters(layout: PangoLayoutHandle, source: PangoText) -> [String] {
        var scalars: [Unicode.Scalar] = []
        for offset in layout.unknownGlyphByteOffsets where offset < source.utf8.count {
            let tail = source.utf8[offset...]
            if let scalar = String(decoding: tail.prefix(4), as: UTF8.self).unicodeScalars.first,
               !scalars.contains(scalar) {
                scalars.append(scalar)
            }
        }
        return scalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
