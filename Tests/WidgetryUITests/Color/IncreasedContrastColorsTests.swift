import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// A standard layout that recorded its colours' high-contrast variants stands for its Increase Contrast cell
/// (issue 32: the display-setting axis shares layouts where a setting does not change them).
@Suite struct IncreasedContrastColorsTests {
    private let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    private let blue = RGBAColor(red: 0, green: 0.53, blue: 1, alpha: 1)
    private let darkerBlue = RGBAColor(red: 0.12, green: 0.43, blue: 0.96, alpha: 1)

    @Test("A record maps each colour to one variant; a colour that both stays and changes, or has two variants, makes it unusable")
    func record() {
        var colors = IncreasedContrastColors()
        colors.record(blue, increased: darkerBlue)
        colors.record(grey, increased: grey)
        #expect(colors.isUsable)
        #expect(colors.increased(blue) == darkerBlue && colors.increased(grey) == grey)
        #expect(colors.increased(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)) == nil, "a colour nobody resolved is unknown")
        var twoVariants = colors
        twoVariants.record(blue, increased: grey)
        #expect(!twoVariants.isUsable)
        var staysAndChanges = colors
        staysAndChanges.record(blue, increased: blue)
        #expect(!staysAndChanges.isUsable)
        var merged = IncreasedContrastColors()
        merged.merge(staysAndChanges)
        #expect(!merged.isUsable)
    }

    private func layouts<V: View>(_ view: V, scheme: ColorScheme = .light) -> (recoloured: LayoutResult?, built: LayoutResult) {
        var standard = EnvironmentValues()
        standard.colorScheme = scheme
        standard.recordsIncreasedContrastColors = true
        var increased = EnvironmentValues()
        increased.colorScheme = scheme
        increased.colorSchemeContrast = .increased
        let size = CGSize(width: 170, height: 170)
        return (LayoutEngine.layout(view, canvasSize: size, environment: standard).increasingContrast(),
                LayoutEngine.layout(view, canvasSize: size, environment: increased))
    }

    /// Every colour the layout paints, in drawing order.
    private func colors(_ layout: LayoutResult) -> [RGBAColor] {
        var found: [RGBAColor] = []
        _ = layout.displayList().mappingColors { found.append($0); return $0 }
        return found
    }

    @Test("System colours, hierarchical styles, a divider, a gradient and fixed colours: the swap gives what building with Increase Contrast gives", arguments: [ColorScheme.light, .dark])
    func swapEqualsBuild(scheme: ColorScheme) throws {
        let view = VStack(spacing: 4) {
            Text("Departures").foregroundStyle(Color.blue)
            Text("Platform 4").foregroundStyle(.secondary)
            Divider()
            Text("On time").foregroundStyle(.green).background(Color.red.opacity(0.2))
            Capsule().fill(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)).frame(height: 8)
            Text("Fixed").foregroundStyle(Color(red: 0.2, green: 0.3, blue: 0.4))
            Color.white.frame(height: 4).colorMultiply(.indigo)
        }
        let (recoloured, built) = layouts(view, scheme: scheme)
        let swapped = try #require(recoloured)
        #expect(colors(swapped) == colors(built))
        #expect(swapped.displayList() == built.displayList())
        // The variants differ from the standard colours, so the comparison is not trivially true.
        var standard = EnvironmentValues()
        standard.colorScheme = scheme
        #expect(colors(LayoutEngine.layout(view, canvasSize: CGSize(width: 170, height: 170), environment: standard)) != colors(built))
    }

    @Test("No swap when a view asks for the setting, or paints a colour derived after resolving (a style's opacity)")
    func refusals() {
        struct ContrastReader: View {
            @Environment(\.colorSchemeContrast) private var contrast
            var body: some View { Text(contrast == .increased ? "More" : "Less") }
        }
        #expect(layouts(ContrastReader()).recoloured == nil)
        // A style's opacity (`ShapeStyle.opacity(_:)`) scales colours after they were resolved: no `Color` resolved to
        // the result, so its variant is unknown.
        let faded = Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom).opacity(0.5))
        #expect(layouts(faded).recoloured == nil)
        #expect(layouts(Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))).recoloured != nil)
        // Nothing recorded: a layout made without recording cannot be swapped.
        #expect(LayoutEngine.layout(Text("Gate 12"), canvasSize: CGSize(width: 100, height: 100)).increasingContrast() == nil)
    }
}
