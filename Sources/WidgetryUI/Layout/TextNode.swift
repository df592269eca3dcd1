import Foundation
import WidgetryGraphics
import WidgetryFindings

/// Lays out `Text` the way SwiftUI does:
/// - it wraps to the proposed width and never reports more width than its widest line;
/// - an unspecified (`nil`) or infinite width proposal gives its ideal size: one line per paragraph;
/// - when the proposed height cannot hold every line, it shows the lines that fit (at least one) and
///   truncates the last, as SwiftUI text does in a too-short frame;
/// - `lineLimit` caps the lines; `minimumScaleFactor` shrinks the font before truncating;
/// - its size is rounded up to whole pixels at the display scale, as SwiftUI rounds text frames.
final class TextNode: LayoutNode {
    override var kind: ElementKind { .text }
    /// How the text fits one proposal. A class: a node keeps several and hands them out often, and copying
    /// the runs, options and measurement each time was a fifth of text layout.
    final class Fit {
        let text: AttributedText
        let options: TextLayoutOptions
        let measurement: TextMeasurement
        let scale: CGFloat
        let size: CGSize

        init(text: AttributedText, options: TextLayoutOptions, measurement: TextMeasurement, scale: CGFloat, size: CGSize) {
            self.text = text
            self.options = options
            self.measurement = measurement
            self.scale = scale
            self.size = size
        }
    }

    let runs: AttributedText
    /// `runs` hashed once for the shared measurement cache.
    let preparedRuns: PreparedText
    /// For text with dates that update themselves: the runs at their widest value, measured for the
    /// frame only, so the frame does not change as the value ticks (see `TextStyleResolver.widestAttributedText`).
    let widestRuns: AttributedText?
    let baseOptions: TextLayoutOptions
    let minimumScaleFactor: CGFloat
    let displayScale: CGFloat
    let string: String
    let isRedacted: Bool
    /// The string-table key of the text's first localized run.
    let localizationKey: String?
    /// Missing translations and strings in no table, for the cell's locale.
    let localizationIssues: [Finding]
    let alignmentFactor: CGFloat
    /// The lines whose height the text takes even when it needs fewer (`lineLimit(2...4)`).
    let reservedLines: Int?
    /// The largest leading of the text's fonts (``Font/leading(at:)``); `nil` for empty text, which has no
    /// spacing preference.
    let leading: CGFloat?
    /// Fits by proposal. A node sees a handful of proposals, so a short array beats a dictionary, whose
    /// hashing and resizing were 10% of text layout.
    private var fits: [(proposal: ProposedViewSize, fit: Fit)] = []
    private let measurer: any TextMeasuring

    init(text: Text, context: BuildContext) {
        let environment = context.environment
        measurer = environment.textMeasurer
        let resolver = TextStyleResolver(environment: environment)
        // Each localized run is looked up and formatted once, for the runs, the string and the findings.
        let resolved = ResolvedText(text, environment: environment)
        runs = resolver.attributedText(for: text, resolved: resolved)
        preparedRuns = PreparedText(runs)
        widestRuns = resolver.widestAttributedText(for: text, resolved: resolved)
        // The string as shown (after a text case), an inline symbol by its name (AttributedText.readableString).
        string = runs.readableString
        localizationKey = text.localizationKey
        localizationIssues = resolved.localizationIssues(in: environment)
        var options = TextLayoutOptions()
        options.maxLines = environment.lineLimit.map { max($0, 1) }
        let baseFont = environment.font ?? .body
        leading = string.isEmpty ? nil : text.segments.map { ($0.style.font ?? baseFont).leading(at: environment.dynamicTypeSize) }.max()
        // A text style's wrapped lines are its published leading apart (caption1 16 pt, callout and subheadline 20 pt at
        // Large), as iOS lays out a font's `leading` between lines; `.system(size:)` and custom fonts have none. What
        // `lineSpacing(_:)` asks is added to it. Issue 30's renders: baseline to baseline 16.0 pt for caption1,
        // 20.0 pt for subheadline and callout, 23.86 pt for `.system(size: 20)` (its line height).
        options.lineSpacing = max(0, environment.lineSpacing.isFinite ? environment.lineSpacing : 0) + (leading ?? 0)
        options.truncation = switch environment.truncationMode { case .head: .head; case .middle: .middle; case .tail: .tail }
        options.alignment = switch environment.multilineTextAlignment { case .leading: .leading; case .center: .center; case .trailing: .trailing }
        alignmentFactor = switch environment.multilineTextAlignment { case .leading: 0; case .center: 0.5; case .trailing: 1 }
        reservedLines = environment.reservedLines
        options.language = resolver.languageTag
        baseOptions = options
        let factor = environment.minimumScaleFactor
        minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1
        displayScale = environment.displayScale > 0 && environment.displayScale.isFinite ? environment.displayScale : 1
        isRedacted = environment.redactionReasonsForDrawing.contains(.placeholder)
        var preview = string.count > 24 ? String(string.prefix(24)) + "…" : string
        // Foundation's replacingOccurrences goes through NSString and cost 9% of text layout; most text
        // has no newline at all.
        if preview.contains(where: { $0 == "\n" }) { preview = String(preview.flatMap { $0 == "\n" ? ["\\", "n"] : [$0] }) }
        super.init(name: "Text(\"\(preview)\")")
        // An SF Symbol inside the text is told as a standalone one is: drawn with a stand-in.
        issues += runs.runs.compactMap { run in run.inlineSymbol.map { SymbolNode.finding(name: $0.standIn.symbolName, standIn: $0.standIn) } }
    }

    override func invalidateLayout() {
        fits = []
        measurements = []
        super.invalidateLayout()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { fit(for: proposal).size }

    override func textLeading(at edge: VerticalEdge) -> CGFloat? { leading }

    override func firstBaseline(in size: CGSize) -> CGFloat? { bestFit(for: size).measurement.firstBaseline }
    override func lastBaseline(in size: CGSize) -> CGFloat? { bestFit(for: size).measurement.lastBaseline }

    override func place(in frame: CGRect, context: PlacementContext) -> PlacedElement {
        let fit = bestFit(for: frame.size)
        var element = context.element(for: self, frame: frame)
        let wrapWidth = fit.options.width ?? fit.measurement.size.width
        var origin = CGPoint(x: frame.minX - alignmentFactor * max(wrapWidth - frame.width, 0), y: frame.minY)
        if widestRuns != nil && fit.options.width == nil {
            // The frame reserves room for wider values: align the current value within it.
            origin.x = frame.minX + alignmentFactor * max(frame.width - fit.measurement.size.width, 0)
        }
        element.content = .text(PlacedText(text: fit.text, options: fit.options, drawOrigin: origin,
                                           measurement: fit.measurement, scale: fit.scale, string: string,
                                           isRedacted: isRedacted, localizationKey: localizationKey))
        if !localizationIssues.isEmpty {
            element.issues += localizationIssues
            context.log.placedSomethingToCollect = true
        }
        return element
    }

    /// The fit the parent most likely chose `size` from: the proposal of exactly that size, or the
    /// narrowest cached fit as wide as `size`.
    private func bestFit(for size: CGSize) -> Fit {
        let proposal = ProposedViewSize(size)
        var best: Int?
        for index in fits.indices where fits[index].fit.size == size {
            if fits[index].proposal == proposal { return fits[index].fit }
            if let current = best, (fits[current].fit.options.width ?? .infinity) <= (fits[index].fit.options.width ?? .infinity) { continue }
            best = index
        }
        if let best { return fits[best].fit }
        return fit(for: proposal)
    }

    func fit(for proposal: ProposedViewSize) -> Fit {
        if let cached = fits.first(where: { $0.proposal == proposal })?.fit { return cached }
        // A height the text's full-size lines already fit in changes nothing: height only matters when it
        // cuts lines off (fitAtScale). Stacks propose each child several heights (their parents probe them
        // too), and each was a new fit.
        if let height = proposal.height, height.isFinite,
           let unlimited = fits.first(where: { $0.proposal.width == proposal.width && !($0.proposal.height?.isFinite ?? false) })?.fit,
           unlimited.scale == 1, unlimited.measurement.size.height <= height + Self.heightTolerance {
            fits.append((proposal, unlimited))
            return unlimited
        }
        if fits.isEmpty { fits.reserveCapacity(8) }
        if proposal.width == 0 {
            let nothing = fitOfferedNoWidth(proposal)
            fits.append((proposal, nothing))
            return nothing
        }
        var result = fitAtScale(1, proposal)
        if minimumScaleFactor < 1 && !fits(result, proposal) {
            result = shrink(proposal, fullSize: result)
        }
        fits.append((proposal, result))
        return result
    }

    /// Whether a fit shows all of the text in the proposal. A line taller than the proposed height does not
    /// fit either: SwiftUI's `minimumScaleFactor` shrinks text for height as for width. iOS draws
    /// `Text("Chip").font(.body).minimumScaleFactor(0.5)` offered no height (swift-snapshot-testing's
    /// `sizeThatFits`) at half size (autoreleasefool/approach, `ChipTests.snapshotChips`).
    private func fits(_ fit: Fit, _ proposal: ProposedViewSize) -> Bool {
        if let height = proposal.height, height.isFinite, fit.measurement.size.height > height + Self.heightTolerance { return false }
        return !fit.measurement.isTruncated && !fit.measurement.needsMoreLines
    }

    /// The largest scale in [minimumScaleFactor, 1] at which the text fits, found by bisection: shaping
    /// is monotonic enough in font size that eight steps land within 0.5% of SwiftUI's choice.
    /// The largest scale in [minimumScaleFactor, 1] at which the text fits. With metric hinting off a
    /// line's width is proportional to its font size, so for one line the first guess — the available width
    /// over the full width — is nearly exact; a short bisection finishes the rest. Scales are rounded down to
    /// 1/64 so that cells share Pango font sets and cache entries (each new fractional size made Pango sort
    /// fonts again: 13% of a full check under callgrind).
    private func shrink(_ proposal: ProposedViewSize, fullSize: Fit) -> Fit {
        func quantized(_ scale: CGFloat) -> CGFloat { max(minimumScaleFactor, (scale * 64).rounded(.down) / 64) }
        let smallest = fitAtScale(minimumScaleFactor, proposal)
        guard fits(smallest, proposal) else { return smallest }
        var low = minimumScaleFactor, high: CGFloat = 1, best = smallest
        if let width = proposal.width, width.isFinite, fullSize.measurement.lineCount <= 1, fullSize.measurement.size.width > 0 {
            let guess = quantized(min(width / (fullSize.measurement.size.width * 1.0), 1))
            if guess > low {
                let candidate = fitAtScale(guess, proposal)
                if fits(candidate, proposal) { best = candidate; low = guess } else { high = guess }
            }
        }
        for _ in 0..<6 where high - low > 1.0 / 64 {
            let mid = quantized((low + high) / 2)
            guard mid > low else { break }
            let candidate = fitAtScale(mid, proposal)
            if fits(candidate, proposal) { best = candidate; low = mid } else { high = mid }
        }
        return best
    }

    /// Measurements this node already asked for, by the options and scale that vary between proposals.
    /// Stacks probe a text several times with proposals of the same width; answering from here skips
    /// hashing the whole attributed string for the shared cache (12% of text layout under callgrind).
    private var measurements: [(width: CGFloat?, maxLines: Int?, scale: CGFloat, measurement: TextMeasurement)] = []

    private func measure(_ text: AttributedText, _ options: TextLayoutOptions, scale: CGFloat) -> TextMeasurement {
        if let hit = measurements.first(where: { $0.width == options.width && $0.maxLines == options.maxLines && $0.scale == scale }) {
            return hit.measurement
        }
        // Wrapping at a width the unwrapped text already fits in changes nothing, so the ideal measurement
        // answers: stacks offer each text a different share of what is left, and every new width was a new
        // Pango layout. Text that was truncated is measured again, as an ellipsis needs a width.
        if let width = options.width,
           let ideal = measurements.first(where: { $0.width == nil && $0.maxLines == options.maxLines && $0.scale == scale })?.measurement,
           !ideal.isTruncated, !ideal.needsMoreLines, ideal.size.width <= width - Self.wrapTolerance {
            return ideal
        }
        let measurement = measurer.measure(scale == 1 ? preparedRuns : PreparedText(text), options: options)
        if measurements.count >= 16 { measurements.removeFirst() }
        measurements.append((options.width, options.maxLines, scale, measurement))
        return measurement
    }

    /// SwiftUI's `Text` offered no width draws nothing — not even an ellipsis, which needs width — and offered
    /// nothing at all (0 × 0) takes nothing: swift-snapshot-testing's `.image` offers a view 0 × 0
    /// (`sizeThatFits(in: .zero)`), and iOS photographs `VStack { Text("Top Border").padding() }` as a
    /// 32 × 32 pt square, the padding alone (autoreleasefool/approach, `EdgeBorderTests`, 7 renders), and an
    /// unstyled `Button { Label("Delete", systemImage: "trash") }` as its icon alone (`DeleteButtonTests`,
    /// `EditButtonTests`). Offered a height, the text keeps the height it had (stacks size the same as before).
    /// The text is reported as truncated: none of it shows.
    private func fitOfferedNoWidth(_ proposal: ProposedViewSize) -> Fit {
        let height = proposal.height == 0 ? 0 : fitAtScale(1, proposal).size.height
        var measurement = measure(runs, baseOptions, scale: 1)
        measurement.isTruncated = measurement.isTruncated || !string.isEmpty
        measurement.size = CGSize(width: 0, height: height)
        return Fit(text: AttributedText(runs: []), options: baseOptions, measurement: measurement, scale: 1,
                   size: CGSize(width: 0, height: height))
    }

    private func fitAtScale(_ scale: CGFloat, _ proposal: ProposedViewSize) -> Fit {
        let text = scale == 1 ? runs : runs.scaled(by: scale)
        var options = baseOptions
        if let width = proposal.width, width.isFinite { options.width = width }
        var measurement = measure(text, options, scale: scale)
        if let height = proposal.height, height.isFinite, measurement.lineCount > 1,
           measurement.size.height > height + Self.heightTolerance {
            // Too short for every line: show those that fit, at least one, and truncate the last.
            let lineHeight = measurement.size.height / CGFloat(measurement.lineCount)
            let fitting = max(1, Int(((height + options.lineSpacing) / (lineHeight + options.lineSpacing)).rounded(.down)))
            if fitting < measurement.lineCount {
                options.maxLines = min(options.maxLines ?? .max, fitting)
                measurement = measure(text, options, scale: scale)
            }
        }
        var size = CGSize(width: pixelCeil(measurement.size.width), height: pixelCeil(measurement.size.height))
        if let reservedLines, measurement.lineCount > 0, measurement.lineCount < reservedLines {
            // SwiftUI reserves whole lines of the text's own line height, spacing between them included.
            let lineHeight = (measurement.size.height - CGFloat(measurement.lineCount - 1) * options.lineSpacing) / CGFloat(measurement.lineCount)
            let reserved = CGFloat(reservedLines) * lineHeight + CGFloat(reservedLines - 1) * options.lineSpacing
            size.height = max(size.height, pixelCeil(reserved))
        }
        if let widestRuns {
            // Reserve the widest value's width, within what was proposed.
            let widest = measurer.measure(scale == 1 ? widestRuns : widestRuns.scaled(by: scale), options: options)
            var reserved = pixelCeil(widest.size.width)
            if let width = proposal.width, width.isFinite { reserved = min(reserved, max(width, size.width)) }
            size.width = max(size.width, reserved)
        }
        return Fit(text: text, options: options, measurement: measurement, scale: scale, size: size)
    }

    /// How much taller than the proposal text may be before lines are cut: half a point of rounding.
    private static let heightTolerance: CGFloat = 0.5

    /// How much wider than the text a wrap width must be to reuse the unwrapped measurement: more than
    /// Pango's unit (1/1024 pt), which wrap widths are rounded to.
    private static let wrapTolerance: CGFloat = 0.01

    private func pixelCeil(_ value: CGFloat) -> CGFloat { (value * displayScale - 0.001).rounded(.up) / displayScale }
}
