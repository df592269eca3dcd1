import ArgumentParser
import Foundation
import WidgetryGraphics
import WidgetryReference
import WidgetryUI

/// `widgetry specimen`: a page of every text style at three text sizes, light and dark.
struct SpecimenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "specimen", abstract: "Render a type specimen: every text style at three sizes, Latin and Chinese, light and dark.")

    @Option(name: .shortAndLong, help: "Output folder.")
    var output: String = "out"

    @Option(help: "Pixels per point.")
    var scale: Int = 2

    func run() throws {
        let folder = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility3]
        for scheme in ColorScheme.allCases {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            environment.locale = Locale(identifier: "zh_CN")
            let view = TypeSpecimenView(sizes: sizes)
            let size = LayoutEngine.size(of: view, proposal: .unspecified, environment: environment)
            let result = LayoutEngine.layout(view, canvasSize: size, environment: environment)
            let url = folder.appendingPathComponent("type-specimen-\(scheme).png")
            try DisplayListRenderer.write(result.displayList(), to: url, scale: CGFloat(scale))
            print("wrote \(url.path)")
        }
    }
}
