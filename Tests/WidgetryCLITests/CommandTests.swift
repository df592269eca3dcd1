import ArgumentParser
import Foundation
import Testing
import WidgetryCheck
import WidgetryFindings
import WidgetryGraphics
import WidgetryReference
import WidgetrySamples
@testable import WidgetryCLI

/// The commands as a user runs them, over the sample catalog. Exit codes: 0 clean, 1 problems found,
/// usage errors are ValidationErrors (ArgumentParser exits 64 for them).
@Suite(.serialized) struct CommandTests {
    init() {
        CommandCatalog.current = SampleWidgets.catalog
        CommandCatalog.today = SampleWidgets.todayWidgets
    }

    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-cli-\(UUID().uuidString)-\(name)").path
    }

    @Test("check exits 1 for the broken sample and writes the JSON report")
    func checkFailsOnBrokenSample() throws {
        let json = temporaryFile("check.json")
        let command = try CheckCommand.parse(["--widget", "DayEventsFixedRows", "--device", "iPhone 16", "--json-output", json])
        #expect(throws: ExitCode(1)) { try command.run() }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
        // 2 families (medium, large) × 9 widget text sizes (Large…AX5) × 2 appearances × the contexts each display
        // setting can change (DisplaySetting.changesWhatIsShown): standard in the 4 Home Screen contexts, Bold Text
        // in the usual one, Increase Contrast in the full-colour one, Reduce Transparency in the full-colour and the
        // two glass ones; neither family is shown in StandBy.
        #expect(object["cellCount"] as? Int == 2 * 9 * 2 * (4 + 1 + 1 + 3))
        #expect((object["problems"] as? [[String: Any]])?.contains { $0["severity"] as? String == "error" } == true)
    }

    @Test("check --github appends a job summary naming the sample's lines; with --json it is refused")
    func githubSummary() throws {
        let summary = temporaryFile("summary.md")
        setenv("GITHUB_STEP_SUMMARY", summary, 1)
        defer { unsetenv("GITHUB_STEP_SUMMARY") }
        let command = try CheckCommand.parse(["--widget", "DayEventsFixedRows", "--device", "iPhone 16", "--size-category", "accessibility5",
                                              "--appearance", "light", "--github", "--json-output", temporaryFile("github.json")])
        #expect(throws: ExitCode(1)) { try command.run() }
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.hasPrefix("## Widgetry check"))
        #expect(text.contains("DayEvents.swift:"))
        #expect { try CheckCommand.parse(["--github", "--json"]) } throws: { CheckCommand.message(for: $0).contains("--json-output FILE") }
    }

    @Test("check --locale names the locales a widget has no localization for: iOS shows them the development language, left to right")
    func unlocalizedLocaleNoted() throws {
        let json = temporaryFile("check.json")
        try CheckCommand.parse(["--widget", "CourierStatus", "--device", "iPhone 16", "--size-category", "large", "--appearance", "light",
                                "--context", "homeScreen", "--locale", "de,ar", "--json-output", json]).run()
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as! [String: Any]
        let notes = object["notes"] as? [String] ?? []
        // The courier sample is localized into English, German and Japanese.
        #expect(notes.contains { $0.hasPrefix("'CourierStatus' is not localized into ar:") && $0.contains("(en), laid out left to right") })
        #expect(!notes.contains { $0.contains("into de") })
    }

    @Test("check --baseline: --update-baseline accepts today's findings (exit 0), then the same run passes; the report stays whole")
    func baselineGate() throws {
        let baseline = temporaryFile("baseline.json"), json = temporaryFile("check.json")
        let arguments = ["--widget", "DayEventsFixedRows", "--device", "iPhone 16", "--baseline", baseline]
        // Without a baseline file the run stops with the fix.
        #expect(throws: ValidationError.self) { try CheckCommand.parse(arguments).run() }
        try CheckCommand.parse(arguments + ["--update-baseline"]).run()
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any]
        #expect((written?["findings"] as? [Any])?.isEmpty == false)
        // Known errors no longer fail the run, and the JSON report still lists them.
        try CheckCommand.parse(arguments + ["--json-output", json]).run()
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        #expect((report?["problems"] as? [[String: Any]])?.contains { $0["severity"] as? String == "error" } == true)
        #expect { try CheckCommand.parse(["--update-baseline"]) } throws: { CheckCommand.message(for: $0).contains("--baseline FILE") }
    }

    @Test("check writes JUnit and SARIF beside its exit code; the report is kept though the check fails")
    func checkWritesCIReports() throws {
        let junit = temporaryFile("check.xml"), sarif = temporaryFile("check.sarif")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let command = try CheckCommand.parse(["--widget", "DayEventsFixedRows", "--device", "iPhone 16", "--size-category", "accessibility5",
                                              "--junit", junit, "--sarif", sarif, "--source-root", root.appendingPathComponent("Sources").path, "--json"])
        #expect(throws: ExitCode(1)) { try command.run() }
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml") && xml.contains("<failure "))
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any]
        let results = (document?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"]) != nil })
    }

    @Test("check --shard i/n writes a shard's report; merge combines them into one report and exits as check does")
    func shardAndMerge() throws {
        let single = temporaryFile("single.json")
        #expect(throws: ExitCode(1)) { try CheckCommand.parse(["--widget", "DayEventsFixedRows", "--device", "iPhone 16", "--json-output", single, "--json"]).run() }
        var shards: [String] = []
        for index in 1...2 {
            let path = temporaryFile("shard-\(index).json")
            shards.append(path)
            _ = try? CheckCommand.parse(["--widget", "DayEventsFixedRows", "--device", "iPhone 16", "--shard", "\(index)/2", "--json-output", path, "--json"]).run()
        }
        let merged = temporaryFile("merged.json")
        #expect(throws: ExitCode(1)) { try MergeCommand.parse(shards + ["--json-output", merged, "--json"]).run() }
        #expect(try Data(contentsOf: URL(fileURLWithPath: merged)) == Data(contentsOf: URL(fileURLWithPath: single)))
        #expect(throws: (any Error).self) { try CheckCommand.parse(["--shard", "4/3"]) }
        #expect { try MergeCommand.parse([temporaryFile("missing.json")]).run() } throws: { "\($0)".contains("widgetry check --shard") }
    }

    @Test("check exits 0 for the adaptive sample; --fail-on warning makes warnings fail")
    func checkPassesOnAdaptiveSample() throws {
        let clean = try CheckCommand.parse(["--widget", "DayEvents", "--device", "iPhone 16", "--json"])
        try clean.run()
        let strict = try CheckCommand.parse(["--widget", "DailyQuote", "--device", "iPhone 16", "--fail-on", "warning", "--json"])
        #expect(throws: ExitCode(1)) { try strict.run() }
    }

    @Test("Unknown names are usage errors that list the accepted values")
    func usageErrors() throws {
        let unknownWidget = try RenderCommand.parse(["--widget", "Nope", "--output", temporaryFile("x.png")])
        #expect { try unknownWidget.run() } throws: { "\($0)".contains("known widgets: DayEvents") }
        let badDevice = try RenderCommand.parse(["--widget", "DayEvents", "--device", "iphone 15 pr", "--output", temporaryFile("x.png")])
        #expect { try badDevice.run() } throws: { "\($0)".contains("did you mean \"iPhone 15 Pro\"") }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["--widget", "DayEvents", "--output", "out.gif"]) }
        // Enum options are parsed by ArgumentParser, whose message lists the accepted values.
        #expect { try CheckCommand.parse(["--fail-on", "fatal"]) } throws: { error in
            let message = CheckCommand.message(for: error)
            return message.contains("fatal") && ["info", "warning", "error"].allSatisfy(message.contains)
        }
        #expect { try RenderCommand.parse(["--widget", "DayEvents", "--family", "systemHuge", "--output", "x.png"]) } throws: { error in
            RenderCommand.message(for: error).contains("systemExtraLarge")
        }
        // A context the family does not appear in names the ones it does.
        let lockTinted = try RenderCommand.parse(["--widget", "BatteryLevel", "--family", "accessoryCircular", "--context", "tinted",
                                                  "--output", temporaryFile("x.png")])
        #expect { try lockTinted.run() } throws: { "\($0)".contains("choose one of: lockScreen") }
    }

    @Test("check --context narrows the matrix to those contexts, named in every cell of the JSON report")
    func contextOption() throws {
        let json = temporaryFile("context.json")
        let command = try CheckCommand.parse(["--widget", "TrailConditions", "--device", "iPhone 16", "--context", "tinted",
                                              "--appearance", "dark", "--json-output", json, "--fail-on", "error"])
        try command.run()
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        // One medium family × 9 widget text sizes × dark × tinted; no display setting but the standard one changes
        // what the tinted Home Screen shows.
        #expect(report.cellCount == 9)
        #expect(report.problems.flatMap(\.cells).allSatisfy { $0.context == .tinted })
        #expect(report.problems.contains { $0.kind == .opaqueImageInAccentedMode })
    }

    @Test("render writes a PNG of the family's size × scale (systemMedium on iPhone 16: 338 × 158 pt)")
    func renderSize() throws {
        let path = temporaryFile("medium.png")
        let command = try RenderCommand.parse(["--widget", "DayEvents", "--family", "systemMedium", "--device", "iPhone 16",
                                               "--size-category", "accessibility3", "--appearance", "dark", "--scale", "3", "--output", path])
        try command.run()
        let image = try RasterImage.decodePNG(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(image.width == 338 * 3 && image.height == 158 * 3)
    }

    @Test("today exits 0 for a well-behaved Today widget")
    func today() throws {
        let command = try TodayCommand.parse(["--widget", "TodayGrid"])
        try command.run()
    }

    @Test("simulate and today write through check's report options: JSON and JUnit files, --fail-on with check's default")
    func simulateAndTodayShareReportOptions() throws {
        // PerSecondClock asks for an entry every second: its run has warnings (entries never shown, reloads too
        // soon) and no error, so check's default (--fail-on error) passes and --fail-on warning fails.
        let json = temporaryFile("simulate.json"), junit = temporaryFile("simulate.xml"), run = temporaryFile("run.json")
        try SimulateCommand.parse(["--widget", "PerSecondClock", "--json-output", json, "--junit", junit, "--run-json", run]).run()
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(report.problems.contains { $0.kind == .entriesNeverShown && $0.widget == "PerSecondClock" })
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuite"))
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: run))) is [String: Any])
        #expect(throws: ExitCode(1)) { try SimulateCommand.parse(["--widget", "PerSecondClock", "--fail-on", "warning"]).run() }

        let today = temporaryFile("today.json")
        #expect(throws: ExitCode(1)) { try TodayCommand.parse(["--widget", "TodayDayEventsFixedRows", "--json-output", today]).run() }
        #expect(try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: today))).problems.contains { $0.family == "today" && $0.severity == .error })
    }

    @Test("today exits 1 for the fixed-row Today sample, with --json as with the summary")
    func todayFixedRows() throws {
        for arguments in [["--widget", "TodayDayEventsFixedRows"], ["--widget", "TodayDayEventsFixedRows", "--json"]] {
            let command = try TodayCommand.parse(arguments)
            #expect { try command.run() } throws: { ($0 as? ExitCode)?.rawValue == 1 }
        }
    }

    @Test("A check run again one cell at a time says so in its report")
    func oneAtATimeNote() {
        #expect(CheckCommand.oneAtATimeNote(environment: [:]) == nil)
        let note = CheckCommand.oneAtATimeNote(environment: ["WIDGETRY_RERUN_AFTER_SIGNAL": "11"])
        #expect(note?.hasPrefix("cells were checked one at a time: the first run crashed (signal 11)") == true)
    }

    @Test("A check of nothing says why: Live Activities left out by --no-previews, or no cell at all")
    func nothingCheckedNote() {
        #expect(CheckCommand.nothingCheckedNote(previewsSkipped: 2).contains("2 preview(s) were left out by --no-previews"))
        #expect(CheckCommand.nothingCheckedNote(previewsSkipped: 0).contains("contentStates"))
        #expect(CheckCommand.nothingCheckedNote(previewsSkipped: 0, familiesAsked: [.accessoryCircular])
                    .hasPrefix("nothing was checked: no widget supports the families asked for (--family accessoryCircular)"))
    }

    @Test("A bundle's Control Center controls are named in a note: the system draws them, not the extension's views")
    func controlsNote() {
        #expect(CheckCommand.controlsNote([]) == nil)
        #expect(CheckCommand.controlsNote(["TimerToggle", "OpenAppControl"])?.hasPrefix("2 control(s) not checked (TimerToggle, OpenAppControl)") == true)
    }

    @Test("A bundle's Live Activity checked with sample content is named in a note, with the preview that would give it real content")
    func sampledActivitiesNote() {
        #expect(CheckCommand.sampledActivitiesNote([]) == nil)
        let note = CheckCommand.sampledActivitiesNote(["DeliveryActivity"])
        #expect(note?.hasPrefix("1 Live Activity checked with sample content (DeliveryActivity): no preview gives it content states") == true)
        #expect(note?.contains("{ DeliveryActivity() } contentStates:") == true)
        #expect(CheckCommand.sampledActivitiesNote(["DeliveryActivity", "TimerActivity"])?.hasPrefix("2 Live Activities checked with sample content") == true)
    }

    @Test("A check with --no-previews that checked cells says which previews it left out, Live Activities by name of kind")
    func skippedPreviewsNote() {
        #expect(CheckCommand.skippedPreviewsNote(skipped: 0) == nil)
        #expect(CheckCommand.skippedPreviewsNote(skipped: 3) == "3 preview(s) were not checked (--no-previews)")
        // The bundle lists the Live Activity, so its sample content was checked in the preview's place.
        let sampled = CheckCommand.skippedPreviewsNote(skipped: 3, liveActivityTypes: ["DeliveryActivity"], sampledTypes: ["DeliveryActivity"])
        #expect(sampled == "3 preview(s) were not checked (--no-previews), 1 of them Live Activities, whose widgets are checked with sample content instead")
        // A preview of a Live Activity no widget of the bundle lists: nothing of it was checked, and the note must not say otherwise.
        let unlisted = CheckCommand.skippedPreviewsNote(skipped: 2, liveActivityTypes: ["RideActivity", "RideActivity"], sampledTypes: [])
        #expect(unlisted?.contains("sample content") == false)
        #expect(unlisted?.contains("2 of them Live Activities; 2 of those (RideActivity) no widget of the bundle draws") == true)
    }
}
