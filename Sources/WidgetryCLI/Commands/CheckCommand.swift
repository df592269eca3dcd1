import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFoundation
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// `widgetry check`: renders the matrix and reports clipped, truncated or missing content. Exits 1
/// when a problem at or above `--fail-on` is found, 2 when nothing was checked (unless `--allow-empty`), 0 when clean.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check widgets on every device, family, text size and appearance.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    @OptionGroup var appData: FixtureOptions

    @OptionGroup var filters: MatrixOptions

    @OptionGroup var output: ReportOptions

    @Option(help: "Check only shard i of n (e.g. 2/3): every n-th cell. Combine the shards' --json-output reports with `widgetry merge`.")
    var shard: Shard?

    @Flag(inversion: .prefixedNo, help: "Check the widgets' previews (`#Preview`, PreviewProvider) too, in their families (default: on when no --widget is named).")
    var previews = true

    @Flag(name: .customLong("allow-empty"), help: "Exit 0 when the check made no cell (by default it exits \(CheckCommand.nothingCheckedStatus): a check of nothing is not a pass).")
    var allowEmpty = false

    /// The exit status of a check that made no cell: not 0, so a CI job whose filters or flags leave nothing to check
    /// (a bundle of Live Activities run with --no-previews) fails instead of passing silently; not 1, which means problems.
    static let nothingCheckedStatus: Int32 = 2

    /// What `--no-previews` left out of a check that did check cells: a Live Activity's previews give it the content its
    /// author chose, which the sample content its widget is checked with instead does not replace.
    static func skippedPreviewsNote(skipped: Int, liveActivityTypes: [String] = [], sampledTypes: Set<String> = []) -> String? {
        guard skipped > 0 else { return nil }
        let note = "\(skipped) preview(s) were not checked (--no-previews)"
        guard !liveActivityTypes.isEmpty else { return note }
        // Only a Live Activity the bundle lists is drawn from sample content; a preview of one it does not list (a
        // preview left in the extension after the activity moved, or one the bundle never registered) draws nothing.
        let unlisted = liveActivityTypes.filter { !sampledTypes.contains($0) }
        let count = liveActivityTypes.count
        if unlisted.isEmpty {
            return note + ", \(count) of them Live Activities, whose widgets are checked with sample content instead"
        }
        let names = Array(Set(unlisted)).sorted().joined(separator: ", ")
        return note + ", \(count) of them Live Activities; \(unlisted.count) of those (\(names)) no widget of the bundle draws, "
            + "so nothing of \(unlisted.count == 1 ? "it" : "them") was checked: list its ActivityConfiguration in the WidgetBundle, "
            + "or check the previews without --no-previews"
    }

    /// The controls a bundle lists (`ControlWidget`), which a check does not draw: Control Center and the Lock Screen
    /// draw a control from its template (a symbol, a title, a tint), not from the extension's views.
    static func controlsNote(_ controls: [String]) -> String? {
        guard !controls.isEmpty else { return nil }
        return "\(controls.count) control(s) not checked (\(controls.joined(separator: ", "))): the system draws a control from its "
            + "template (symbol, title, tint), not from the extension's views"
    }

    /// The bundle's Live Activities that no preview or registration draws, checked with content made from their types
    /// (``MatrixOptions/sampledLiveActivities(of:previews:)``): the report says so, and how to check them with real content.
    static func sampledActivitiesNote(_ activities: [String]) -> String? {
        guard let first = activities.first else { return nil }
        let many = activities.count > 1
        return "\(activities.count) Live Activit\(many ? "ies" : "y") checked with sample content (\(activities.joined(separator: ", "))): no preview "
            + "gives \(many ? "them" : "it") content states, so \(many ? "their" : "its") attributes and content state were made from their "
            + "Codable form (each text its property's name in words, numbers 0.5 and 3, dates around now, lists of two, each enum's "
            + "first case); add #Preview(\"…\", as: .content, using: attributes) { \(first)() } contentStates: { … } to check "
            + "\(many ? "them" : "it") with content of your own"
    }

    /// What a check run again one cell at a time says of it (the front door sets `WIDGETRY_RERUN_AFTER_SIGNAL` when the first
    /// run died of a signal while rendering cells on several threads), so the report, not only the console, tells it.
    static func oneAtATimeNote(environment: [String: String]) -> String? {
        guard let signal = environment["WIDGETRY_RERUN_AFTER_SIGNAL"] else { return nil }
        return "cells were checked one at a time: the first run crashed (signal \(signal)) while rendering several at once — a data "
            + "race in code the widgets share (a static value several providers write), which iOS, running an extension's timelines "
            + "in turn, does not show; the findings are this second run's"
    }

    /// Why a check checked no cell, and what gives it some: a clean report of nothing is not a pass.
    static func nothingCheckedNote(previewsSkipped: Int, familiesAsked: [WidgetFamily] = []) -> String {
        if !familiesAsked.isEmpty {
            return "nothing was checked: no widget supports the families asked for (--family \(familiesAsked.map(\.caseName).joined(separator: ", "))); "
                + "`widgetry list` shows each widget's families"
        }
        if previewsSkipped > 0 {
            return "nothing was checked: the widgets made no cell, and \(previewsSkipped) preview(s) were left out by --no-previews or --widget (Live Activities are checked from their #Preview(as:using:) content states); run without them"
        }
        return "nothing was checked: no widget or preview made a cell (an extension of Live Activities alone is checked from a #Preview(\"…\", as: .content, using: attributes) { Widget() } contentStates: { … })"
    }

    func run() throws {
        try source.forwardIfGiven(command: "check")
        try appData.apply()
        // Previews are few: the first shard takes them all, so merged shards still equal one run.
        let wantsPreviews = previews && filters.widget == nil && (shard?.index ?? 1) == 1
        var (matrix, safePreviews, failures) = try filters.isolatedRun(defaultDisplaySettings: DisplaySetting.allCases, previews: wantsPreviews ? CommandCatalog.previews : [],
                                                        sampleLiveActivities: (shard?.index ?? 1) == 1)
        matrix.shard = shard.map { ($0.index, $0.count) }
        if let shard, shard.index != 1 { failures = [] }
        let runner = MatrixRunner()
        // The matrix streams into the report (memory does not grow with its cells); failures and previews are few.
        let matrixReport = runner.report(matrix, progress: output.json ? nil : ProgressDisplay.reporter(label: "checking"))
        var others = failures
        if !safePreviews.isEmpty {
            others += runner.run(previews: safePreviews, matrix: matrix, assets: CommandCatalog.current.widgets.first?.assets ?? AssetCatalog())
        }
        var report = others.isEmpty ? matrixReport : CheckReport(merging: [matrixReport, CheckReport(results: others)])
        report.notes = matrix.notes + MatrixOptions.localizationNotes(for: matrix) + SkippedEffects.notes
        if report.cellCount == 0, (shard?.index ?? 1) == 1 {
            report.notes.append(Self.nothingCheckedNote(previewsSkipped: wantsPreviews ? 0 : CommandCatalog.previews.count,
                                                        familiesAsked: matrix.widgets.isEmpty ? [] : filters.family))
        }
        if (shard?.index ?? 1) == 1, let note = Self.controlsNote(CommandCatalog.current.controls) { report.notes.append(note) }
        if let note = Self.oneAtATimeNote(environment: ProcessInfo.processInfo.environment) { report.notes.append(note) }
        if (shard?.index ?? 1) == 1,
           let note = Self.sampledActivitiesNote(safePreviews.filter(\.isSampledLiveActivity).compactMap(\.liveActivityType)) {
            report.notes.append(note)
        }
        if report.cellCount > 0, !previews, (shard?.index ?? 1) == 1,
                  let note = Self.skippedPreviewsNote(skipped: CommandCatalog.previews.count,
                                                      liveActivityTypes: CommandCatalog.previews.compactMap(\.liveActivityType),
                                                      sampledTypes: Set(safePreviews.filter(\.isSampledLiveActivity).compactMap(\.liveActivityType))) {
            report.notes.append(note)
        }
        try output.emit(report, widgets: matrix.widgets, partial: (shard?.count ?? 1) > 1)
        // A shard may hold no cell when there are fewer cells than shards; the merged report decides.
        if report.cellCount == 0, (shard?.count ?? 1) == 1, !allowEmpty { throw ExitCode(Self.nothingCheckedStatus) }
    }
}

/// `--shard i/n`.
struct Shard: ExpressibleByArgument, Sendable {
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
        index = parts[0]
        count = parts[1]
    }
}
