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
        let identifier = environment.locale.identifier.replacingOccurrences(of: "_", with: "-")
        return identifier.isEmpty ? nil : identifier
    }

    func attributedText(for text: Text) -> AttributedText {
        let formatter = DateTextFormatter(environment: environment)
        let baseFont = environment.font ?? .body
        let defaultColor = Self.color(of: environment.foregroundPaint)
        let runs = text.segments.map { segment -> TextRun in
            var font = segment.style.font ?? baseFont
            if let weight = segment.style.weight { font = font.weight(weight) }
            if segment.style.italic { font = font.italic() }
            if segment.style.monospacedDigit { font = font.monospacedDigit() }
            let spec = font.resolve(at: environment.dynamicTypeSize)
            let color = segment.style.color?.resolve(in: environment) ?? defaultColor
            return TextRun(formatter.string(for: segment.content), font: spec, color: color,
                           tracking: segment.style.tracking, underline: segment.style.underline,
                           strikethrough: segment.style.strikethrough, baselineOffset: segment.style.baselineOffset)
        }
        return AttributedText(runs: runs)
    }

    /// Text is drawn in one colour per run; a gradient foreground uses its first colour.
    static func color(of paint: Paint) -> RGBAColor {
        switch paint {
        case .color(let color): return color
        case .linearGradient(let stops, _, _): return stops.first?.color ?? .black
        }
    }
}
