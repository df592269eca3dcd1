import Foundation
import WidgetryGraphics
import WidgetryReference

/// Turns `Text` segments and the environment into concrete runs: each run's own font, weight and
/// colour win over the environment's, as SwiftUI's text modifiers do.
struct TextStyleResolver {
    let environment: EnvironmentValues

    /// The language Pango shapes with: it picks Simplified or Traditional Chinese, or Japanese, glyph
    /// shapes for Han characters, so it follows the environment's locale.
    var languageTag: String? {
        // Standard-library replacement: Foundation's goes through NSString, and this runs for every text.
        let identifier = String(environment.locale.identifier.map { $0 == "_" ? "-" : $0 })
        return identifier.isEmpty ? nil : identifier
    }

    /// The runs of `text`, each segment's string taken from `resolved` (resolved here when not given); an inline
    /// symbol is a run of its own (``TextRun/splittingInlineSymbols``).
    func attributedText(for text: Text, resolved: ResolvedText? = nil) -> AttributedText {
        AttributedText(runs: segmentRuns(for: text, resolved: resolved).flatMap(\.splittingInlineSymbols))
    }

    /// The runs of `text`: one per segment, or one per markdown span of a localized segment.
    private func segmentRuns(for text: Text, resolved: ResolvedText?) -> [TextRun] {
        segmentRunGroups(for: text, resolved: resolved).flatMap { $0 }
    }

    /// The runs of each segment of `text`, in order.
    private func segmentRunGroups(for text: Text, resolved: ResolvedText?) -> [[TextRun]] {
        let resolution = resolved ?? ResolvedText(text, environment: environment)
        let runs = segmentBaseRuns(for: text, strings: resolution.strings)
        return runs.enumerated().map { index, run in
            guard let spans = resolution.markdown[index] else { return [run] }
            return spans.map { span in
                var piece = run
                piece.text = Self.cased(span.text, environment.textCase, locale: environment.locale)
                // `code` is drawn monospaced, as SwiftUI draws a localized key's code span.
                if span.code { piece.font = fontSpec(of: text.segments[index].style, base: environment.font ?? .body, monospaced: true) }
                if span.bold { piece.font.weight = max(piece.font.weight, 700) }
                if span.italic { piece.font.italic = true }
                if span.strikethrough { piece.strikethrough = true }
                // A link is drawn in the tint (the accent colour unless `.tint(_:)` set one), as SwiftUI draws it; the
                // text's foreground colour does not recolour it.
                if span.isLink { piece.color = environment.resolvedTint }
                return piece
            }
        }
    }

    private static func cased(_ string: String, _ textCase: Text.Case?, locale: Locale) -> String {
        switch textCase {
        case .uppercase?: string.uppercased(with: locale)
        case .lowercase?: string.lowercased(with: locale)
        case nil: string
        }
    }

    /// The font a segment with `style` is drawn in: its own font or `base`, with its own and the environment's design,
    /// weight and italic; `monospaced` also for a markdown code span.
    private func fontSpec(of style: Text.Style, base: Font, monospaced: Bool = false) -> FontSpec {
        var font = (style.font ?? base).designed(style.design ?? environment.fontDesign)
        let decoration = environment.textDecoration
        if let weight = style.weight ?? decoration.weight { font = font.weight(weight) }
        if style.italic || decoration.italic { font = font.italic() }
        if style.monospacedDigit || decoration.monospacedDigit { font = font.monospacedDigit() }
        if style.monospaced || monospaced { font = font.monospaced() }
        return font.resolve(at: environment.dynamicTypeSize, legibilityWeight: environment.usesBoldText)
    }

    /// One run per segment of `text`, showing `strings`.
    private func segmentBaseRuns(for text: Text, strings: [String]) -> [TextRun] {
        let baseFont = environment.font ?? .body
        let defaultColor = Self.color(of: environment.foregroundPaint)
        let runs = zip(text.segments, strings).map { segment, resolvedString -> TextRun in
            let decoration = environment.textDecoration
            let spec = fontSpec(of: segment.style, base: baseFont)
            // A link (an `AttributedString` run with `.link`) takes the tint, as SwiftUI draws links: `.tint(_:)`
            // recolours them, `foregroundColor(_:)` does not.
            let ownColor = segment.style.color?.resolve(in: environment)
                ?? segment.style.shapeStyle.map { Self.color(of: $0.style.resolvedPaint(in: environment)) }
            let color = segment.style.isLink ? environment.resolvedTint : (ownColor ?? defaultColor)
            var string = resolvedString
            // The case changes what is measured: capitals are wider, so the layout follows them.
            switch environment.textCase {
            case .uppercase?: string = string.uppercased(with: environment.locale)
            case .lowercase?: string = string.lowercased(with: environment.locale)
            case nil: break
            }
            // A text's own modifiers win over those a container's `View` modifiers put in the environment.
            return TextRun(string, font: spec, color: color,
                           tracking: segment.style.tracking != 0 ? segment.style.tracking : decoration.tracking,
                           underline: segment.style.underline || decoration.underline,
                           strikethrough: segment.style.strikethrough || decoration.strikethrough,
                           baselineOffset: segment.style.baselineOffset != 0 ? segment.style.baselineOffset : decoration.baselineOffset)
        }
        return runs
    }

    /// The runs to measure in place of ``attributedText(for:)`` when `text` has dates that update
    /// themselves (`.timer`, `.relative`, `.offset`, `Text(timerInterval:)`): each such run holds its
    /// widest shape (``DateTextFormatter/widestPatterns(for:)``) written with the font's widest digit,
    /// or its current value if that is wider, so layout reserves room for the values to come and the
    /// widget does not shift as the seconds tick. `nil` when nothing in `text` updates. `resolved` is the
    /// text's resolution when the caller has it.
    func widestAttributedText(for text: Text, resolved: ResolvedText? = nil) -> AttributedText? {
        let formatter = DateTextFormatter(environment: environment)
        guard text.segments.contains(where: { formatter.widestPatterns(for: $0.content) != nil }) else { return nil }
        var groups = segmentRunGroups(for: text, resolved: resolved)
        let measurer = environment.textMeasurer
        func width(_ run: TextRun) -> CGFloat { measurer.measure(PreparedText(AttributedText(runs: [run])), options: TextLayoutOptions()).size.width }
        // A date segment is never markdown, so its group is its one run.
        for (index, segment) in text.segments.enumerated() where index < groups.count && groups[index].count == 1 {
            guard let patterns = formatter.widestPatterns(for: segment.content) else { continue }
            let digit = Self.widestDigit(in: groups[index][0], measurer: measurer)
            var widest = groups[index][0], widestWidth = width(widest)
            for pattern in patterns {
                var candidate = groups[index][0]
                candidate.text = pattern.replacingOccurrences(of: "#", with: digit)
                let candidateWidth = width(candidate)
                if candidateWidth > widestWidth { widest = candidate; widestWidth = candidateWidth }
            }
            groups[index] = [widest]
        }
        return AttributedText(runs: groups.joined().flatMap(\.splittingInlineSymbols))
    }

    /// The digit that is widest in `run`'s font ("0" in most proportional fonts; all tie when digits
    /// are monospaced).
    static func widestDigit(in run: TextRun, measurer: any TextMeasuring) -> String {
        var best = "0", bestWidth = -CGFloat.infinity
        for digit in "0123456789" {
            var probe = run
            probe.text = String(digit)
            let width = measurer.measure(PreparedText(AttributedText(runs: [probe])), options: TextLayoutOptions()).size.width
            if width > bestWidth { best = String(digit); bestWidth = width }
        }
        return best
    }

    /// Text is drawn in one colour per run; a gradient foreground uses its first colour.
    static func color(of paint: Paint) -> RGBAColor {
        switch paint {
        case .color(let color): return color
        case .linearGradient, .radialGradient, .angularGradient, .meshGradient: return paint.gradientStops?.first?.color ?? .black
        }
    }
}
