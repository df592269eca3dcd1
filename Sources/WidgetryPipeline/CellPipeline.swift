import Foundation
import WidgetryFoundation
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// The one way a cell is rendered: widget (or view) + cell (+ time) → ``RenderedCell``.
///
/// Every command, the server, the gallery and the test assertions call this, so the rules live here once:
/// which families a widget may be rendered in, the system's content margins, the container background and
/// `widgetURL` (taken from what was placed), which taps work in which family, and which checks run
/// (``CellChecks``). Steps: build the widget and take its entry (`Cell/`) → lay out → tap targets (`Taps/`) →
/// layout checks → draw (`Drawing/`) → drawing checks (`Checks/`). Each step's findings travel in its result
/// and end up on the cell.
public struct CellPipeline: Sendable {
    /// What to keep beyond the findings and tap targets.
    public struct Output: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Keep the ``LayoutResult``.
        public static let layout = Output(rawValue: 1)
        /// Keep the ``DisplayList`` (for images).
        public static let drawing = Output(rawValue: 2)
    }

    /// The checks run on each cell (``CellChecks/standard`` unless a caller hands in others).
    public var checks: CellChecks
    /// What measures text; the shared Pango measurer unless a caller hands in another.
    public var textMeasurer: any TextMeasuring
    /// Whether a widget's `placeholder(in:)` view is laid out and checked beside its snapshot entry
    /// (on by default; the placeholder is what users see while the first timeline loads).
    public var checksPlaceholders = true
    /// Whether a placeholder entry equal to the snapshot entry (``EntryContent``) is taken to lay out as the
    /// snapshot does when no view asked for `redactionReasons` — the same view, drawn redacted — so its layout
    /// is not made again (on by default; off lays every placeholder out, the reference the tests compare with).
    public var reusesSnapshotForEqualPlaceholder = true

    /// Whether a layout made with one display setting serves cells with another when nothing built or drawn
    /// depended on either (``LayoutResult/serves(_:madeWith:)``), and a cell finished with one serves the others
    /// when nothing depended on any (on by default; off lays out, draws and checks every display setting on its
    /// own, the reference the tests compare the sharing with).
    public var sharesAcrossDisplaySettings = true

    /// Whether an Increase Contrast cell takes its standard twin's layout with the colours swapped for their
    /// high-contrast variants (``LayoutResult/increasingContrast()``), when the twin recorded them and no view
    /// asked for the setting, instead of building and laying out again (on by default; off builds every Increase
    /// Contrast layout, the reference the tests compare the swap with).
    public var recoloursForIncreasedContrast = true

    /// Whether a cell in the dark appearance takes its light twin's layout with the colours swapped for their dark
    /// variants (``LayoutResult/recoloured(for:)``), when the twin recorded them and no view asked for the colour
    /// scheme, instead of building and laying out again (on by default; off builds every dark layout, the
    /// reference the tests compare the swap with).
    public var recoloursForDarkAppearance = true

    /// Whether the accessibility audit runs (hit regions, VoiceOver, colour vision; docs/checking.md,
    /// "Accessibility"): on by default; off only to measure what it costs (`make bench`, `check.audit-ratio`).
    public var runsAccessibilityAudit = true

    /// The instant simulated timelines start from unless told otherwise: the one the samples and
    /// `widgetry simulate` use, so every front end shows the same moments.
    public static let defaultTimelineStart = Date(timeIntervalSince1970: 1_780_000_000)

    /// A pipeline with the standard checks and the shared measurer.
    public init(checks: CellChecks = .standard, textMeasurer: any TextMeasuring = TextMeasurer.shared) {
        self.checks = checks
        self.textMeasurer = textMeasurer
    }

    /// The checks that run: all of ``checks``, or those outside the accessibility audit when it is off.
    private var activeChecks: CellChecks { runsAccessibilityAudit ? checks : checks.withoutAccessibilityAudit }

    /// Renders `widget` in `cell`: its snapshot entry, or — with `time` — whatever its simulated timeline
    /// (started at `timelineStart`) shows at that instant, rendered with that instant as "now". Creates the
    /// widget on the calling thread.
    public func render(_ widget: RegisteredWidget, in cell: WidgetCell, at time: Date? = nil,
                       timelineStart: Date = CellPipeline.defaultTimelineStart, output: Output = []) -> RenderedCell {
        guard let time else { return render(widget, in: [cell], output: output)[0] }
        guard let descriptor = widget.makeDescriptor() else { return failed(widget, cell, Self.nothingToRender(widget)) }
        let key = CellKey(widget: descriptor.kind, cell: cell)
        if let refusal = refusal(descriptor, cell) { return failed(key, cell, assets: widget.assets, refusal) }
        let days = max(time.timeIntervalSince(timelineStart) / 86_400, 1 / 24)
        return WidgetRenderer.withStringLocalization(for: cell, assets: widget.assets) {
        do {
            let (_, filmstrip) = try Simulation.runWithFilmstrip(widget: widget, family: cell.family, days: days,
                                                                 start: timelineStart, device: cell.device)
            guard let frame = filmstrip.last(where: { $0.date <= time }) ?? filmstrip.first else {
                return failed(key, cell, assets: widget.assets, Finding(
                    kind: .nothingToRender, message: "the simulated timeline shows nothing at \(time)",
                    suggestion: "ask for a time after the timeline's start (\(timelineStart))"))
            }
            var rendered = render(frame.view, key: key, cell: cell, options: descriptor.options, assets: widget.assets, now: time,
                                  output: output, isWidget: true)
            rendered.frameLabel = frame.label
            return rendered
        } catch {
            return failed(key, cell, assets: widget.assets, Finding(
                kind: .nothingToRender, message: "the timeline could not be simulated: \(error)",
                suggestion: "run `widgetry simulate` on the widget to see its provider's findings"))
        }
        }
    }

    /// Renders `widget`'s snapshot entry in each of `cells`, sharing the work cells have in common. The
    /// provider is asked once per family, size and locale. A layout is reused for another cell when it is the layout that
    /// cell would get (``SharedLayout/serves(_:)``): the same family, size, scale, text size, locale and
    /// appearance as the views see it, and — when no view asked — another presentation context or another
    /// device. WidgetKit itself renders one view hierarchy per context and device, so a widget that never asks
    /// cannot lay out differently; each cell is still drawn and checked in its own context. Results are in the
    /// order of `cells`; what a cell reports is what rendering it alone reports.
    public func render(_ widget: RegisteredWidget, in cells: [WidgetCell], output: Output = []) -> [RenderedCell] {
        guard let descriptor = widget.makeDescriptor() else { return cells.map { failed(widget, $0, Self.nothingToRender(widget)) } }
        let options = descriptor.options, assets = widget.assets
        let records = colorVariantsRecorded(for: cells)
        var reuse = CellReuse()
        // The provider and the views read the cell's string tables through `String(localized:)`.
        return cells.map { cell in WidgetRenderer.withStringLocalization(for: cell, assets: assets) {
            let key = CellKey(widget: descriptor.kind, cell: cell)
            if let refusal = refusal(descriptor, cell) { return failed(key, cell, assets: assets, refusal) }
            guard let size = cell.size else { return failed(key, cell, assets: assets, Self.notOnDevice(cell)) }
            let entryKey = ProvidedEntry.Key(family: cell.family, width: Double(size.width), height: Double(size.height), locale: cell.locale)
            let entry = reuse.entry(for: entryKey) {
                // What the provider called whose effect a Linux run skips (a Bluetooth scan, a background task) is an
                // info finding of every cell the entry serves.
                let made = SkippedEffects.collecting {
                    ProvidedEntry(descriptor, TimelineProviderContext(family: cell.family, displaySize: size, isPreview: true), checksPlaceholder: checksPlaceholders)
                }
                var entry = made.result
                entry.snapshot.findings += made.skipped.map(Self.skippedEffect)
                return entry
            }
            let standardTwin = reuse.standardTwin(of: cell)
            let lightTwin = reuse.lightTwin(of: cell, acrossDisplaySettings: sharesAcrossDisplaySettings)
            guard let laidOut = reuse.layout(for: cell, acrossDisplaySettings: sharesAcrossDisplaySettings, orMade: {
                self.recoloured(standardTwin?.layout, as: .increasedContrast, for: cell, assets: assets)
                    ?? self.recoloured(lightTwin, as: .dark, for: cell, assets: assets)
                    ?? self.laidOut(entry.view, cell: cell, options: options, assets: assets, now: entry.snapshot.date, isWidget: true,
                                    recordingColorVariants: records)
            }) else { return failed(key, cell, assets: assets, Self.notOnDevice(cell)) }
            // The placeholder's problems are layout problems, the same in every presentation context: it is
            // checked once, in the family's usual context, rather than again on each tinted or StandBy cell.
            // Only its findings are kept, so its layout in one appearance serves the other (the full-colour Home
            // Screen and the Lock Screen, where it is checked, add no colour findings).
            let placeholder = ContextRendering.isUsual(cell.context, for: cell.family) ? entry.placeholder : nil
            var placeholderLayout: SharedLayout?
            // An equal entry is the same view: its placeholder is the snapshot drawn redacted, whose layout and
            // layout findings are the snapshot's (and redacted text is not checked for contrast).
            let placeholderIsSnapshot = reusesSnapshotForEqualPlaceholder && entry.placeholderEqualsSnapshot
                && !laidOut.layout.readsRedactionReasons
            if let placeholder, !placeholderIsSnapshot {
                placeholderLayout = reuse.placeholderLayout(for: cell, acrossDisplaySettings: sharesAcrossDisplaySettings) {
                    self.recoloured(standardTwin?.placeholder, as: .increasedContrast, for: cell, assets: assets)
                        ?? self.laidOut(AnyView(placeholder.view.redacted(reason: .placeholder)), cell: cell, options: options, assets: assets,
                                        now: placeholder.entry.date, isWidget: true, recordingColorVariants: records.subtracting([.dark, .darkIncreasedContrast]))
                }
            }
            let madeFrom = CellReuse.FinishedKey(layout: laidOut.cell, placeholder: placeholderLayout?.cell, context: cell.context,
                                                 colorScheme: cell.colorScheme, tint: cell.tint, backdrop: ContextRendering(for: cell).backdrop,
                                                 displaySetting: !sharesAcrossDisplaySettings || laidOut.layout.dependsOn(cell.displaySetting)
                                                     || placeholderLayout?.layout.dependsOn(cell.displaySetting) == true ? cell.displaySetting : nil)
            if let done = reuse.finished(madeFrom, as: cell, cellKey: key) { return done }
            var rendered = finish(laidOut, key: key, cell: cell, options: options, assets: assets, output: output, isWidget: true)
            // What the provider's call reported (an App Intent provider that timed out, say) joins the cell's findings.
            rendered.findings = widget.knownFindings + entry.snapshot.findings + rendered.findings
            if let placeholder {
                rendered.findings += placeholderFindings(placeholderLayout, entry: placeholder.entry, beside: rendered.findings, key: key,
                                                         cell: cell, options: options, assets: assets)
            }
            reuse.keep(rendered, madeFrom: madeFrom)
            return rendered
        } }
    }

    /// The info finding for a call the widget's provider made whose effect this run skips (``SkippedEffects``).
    static func skippedEffect(_ call: String) -> Finding {
        Finding(kind: .acceptedWithoutEffect,
                message: "the provider called \(call)",
                suggestion: "nothing to change: the widget runs as on a device without that capability; where it shows data from the call, give it fixtures (docs/fixtures.md)")
    }

    /// Why `descriptor` cannot be rendered in `cell` (a family it does not support), if it cannot.
    private func refusal(_ descriptor: WidgetDescriptor, _ cell: WidgetCell) -> Finding? {
        let supported = descriptor.options.supportedFamilies
        guard !supported.contains(cell.family) else { return nil }
        return Finding(
            kind: .unsupportedFamily,
            message: "widget '\(descriptor.kind)' does not support \(cell.family); its supportedFamilies are: \(supported.map(\.caseName).joined(separator: ", "))",
            suggestion: "choose one of its families, or add \(cell.family) to .supportedFamilies([...])")
    }

    private static func nothingToRender(_ widget: RegisteredWidget) -> Finding {
        Finding(kind: .nothingToRender, message: "widget '\(widget.typeName)' has no configuration to render",
                suggestion: "return a StaticConfiguration (or another configuration) from the widget's body")
    }

    private func failed(_ widget: RegisteredWidget, _ cell: WidgetCell, _ finding: Finding) -> RenderedCell {
        failed(CellKey(widget: widget.name, cell: cell), cell, assets: widget.assets, finding)
    }

    /// WidgetKit shows `placeholder(in:)`'s entry, redacted, while the first timeline loads — on the same
    /// device, family and text size as the entries — so it can truncate or overflow where they do not. Its
    /// problems join the cell's, said to be the placeholder's; those the snapshot already has are not repeated
    /// (most placeholders show the same sample data).
    /// What the placeholder adds to the snapshot's findings: what getting its entry reported and, when it was
    /// laid out on its own (`laidOut`), what its layout and drawing show that the snapshot's do not.
    private func placeholderFindings(_ laidOut: SharedLayout?, entry: WidgetEntrySnapshot, beside snapshotFindings: [Finding],
                                     key: CellKey, cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog) -> [Finding] {
        let rendered = laidOut.map { finish($0, key: key, cell: cell, options: options, assets: assets, output: [], isWidget: true).findings } ?? []
        let known = Set(snapshotFindings.map { "\($0.kind.rawValue)|\($0.path)" })
        return (entry.findings + rendered).compactMap { finding in
            guard !known.contains("\(finding.kind.rawValue)|\(finding.path)") else { return nil }
            var marked = finding
            marked.message = "in the placeholder (placeholder(in:)): " + finding.message
            return marked
        }
    }

    /// Renders a view as a widget named `name` in `cell` (previews, test assertions): the same steps and
    /// checks as a widget, with `options` standing for its configuration's.
    /// `isWidget` says the view is a widget's content (a widget preview's entry), so the checks that
    /// only apply to widgets — the container background iOS 17 requires — run too. `isAppView` says it is known not
    /// to be (a `#Preview` of a view with no widget family): its `containerBackground(for: .widget)` is then not
    /// drawn, as iOS draws none outside a widget.
    public func render(_ view: AnyView, named name: String, in cell: WidgetCell, options: WidgetOptions = WidgetOptions(),
                       assets: AssetCatalog = AssetCatalog(), now: Date? = nil, output: Output = [], isWidget: Bool = false,
                       isAppView: Bool = false) -> RenderedCell {
        WidgetRenderer.withStringLocalization(for: cell, assets: assets) {
            render(view, key: CellKey(widget: name, cell: cell), cell: cell, options: options, assets: assets, now: now, output: output,
                   isWidget: isWidget, isAppView: isAppView)
        }
    }

    /// Renders a view as a widget named `name` in each of `cells` (a preview's entry across the matrix), sharing
    /// layouts and finished cells as ``render(_:in:output:)`` does for a widget's entry: a layout serves another
    /// cell when ``SharedLayout/serves(_:findingsOnly:)`` says it is that cell's layout. Results are in the order of
    /// `cells`; what a cell reports is what ``render(_:named:in:options:assets:now:output:isWidget:isAppView:)``
    /// reports for it alone.
    public func render(_ view: AnyView, named name: String, in cells: [WidgetCell], options: WidgetOptions = WidgetOptions(),
                       assets: AssetCatalog = AssetCatalog(), now: Date? = nil, output: Output = [], isWidget: Bool = false,
                       isAppView: Bool = false) -> [RenderedCell] {
        let records = colorVariantsRecorded(for: cells)
        var reuse = CellReuse()
        return cells.map { cell in WidgetRenderer.withStringLocalization(for: cell, assets: assets) {
            let key = CellKey(widget: name, cell: cell)
            let standardTwin = reuse.standardTwin(of: cell)
            let lightTwin = reuse.lightTwin(of: cell, acrossDisplaySettings: sharesAcrossDisplaySettings)
            guard let laidOut = reuse.layout(for: cell, acrossDisplaySettings: sharesAcrossDisplaySettings, orMade: {
                self.recoloured(standardTwin?.layout, as: .increasedContrast, for: cell, assets: assets)
                    ?? self.recoloured(lightTwin, as: .dark, for: cell, assets: assets)
                    ?? self.laidOut(view, cell: cell, options: options, assets: assets, now: now, isWidget: isWidget, recordingColorVariants: records)
            }) else { return failed(key, cell, assets: assets, Self.notOnDevice(cell)) }
            let madeFrom = CellReuse.FinishedKey(layout: laidOut.cell, placeholder: nil, context: cell.context,
                                                 colorScheme: cell.colorScheme, tint: cell.tint, backdrop: ContextRendering(for: cell).backdrop,
                                                 displaySetting: !sharesAcrossDisplaySettings || laidOut.layout.dependsOn(cell.displaySetting)
                                                     ? cell.displaySetting : nil)
            if let done = reuse.finished(madeFrom, as: cell, cellKey: key) { return done }
            let rendered = finish(laidOut, key: key, cell: cell, options: options, assets: assets, output: output, isWidget: isWidget,
                                  isAppView: isAppView)
            reuse.keep(rendered, madeFrom: madeFrom)
            return rendered
        } }
    }

    private func render(_ view: AnyView, key: CellKey, cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog,
                        now: Date?, output: Output, isWidget: Bool = false, isAppView: Bool = false) -> RenderedCell {
        guard let laidOut = laidOut(view, cell: cell, options: options, assets: assets, now: now, isWidget: isWidget) else {
            return failed(key, cell, assets: assets, Self.notOnDevice(cell))
        }
        return finish(laidOut, key: key, cell: cell, options: options, assets: assets, output: output, isWidget: isWidget, isAppView: isAppView)
    }

    /// Builds and lays out `view` in `cell`, and runs the checks that read the layout alone.
    private func laidOut(_ view: AnyView, cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog, now: Date?,
                         isWidget: Bool, recordingColorVariants: Set<ColorVariant> = []) -> SharedLayout? {
        guard cell.size != nil,
              let layout = try? WidgetRenderer.layout(view, cell: cell, options: options, assets: assets, now: now, textMeasurer: textMeasurer,
                                                      showingOtherToggleState: false, recordingColorVariants: recordingColorVariants)
        else { return nil }
        var otherToggleState: [Finding]?
        if isWidget, Self.hasInteractiveToggle(layout) {
            otherToggleState = otherToggleStateFindings(view, cell: cell, options: options, assets: assets, now: now)
        }
        let tapTargets = TapTargetMap(layout: layout, family: cell.family)
        // Taps, VoiceOver's reading and the layout checks depend on the layout alone, so cells sharing it share them.
        let readingOrder = runsAccessibilityAudit ? VoiceOverReader.elements(in: layout) : nil
        return checked(layout, cell: cell, assets: assets, tapTargets: tapTargets, readingOrder: readingOrder, otherToggleState: otherToggleState,
                       sourceLines: FindingSourceLines(layout))
    }

    /// `layout` with the layout checks run on it, for the cells that share it. `known` holds, for a layout recoloured
    /// from a twin, what each check found in the twin: the checks that do not read colours
    /// (``LayoutCheck/readsColors``) found the same in this one and are not run again.
    private func checked(_ layout: LayoutResult, cell: WidgetCell, assets: AssetCatalog, tapTargets: TapTargetMap,
                         readingOrder: [VoiceOverElement]?, otherToggleState: [Finding]?, sourceLines: FindingSourceLines,
                         known: [[Finding]]? = nil) -> SharedLayout {
        let laidOut = LaidOutCell(layout: layout, family: cell.family, tapTargets: tapTargets, readingOrder: readingOrder ?? [],
                                  isRightToLeft: cell.laysOutRightToLeft(assets: assets))
        let checks = activeChecks.layout
        let diagnosed = checks.indices.map { index in
            if let known, known.count == checks.count, !checks[index].readsColors { return known[index] }
            return checks[index].findings(in: laidOut)
        }
        return SharedLayout(cell: cell, layout: layout, diagnosedByCheck: diagnosed, sourceLines: sourceLines,
                            otherToggleState: otherToggleState, tapTargets: tapTargets, readingOrder: readingOrder)
    }

    /// The colour variants layouts should record (``ColorVariants``): Increase Contrast when Increase Contrast cells
    /// among `cells` may take their standard twin's layout recoloured, the dark appearance when dark cells may take
    /// their light twin's, and both together so that a layout swapped to dark can still serve its Increase Contrast
    /// twin. A build records only the variants that differ from its own cell (`ColorVariant.recordable(in:)`).
    private func colorVariantsRecorded(for cells: [WidgetCell]) -> Set<ColorVariant> {
        var variants: Set<ColorVariant> = []
        if recoloursForIncreasedContrast && sharesAcrossDisplaySettings && cells.contains(where: { $0.displaySetting == .increaseContrast }) {
            variants.insert(.increasedContrast)
        }
        if recoloursForDarkAppearance && cells.contains(where: { $0.environmentColorScheme == .dark }) {
            variants.insert(.dark)
            if variants.contains(.increasedContrast) { variants.insert(.darkIncreasedContrast) }
        }
        return variants
    }

    /// `cell`'s layout made from its twin's, `twin`, by swapping colours for their variants in `variant`, when the
    /// swap is safe (``LayoutResult/recoloured(for:)``): the standard twin's for a cell with Increase Contrast on
    /// (``CellReuse/standardTwin(of:)``), the light twin's for a dark cell (``CellReuse/lightTwin(of:acrossDisplaySettings:)``).
    /// Taps and VoiceOver's reading depend on geometry and labels, which the swap leaves alone, so they are the
    /// twin's, and so are the findings of the layout checks that do not read colours; the others run again. A layout with interactive toggles is made
    /// anew (the other toggle state is a layout of its own).
    private func recoloured(_ twin: SharedLayout?, as variant: ColorVariant, for cell: WidgetCell, assets: AssetCatalog) -> SharedLayout? {
        guard let twin, twin.otherToggleState == nil, let layout = twin.layout.recoloured(for: variant) else { return nil }
        return checked(layout, cell: cell, assets: assets, tapTargets: twin.tapTargets, readingOrder: twin.readingOrder, otherToggleState: nil,
                       sourceLines: twin.sourceLines, known: twin.diagnosedByCheck)
    }

    /// Draws a laid-out cell as its context shows it and runs the checks of the drawing and the context.
    private func finish(_ laidOut: SharedLayout, key: CellKey, cell: WidgetCell, options: WidgetOptions, assets: AssetCatalog,
                        output: Output, isWidget: Bool, isAppView: Bool = false) -> RenderedCell {
        var layout = laidOut.layout
        // `containerBackground(_:for: .widget)` "sets the container background of the enclosing container"
        // (https://developer.apple.com/documentation/swiftui/view/containerbackground(_:for:)): an app's view has no
        // widget container around it, so iOS draws nothing for it (seen in issue 30's iOS renders of plain views).
        if isAppView { layout.containerBackground = nil }
        let drawing = WidgetRenderer.displayList(for: layout, cell: cell, backgroundRemovable: options.containerBackgroundRemovable)
        let drawn = DrawnCell(widget: key.widget, layout: layout, drawing: drawing, cell: cell, options: options, assets: assets, isWidget: isWidget)
        var findings: [Finding] = layout.findings + laidOut.diagnosed
        findings += activeChecks.drawing.flatMap { $0.findings(in: drawn) }
        if let otherState = laidOut.otherToggleState {
            let known = Set(findings.map { "\($0.kind.rawValue)|\($0.path)" })
            findings += otherState.filter { !known.contains("\($0.kind.rawValue)|\($0.path)") }
        }
        findings = laidOut.sourceLines.attach(to: findings)
        return RenderedCell(key: key, cell: cell, findings: findings, tapTargets: laidOut.tapTargets, readingOrder: laidOut.readingOrder,
                            layout: output.contains(.layout) ? layout : nil,
                            displayList: output.contains(.drawing) ? drawing : nil,
                            assets: assets, frameLabel: nil, failure: nil)
    }

    /// Whether the widget shows a `Toggle(isOn:intent:)`, which WidgetKit renders in both states.
    static func hasInteractiveToggle(_ layout: LayoutResult) -> Bool {
        layout.allElements.contains { $0.kind == .button && $0.name == "Toggle" && $0.buttonAction != nil }
    }

    /// WidgetKit renders an interactive toggle's two states ahead of time (WWDC23 "Bring widgets to life"), so
    /// the state the entry does not show must fit too: the widget is laid out again with every interactive
    /// toggle flipped, and what that layout finds is said to be the other state's (``finish`` leaves out what
    /// the cell already has).
    private func otherToggleStateFindings(_ view: AnyView, cell: WidgetCell, options: WidgetOptions,
                                          assets: AssetCatalog, now: Date?) -> [Finding] {
        guard let flipped = try? WidgetRenderer.layout(view, cell: cell, options: options, assets: assets, now: now,
                                                       textMeasurer: textMeasurer, showingOtherToggleState: true) else { return [] }
        // The layout checks outside the audit: the other state's text and bounds (its taps are the entry's).
        let checked = LaidOutCell(layout: flipped, family: cell.family, tapTargets: nil, isRightToLeft: cell.laysOutRightToLeft(assets: assets))
        return (flipped.findings + checks.withoutAccessibilityAudit.layout.flatMap { $0.findings(in: checked) }).map { finding in
            var marked = finding
            marked.message = "with its toggles switched to their other state (WidgetKit renders both ahead of time): " + finding.message
            return marked
        }
    }

    /// A cell for `name` that could not be rendered, carrying `finding` as its failure (a preview whose
    /// widget and entries do not match, say), so front ends report it like any other cell.
    public func failed(_ name: String, in cell: WidgetCell, finding: Finding, assets: AssetCatalog = AssetCatalog()) -> RenderedCell {
        failed(CellKey(widget: name, cell: cell), cell, assets: assets, finding)
    }

    private func failed(_ key: CellKey, _ cell: WidgetCell, assets: AssetCatalog, _ finding: Finding) -> RenderedCell {
        RenderedCell(key: key, cell: cell, findings: [finding], tapTargets: nil, readingOrder: nil, layout: nil, displayList: nil,
                     assets: assets, frameLabel: nil, failure: finding)
    }

    private static func notOnDevice(_ cell: WidgetCell) -> Finding {
        Finding(kind: .familyNotOnDevice,
                message: "\(cell.device.name) has no \(cell.family) widgets",
                suggestion: "choose one of: \(cell.device.supportedFamilies.map(\.caseName).joined(separator: ", "))")
    }
}

