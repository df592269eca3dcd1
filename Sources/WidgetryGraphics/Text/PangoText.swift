import CPangoCairo
import Foundation

/// Attributed text converted to what a `PangoLayout` takes: UTF-8 bytes plus an attribute list.
///
/// Conversion is also where bad input is made safe (sizes clamped, NaN offsets zeroed, missing families
/// replaced by ``FontSpec/systemFamily``), so Pango never sees a value it would misbehave on.
struct PangoText {
    /// One run's place in ``utf8``.
    struct RunSpan {
        var runIndex: Int
        var byteRange: Range<Int>
    }

    let utf8: [UInt8]
    let spans: [RunSpan]
    let missingFamilies: [String]
    /// Unusable numbers that were replaced, one sentence each.
    let problems: [String]
    private let runs: [TextRun]
    private let lineHeight: CGFloat?

    init(_ text: AttributedText, lineHeight: CGFloat?) {
        var bytes: [UInt8] = []
        var spans: [RunSpan] = []
        var missing: [String] = []
        var problems: [String] = []
        for (index, run) in text.runs.enumerated() where !run.text.isEmpty {
            let start = bytes.count
            bytes.append(contentsOf: run.text.utf8)
            spans.append(RunSpan(runIndex: index, byteRange: start..<bytes.count))
            if !FontLibrary.isFamilyAvailable(run.font.family), !missing.contains(run.font.family) {
                missing.append(run.font.family)
            }
            if let problem = run.font.sizeProblem, !problems.contains(problem) { problems.append(problem) }
            for (value, name) in [(run.tracking, "tracking"), (run.baselineOffset, "baseline offset")] where !value.isFinite {
                problems.append("text \(name) \(value) is not a finite number; 0 was used. Pass a finite number of points.")
            }
        }
        utf8 = bytes
        self.spans = spans
        missingFamilies = missing
        self.problems = problems
        runs = text.runs
        self.lineHeight = lineHeight
    }

    /// The letter spacing Pango leaves off at a line's ends, in Pango units: the smallest of the runs' spacings.
    ///
    /// Pango gives every character half its letter spacing on each side while it breaks and ellipsizes lines, and
    /// only afterwards takes the halves at the line's two ends away. A line that breaks at width `w` therefore ends
    /// up `spacing` narrower or wider than `w`; widening the break width by this much makes a text fit exactly the
    /// width it measured at (SwiftUI proposes a text its own ideal width) and never overhang a narrower one.
    var lineEdgeSpacing: Int32 {
        let spacings = spans.map { span in letterSpacing(of: runs[span.runIndex]) }
        return pangoUnits(spacings.min() ?? 0)
    }

    /// A run's tracking plus, for the system font, SF Pro's tracking at its size and the heavy weights' width calibration.
    private func letterSpacing(of run: TextRun) -> CGFloat {
        let size = run.font.sanitizedSize
        let systemTracking = isSystemFont(run.font)
            ? SystemFontMetrics.tracking(atSize: size) + SystemFontMetrics.weightTracking(weight: run.font.weight, size: size) : 0
        return finite(run.tracking, named: "tracking") + systemTracking
    }

    /// The run index and the offset within that run's UTF-8 for a byte offset into ``utf8``.
    func location(ofByte byte: Int) -> (run: Int, offset: Int)? {
        guard let span = spans.first(where: { $0.byteRange.contains(byte) }) else { return nil }
        return (span.runIndex, byte - span.byteRange.lowerBound)
    }

    /// The family Pango is asked for: the requested one, or the fallback when it is missing; the system font's
    /// stand-in takes its optical size from the point size, as SF Pro does.
    private func family(for font: FontSpec) -> String {
        isSystemFont(font) ? SystemFontMetrics.family(atSize: font.sanitizedSize) : font.family
    }

    /// Whether the run is set in the system font's stand-in (asked for, or the fallback for a missing family),
    /// which gets SF Pro's tracking and line height (``SystemFontMetrics``).
    private func isSystemFont(_ font: FontSpec) -> Bool {
        missingFamilies.contains(font.family) || font.family.caseInsensitiveCompare(FontSpec.systemFamily) == .orderedSame
    }

    /// A font description for the first run, so empty lines and the ellipsis get that run's height.
    func makeBaseFontDescription() -> OpaquePointer? {
        guard let first = spans.first.map({ runs[$0.runIndex] }) ?? runs.first else { return nil }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family(for: first.font))
        pango_font_description_set_absolute_size(description, Double(first.font.sanitizedSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(first.font.sanitizedWeight)))
        pango_font_description_set_style(description, first.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// A new attribute list (the caller unrefs it) styling every run.
    func makeAttributeList() -> OpaquePointer {
        let list = pango_attr_list_new()!
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        for span in spans {
            let run = runs[span.runIndex]
            let range = span.byteRange
            insert(pango_attr_family_new(family(for: run.font)), range)
            insert(pango_attr_size_new_absolute(pangoUnits(run.font.sanitizedSize)), range)
            insert(pango_attr_weight_new(PangoWeight(UInt32(run.font.sanitizedWeight))), range)
            insert(pango_attr_style_new(run.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL), range)
            if run.font.monospacedDigits {
                insert(pango_attr_font_features_new("tnum"), range)
            }
            let color = run.color.clamped
            insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), range)
            // Pango reads alpha 0 as "unset" (opaque), so fully transparent text gets the faintest alpha instead.
            insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))), range)
            // SwiftUI's `tracking` and `kerning` add to the font's own tracking, which Core Text applies to SF Pro.
            let tracking = letterSpacing(of: run)
            if tracking != 0 { insert(pango_attr_letter_spacing_new(pangoUnits(tracking)), range) }
            if lineHeight == nil, isSystemFont(run.font) {
                insert(pango_attr_line_height_new(Double(SystemFontMetrics.lineHeightFactor)), range)
            }
            let rise = finite(run.baselineOffset, named: "baseline offset")
            if rise != 0 { insert(pango_attr_rise_new(pangoUnits(rise)), range) }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), range) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1), range) }
            if let symbol = run.inlineSymbol, let box = symbol.box(pointSize: run.font.sanitizedSize) {
                var ink = pangoRectangle(box.ink), logical = pangoRectangle(box.logical)
                insert(pango_attr_shape_new_with_data(&ink, &logical, symbol.shapeData(pointSize: run.font.sanitizedSize), nil, nil), range)
            }
        }
        if !utf8.isEmpty {
            // Pango 1.44+ adds a hyphen where it breaks inside a word; UIKit and SwiftUI break without one.
            insert(pango_attr_insert_hyphens_new(0), 0..<utf8.count)
        }
        if let lineHeight, !utf8.isEmpty {
            insert(pango_attr_line_height_new_absolute(pangoUnits(lineHeight)), 0..<utf8.count)
        }
        return list
    }

    private func pangoRectangle(_ rect: CGRect) -> PangoRectangle {
        PangoRectangle(x: pangoUnits(rect.minX), y: pangoUnits(rect.minY), width: pangoUnits(rect.width), height: pangoUnits(rect.height))
    }

    private func channel(_ value: Double) -> UInt16 {
        UInt16((value * 65535).rounded())
    }

    private func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = (points * CGFloat(PANGO_SCALE)).rounded()
        return Int32(min(max(units, CGFloat(Int32.min / 2)), CGFloat(Int32.max / 2)))
    }

    private func finite(_ value: CGFloat, named name: String) -> CGFloat {
        // Listed in `problems` when the text was converted.
        value.isFinite ? value : 0
    }
}
