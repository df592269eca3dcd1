import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFindings
import WidgetryGraphics
import WidgetryPipeline
import WidgetryReference
import WidgetryToday
import WidgetryUI

/// `widgetry today`: steps an iOS 10+ Today widget through appear → expand → collapse → text size change
/// → rotation → expand, printing the host's granted sizes and every finding (the host's rules and the
/// same content checks as `check`), and rendering each state.
struct TodayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "today", abstract: "Step a Today widget through its display modes, a text size change and a rotation.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    @Option(help: "The Today widget's name (see `widgetry today --list`).")
    var widget: String?

    @Flag(help: "List the Today widgets.")
    var list = false

    @Option(help: "Device name.")
    var device: String = DeviceCatalog.defaultDevice.name

    @Option(name: .customLong("size-category"), help: "The text size the scenario changes to.")
    var sizeCategory: DynamicTypeSize = .accessibility3

    @Option(help: "Appearance.")
    var appearance: ColorScheme = .light

    @OptionGroup var report: ReportOptions

    @Option(name: .shortAndLong, help: "Folder for a PNG of each state.")
    var output: String?

    func run() throws {
        try source.forwardIfGiven(command: "today")
        let widgets = CommandCatalog.today
        if list || widget == nil {
            for registered in widgets { print("\(registered.name)  \(registered.summary)") }
            if widget == nil && !list { throw ValidationError("pass --widget NAME (one of: \(widgets.map(\.name).joined(separator: ", ")))") }
            return
        }
        guard let registered = widgets.first(where: { $0.name.caseInsensitiveCompare(widget!) == .orderedSame }) else {
            throw ValidationError("no Today widget named '\(widget!)'; known: \(widgets.map(\.name).joined(separator: ", "))")
        }
        let host = TodayHostSimulator(device: try CellOptions.device(device), makeController: registered.makeController)
        host.environment.colorScheme = appearance
        let results = TodayScenario.standard(textSize: sizeCategory).run(on: host)
        let json = report.json
        let folder = output.map { URL(fileURLWithPath: $0) }
        if let folder { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let pipeline = CellPipeline()
        for (index, result) in results.enumerated() {
            guard let state = result.state else {
                if !json { print("\(index + 1). \(result.step): \(result.error.map { "\($0)" } ?? "no state")") }
                continue
            }
            if !json {
                let control = state.showsDisplayModeControl ? (state.displayModeControlTitle ?? "shown") : "hidden"
                print("\(index + 1). \(result.step): \(state.activeDisplayMode) (largest \(state.largestAvailableDisplayMode), control \(control)), "
                    + "\(state.orientation), \(state.dynamicTypeSize.argumentName); max \(Self.format(state.maximumSize)), "
                    + "asked \(Self.format(state.preferredContentSize)), granted \(Self.format(state.grantedSize)), content \(Int(state.contentHeight.rounded())) pt")
                for finding in pipeline.findings(for: state) {
                    print("   ! \(finding.severity.rawValue) \(finding.kind.rawValue)\(finding.path.isEmpty ? "" : " at \(finding.path)"): \(finding.message)")
                }
            }
            if let folder {
                let background: RGBAColor = appearance == .dark ? RGBAColor(red: 0.11, green: 0.11, blue: 0.12) : RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
                let url = folder.appendingPathComponent(String(format: "%02d-%@.png", index + 1, "\(result.step)".replacingOccurrences(of: " ", with: "-")))
                try DisplayListRenderer.write(state.layout.displayList(background: background), to: url, scale: 2,
                                              images: host.environment.assetCatalog.images)
            }
        }
        if !json, let folder { print("wrote \(results.count) states to \(folder.path)") }
        try report.emit(CheckReport(today: registered.name, results: results, pipeline: pipeline), widgets: [])
    }

    static func format(_ size: CGSize) -> String { "\(Int(size.width.rounded()))×\(Int(size.height.rounded()))" }
}
