import Foundation
import Testing
import WidgetryGraphics
import WidgetryPipeline
import WidgetryReference
import WidgetryUI
@testable import WidgetryKit

@Suite struct LockScreenRenderingTests {
    /// Reads the environment a widget sees, through a view that records it.
    private struct EnvironmentProbe: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.widgetRenderingMode) var mode
        @Environment(\.showsWidgetContainerBackground) var showsBackground
        var body: some View { Text("\(colorScheme == .dark ? "dark" : "light") \(mode) \(showsBackground)") }
    }

    private func seen(_ family: WidgetFamily, _ scheme: ColorScheme) throws -> String {
        let cell = WidgetCell(family: family, colorScheme: scheme)
        let result = try WidgetRenderer.layout(AnyView(EnvironmentProbe()), cell: cell, options: WidgetOptions(), assets: AssetCatalog())
        return result.texts.first?.text.string ?? ""
    }

    @Test("Lock Screen families see the vibrant mode, the dark appearance and no container background")
    func environment() throws {
        #expect(try seen(.accessoryCircular, .light) == "dark vibrant false")
        #expect(try seen(.accessoryInline, .dark) == "dark vibrant false")
        #expect(try seen(.systemSmall, .light) == "light fullColor true")
    }

    @Test("Accessory widgets are drawn in greys over the wallpaper stand-in, without their container background")
    func vibrantDrawing() throws {
        let view = Text("Hi").foregroundColor(.red).containerBackground(for: .widget) { Color.blue }
        let cell = WidgetCell(family: .accessoryRectangular)
        let result = try WidgetRenderer.layout(AnyView(view), cell: cell, options: WidgetOptions(), assets: AssetCatalog())
        let list = WidgetRenderer.displayList(for: result, cell: cell)
        #expect(list.commands.first == .fill(.rectangle, CGRect(origin: .zero, size: result.canvasSize), .color(WidgetRenderer.lockScreenWallpaper.greyscale)))
        var colours: [RGBAColor] = []
        for command in list.commands {
            switch command {
            case .fill(_, _, .color(let c)): colours.append(c)
            case .text(let text, _, _): colours += text.runs.map(\.color)
            default: break
            }
        }
        #expect(!colours.isEmpty && colours.allSatisfy { $0.red == $0.green && $0.green == $0.blue })
        // The blue container background is not drawn: the only fill is the wallpaper.
        #expect(list.commands.filter { if case .fill = $0 { return true } else { return false } }.count == 1)
    }
}
