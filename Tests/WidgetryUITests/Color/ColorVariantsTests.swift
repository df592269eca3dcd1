import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

/// A layout that recorded its colours' variants stands for its Increase Contrast twin and its dark twin once the
/// colours are swapped (issue 32: the display-setting axis shares layouts where a setting does not change them; the
/// appearance axis the same way).
@Suite struct ColorVariantsTests {
    private let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    private let blue = RGBAColor(red: 0, green: 0.53, blue: 1, alpha: 1)
    private let darkerBlue = RGBAColor(red: 0.12, green: 0.43, blue: 0.96, alpha: 1)
    private let size = CGSize(width: 170, height: 170)

    @Test("A record maps each colour to one variant; a colour that both stays and changes, or has two variants, makes it unusable")
    func record() {
        var colors = ColorMap()
        colors.record(blue, as: darkerBlue)
        colors.record(grey, as: grey)
        #expect(colors.isUsable)
        #expect(colors[blue] == darkerBlue && colors[grey] == grey)
        #expect(colors[RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)] == nil, "a colour nobody resolved is unknown")
        var twoVariants = colors
        twoVariants.record(blue, as: grey)
        #expect(!twoVariants.isUsable)
        var staysAndChanges = colors
        staysAndChanges.record(blue, as: blue)
        #expect(!staysAndChanges.isUsable)
        var merged = ColorMap()
        merged.merge(staysAndChanges)
        #expect(!merged.isUsable)
    }

    @Test("A layout swapped to dark carries what its colours become with Increase Contrast on in dark")
    func derivedAfterDark() throws {
        var variants = ColorVariants(recording: [.dark, .darkIncreasedContrast])
        let darkBlue = RGBAColor(red: 0.04, green: 0.52, blue: 1, alpha: 1), darkIncreasedBlue = RGBAColor(red: 0.25, green: 0.61, blue: 1, alpha: 1)
        variants.record(blue, in: .dark, as: darkBlue)
        variants.record(blue, in: .darkIncreasedContrast, as: darkIncreasedBlue)
        variants.record(grey, in: .dark, as: grey)
        variants.record(grey, in: .darkIncreasedContrast, as: grey)
        let after = try #require(variants.after(.dark)?.map(for: .increasedContrast))
        #expect(after[darkBlue] == darkIncreasedBlue && after[grey] == grey)
        #expect(variants.after(.increasedContrast) == nil)
        // Without the dark Increase Contrast record there is nothing to derive.
        #expect(ColorVariants(recording: [.dark]).after(.dark) == nil)
    }

    /// The layout of `view` made in `scheme` recording `variants` and swapped to `variant`, and the one built there.
    private func layouts<V: View>(_ view: V, scheme: ColorScheme = .light, swappedTo variant: ColorVariant = .increasedContrast)
        -> (recoloured: LayoutResult?, built: LayoutResult) {
        var standard = EnvironmentValues()
        standard.colorScheme = scheme
        standard.recordedColorVariants = Set(ColorVariant.allCases)
        var target = EnvironmentValues()
        target.colorScheme = variant == .increasedContrast ? scheme : .dark
        if variant != .dark { target.colorSchemeContrast = .increased }
        return (LayoutEngine.layout(view, canvasSize: size, environment: standard).recoloured(for: variant),
                LayoutEngine.layout(view, canvasSize: size, environment: target))
    }

    /// Every colour the layout paints, in drawing order.
    private func colors(_ layout: LayoutResult) -> [RGBAColor] {
        var found: [RGBAColor] = []
        _ = layout.displayList().mappingColors { found.append($0); return $0 }
        return found
    }

    /// System colours, hierarchical styles, a divider, a gradient, system fills, a material and fixed colours.
    private var palette: some View {
        VStack(spacing: 4) {
            Text("Departures").foregroundStyle(Color.blue)
            Text("Platform 4").foregroundStyle(.secondary)
            Divider()
            Text("On time").foregroundStyle(.green).background(Color.red.opacity(0.2))
            Capsule().fill(LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)).frame(height: 8)
            Text("Fixed").foregroundStyle(Color(red: 0.2, green: 0.3, blue: 0.4))
            Color.white.frame(height: 4).colorMultiply(.indigo)
            RoundedRectangle(cornerRadius: 4).fill(.fill.tertiary).frame(height: 6)
            Text("Gate").padding(2).background(.thinMaterial)
        }
    }

    @Test("Swapping to Increase Contrast gives what building with it gives", arguments: [ColorScheme.light, .dark])
    func swapEqualsBuild(scheme: ColorScheme) throws {
        let (recoloured, built) = layouts(palette, scheme: scheme)
        let swapped = try #require(recoloured)
        #expect(colors(swapped) == colors(built))
        #expect(swapped.displayList() == built.displayList())
        // The variants differ from the standard colours, so the comparison is not trivially true.
        var standard = EnvironmentValues()
        standard.colorScheme = scheme
        #expect(colors(LayoutEngine.layout(palette, canvasSize: size, environment: standard)) != colors(built))
    }

    @Test("Swapping a light layout to dark gives what building in dark gives, and that again to Increase Contrast what building there gives")
    func darkSwapEqualsBuild() throws {
        let (recoloured, built) = layouts(palette, swappedTo: .dark)
        let dark = try #require(recoloured)
        #expect(dark.displayList() == built.displayList())
        #expect(colors(dark) != colors(LayoutEngine.layout(palette, canvasSize: size)), "dark colours differ from light ones")
        var increased = EnvironmentValues()
        increased.colorScheme = .dark
        increased.colorSchemeContrast = .increased
        let darkIncreased = try #require(dark.recoloured(for: .increasedContrast))
        #expect(darkIncreased.displayList() == LayoutEngine.layout(palette, canvasSize: size, environment: increased).displayList())
    }

    @Test("No swap when a view asks for the setting, or paints a colour derived after resolving (a style's opacity)")
    func refusals() {
        struct ContrastReader: View {
            @Environment(\.colorSchemeContrast) private var contrast
            var body: some View { Text(contrast == .increased ? "More" : "Less") }
        }
        struct SchemeReader: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View { Text(scheme == .dark ? "Night" : "Day").foregroundStyle(Color.blue) }
        }
        #expect(layouts(ContrastReader()).recoloured == nil)
        #expect(layouts(SchemeReader(), swappedTo: .dark).recoloured == nil)
        // Asking for the colour scheme does not stop the Increase Contrast swap in the same appearance.
        #expect(layouts(SchemeReader()).recoloured != nil)
        // A style's opacity (`ShapeStyle.opacity(_:)`) scales colours after they were resolved: no `Color` resolved to
        // the result, so its variant is unknown.
        let faded = Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom).opacity(0.5))
        #expect(layouts(faded).recoloured == nil)
        #expect(layouts(faded, swappedTo: .dark).recoloured == nil)
        #expect(layouts(Rectangle().fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))).recoloured != nil)
        // Nothing recorded: a layout made without recording cannot be swapped.
        #expect(LayoutEngine.layout(Text("Gate 12"), canvasSize: size).recoloured(for: .dark) == nil)
        #expect(LayoutEngine.layout(Text("Gate 12"), canvasSize: size).increasingContrast() == nil)
    }
}
