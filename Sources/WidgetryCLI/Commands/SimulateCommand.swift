import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference

/// `widgetry simulate`: runs a widget's timeline provider over simulated days under the refresh budget
/// and prints what the user would see and when, with findings.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "simulate", abstract: "Simulate a widget's timeline under WidgetKit's refresh budget.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    @OptionGroup var appData: FixtureOptions

    @Option(help: "The widget's kind or type name; may be left out when the executable has one widget.")
    var widget: String?

    @Option(help: "Widget family (default: the widget's first).")
    var family: WidgetFamily?

    @Option(help: "Days to simulate.")
    var days: Double = 1

    @Option(help: "Start instant, ISO 8601 (default: the samples' fixed instant, 2026-05-28T20:26:40Z).")
    var start: String?

    @Option(name: .customLong("run-json"), help: "Also write the whole run (reloads, timelines, what was shown when) as JSON to this file.")
    var runJSON: String?

    @OptionGroup var report: ReportOptions

    @Option(name: .shortAndLong, help: "Folder for the SVG chart of the run and a filmstrip of renders.")
    var output: String?

    func validate() throws {
        if !(days > 0 && days <= 31) { throw ValidationError("--days must be between 0 and 31, not \(days)") }
    }

    func run() throws {
        try source.forwardIfGiven(command: "simulate")
        try appData.apply()
        let registered = try lookUpWidget(widget)
        let descriptor = registered.makeDescriptor()
        let family = self.family ?? descriptor?.options.supportedFamilies.first ?? .systemSmall
        var startDate = CellPipeline.defaultTimelineStart
        if let start {
            guard let parsed = ISO8601DateFormatter().date(from: start) else {
                throw ValidationError("--start '\(start)' is not ISO 8601; write e.g. 2026-05-28T08:00:00Z")
            }
            startDate = parsed
        }
        let (run, filmstrip) = try Simulation.runWithFilmstrip(widget: registered, family: family, days: days, start: startDate)
        if !report.json { print(run.table()) }
        if let runJSON { try run.jsonData().write(to: URL(fileURLWithPath: runJSON), options: .atomic) }
        if let output {
            let folder = URL(fileURLWithPath: output)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(SimulationChart.svg(run).utf8).write(to: folder.appendingPathComponent("timeline.svg"), options: .atomic)
            let cell = WidgetCell(family: family)
            let pipeline = CellPipeline()
            for (index, frame) in filmstrip.prefix(48).enumerated() {
                let rendered = pipeline.render(frame.view, named: registered.name, in: cell, options: descriptor?.options ?? WidgetOptions(),
                                               assets: registered.assets, now: frame.date, output: .drawing)
                guard let list = rendered.displayList else { continue }
                let url = folder.appendingPathComponent(String(format: "frame-%03d.png", index))
                try DisplayListRenderer.write(list, to: url, scale: 2, images: rendered.assets.images)
            }
            if !report.json { print("wrote \(folder.path)/timeline.svg and \(min(filmstrip.count, 48)) filmstrip frames") }
        }
        try report.emit(CheckReport(simulation: run, widget: registered.name, family: family), widgets: [registered])
    }
}
