import ArgumentParser
import Foundation
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// `widgetry render`: one widget in one setting to PNG, SVG or PDF.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a widget to PNG, SVG or PDF.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    @OptionGroup var appData: FixtureOptions

    @Option(help: "The widget's kind or type name (see `list`); may be left out when the executable has one widget.")
    var widget: String?

    @OptionGroup var cell: CellOptions

    @Option(help: "Pixels per point: 1, 2 or 3 (default: the device's).")
    var scale: Int?

    @Option(name: .shortAndLong, help: "Output file; the extension (png, svg, pdf) picks the format.")
    var output: String

    func validate() throws {
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        let ext = URL(fileURLWithPath: output).pathExtension
        if OutputFormat(pathExtension: ext) == nil {
            throw ValidationError("cannot tell the format of '\(output)': end the file name in .png, .svg or .pdf")
        }
    }

    func run() throws {
        try source.forwardIfGiven(command: "render")
        try appData.apply()
        let registered = try lookUpWidget(widget)
        guard let descriptor = registered.makeDescriptor() else { throw ValidationError("'\(registered.typeName)' has no configuration to render") }
        let cell = try self.cell.cell(defaultFamily: descriptor.options.supportedFamilies.first ?? .systemSmall)
        let rendered = CellPipeline().render(registered, in: cell, output: .drawing)
        if let failure = rendered.failure { throw ValidationError("\(failure.message); \(failure.suggestion)") }
        guard let list = rendered.displayList else { throw ValidationError("nothing was drawn for \(cell)") }
        let url = URL(fileURLWithPath: output)
        try DisplayListRenderer.write(list, to: url, scale: CGFloat(scale ?? cell.device.defaultScale), images: rendered.assets.images)
        print("wrote \(url.path) (\(descriptor.kind), \(cell))")
        // The picture is written either way; what the checks found goes to standard error.
        for finding in rendered.findings {
            FileHandle.standardError.write(Data("\(finding.severity.rawValue): \(finding.message)\(finding.path.isEmpty ? "" : " at \(finding.path)")\n".utf8))
        }
    }
}
