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

    /// One run per segment of `text`.
    private func segmentRuns(for text: Text, resolved: ResolvedText?) -> [TextRun] {
        let strings = (resolved ?? ResolvedText(text, environment: environment)).strings
        let baseFont = environment.font ?? .body
        let defaultColor = Self.color(of: environment.foregroundPaint)
        let runs = zip(text.segments, strings).map { segment, resolvedString -> TextRun in
            var font = (segment.style.font ?? baseFont).designed(environment.fontDesign)
            let decoration = environment.textDecoration
            if let weight = segment.style.weight ?? decoration.weight { font = font.weight(weight) }
            if segment.style.italic || decoration.italic { font = font.italic() }
            if segment.style.monospacedDigit || decoration.monospacedDigit { font = font.monospacedDigit() }
            let spec = font.resolve(at: environment.dynamicTypeSize, legibilityWeight: environment.usesBoldText)
            let color = segment.style.color?.resolve(in: environment) ?? defaultColor
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
        var runs = segmentRuns(for: text, resolved: resolved)
        let measurer = environment.textMeasurer
        func width(_ run: TextRun) -> CGFloat { measurer.measure(PreparedText(AttributedText(runs: [run])), options: TextLayoutOptions()).size.width }
        for (index, segment) in text.segments.enumerated() where index < runs.count {
            guard let patterns = formatter.widestPatterns(for: segment.content) else { continue }
            let digit = Self.widestDigit(in: runs[index], measurer: measurer)
            var widest = runs[index], widestWidth = width(widest)
            for pattern in patterns {
                var candidate = runs[index]
                candidate.text = pattern.replacingOccurrences(of: "#", with: digit)
                let candidateWidth = width(candidate)
                if candidateWidth > widestWidth { widest = candidate; widestWidth = candidateWidth }
            }
            runs[index] = widest
        }
        return AttributedText(runs: runs.flatMap(\.splittingInlineSymbols))
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
        case .linearGradient, .radialGradient, .angularGradient: return paint.gradientStops?.first?.color ?? .black
        }
    }
}
