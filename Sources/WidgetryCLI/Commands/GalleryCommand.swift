import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// `widgetry gallery`: a folder with every cell's image and an `index.html` contact sheet.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery", abstract: "Write an HTML contact sheet of every cell, with problems outlined.")

    @OptionGroup(title: "Widget code from a project or folders") var source: SourceOptions

    @OptionGroup var appData: FixtureOptions

    @OptionGroup var filters: MatrixOptions

    @Option(name: .shortAndLong, help: "Output folder.")
    var output: String

    @Option(help: "Pixels per point of the images.")
    var scale: Int = 2

    func run() throws {
        try source.forwardIfGiven(command: "gallery")
        try appData.apply()
        // Three iPhones span the widget sizes (largest, default, smallest) unless --device says otherwise;
        // every device at every setting would be thousands of images.
        let span = [DeviceCatalog.all.first, DeviceCatalog.defaultDevice, DeviceCatalog.device(named: "iPhone SE")].compactMap { $0 }
        // Previews (`#Preview`, PreviewProvider) join the gallery unless one widget was asked for.
        let (matrix, previews, failures) = try filters.isolatedRun(defaultDevices: span,
                                                                   previews: filters.widget == nil ? CommandCatalog.previews : [])
        let runner = MatrixRunner(output: .drawing)
        var results = failures + runner.run(matrix, progress: ProgressDisplay.reporter(label: "rendering"))
        if !previews.isEmpty {
            results += runner.run(previews: previews, matrix: matrix, assets: CommandCatalog.current.widgets.first?.assets ?? AssetCatalog())
        }
        let report = CheckReport(results: results)
        let page = try GalleryWriter(scale: CGFloat(scale)).write(results, report: report, to: URL(fileURLWithPath: output))
        print("wrote \(results.count) images and \(page.path)")
    }
}
