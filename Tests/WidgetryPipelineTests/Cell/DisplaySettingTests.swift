import Foundation
import Synchronization
import Testing
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A widget that draws a system colour with an Increase Contrast variant (Color.blue).
private struct BlueLabelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "blue-label", provider: OneEntryProvider()) { _ in
            Text("Departures").foregroundStyle(Color.blue).containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A widget in fixed colours and the label colour, which Increase Contrast leaves as they are.
private struct FixedColourWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fixed-colour", provider: OneEntryProvider()) { _ in
            Text("Platform 4").containerBackground(Color(red: 0.9, green: 0.9, blue: 0.8), for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// How many times ``CountedBlueLabel``'s body was built: one build per layout made.
private let countedBlueBuilds = Mutex(0)

/// Color.blue text that counts its builds, so a test can tell a shared layout from one made again.
private struct CountedBlueLabel: View {
    var body: some View {
        countedBlueBuilds.withLock { $0 += 1 }
        return Text("Departures").foregroundStyle(Color.blue)
    }
}

/// A widget showing ``CountedBlueLabel``: it depends on Increase Contrast (Color.blue's variant), not on Reduce Transparency.
private struct CountedBlueWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "counted-blue", provider: OneEntryProvider()) { _ in
            CountedBlueLabel().containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// How many times ``DimBlueLabel``'s body was built.
private let dimBlueBuilds = Mutex(0)

/// Color.blue text on a blue fill: too little contrast (under 3:1) under every setting, so the Reduce Transparency
/// check reports it on the Reduce Transparency cell. No material: the standard layout serves that cell.
private struct DimBlueLabel: View {
    var body: some View {
        dimBlueBuilds.withLock { $0 += 1 }
        return Text("Gate 12").foregroundStyle(Color.blue).padding().background(Color(red: 0.2, green: 0.45, blue: 0.95))
    }
}

private struct DimBlueWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "dim-blue", provider: OneEntryProvider()) { _ in
            DimBlueLabel().containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// Text that says which contrast the environment asks for.
private struct ContrastReader: View {
    @Environment(\.colorSchemeContrast) private var contrast
    var body: some View { Text(contrast == .increased ? "More contrast" : "Standard") }
}

/// Text that says whether the environment asks for less transparency.
private struct TransparencyReader: View {
    @Environment(\.accessibilityReduceTransparency) private var reduces
    var body: some View { Text(reduces ? "Opaque" : "Translucent") }
}

@Suite struct DisplaySettingTests {
    private func cell(_ setting: DisplaySetting, context: PresentationContext = .homeScreen, _ scheme: ColorScheme = .light) -> WidgetCell {
        var cell = WidgetCell(family: .systemSmall, colorScheme: scheme, context: context)
        cell.displaySetting = setting
        return cell
    }

    private func layout(_ view: some View, _ cell: WidgetCell) throws -> LayoutResult {
        try WidgetRenderer.layout(AnyView(view), cell: cell, options: WidgetOptions(), assets: AssetCatalog())
    }

    @Test("Bold Text: the body font two weights heavier (Regular 400 → Semibold 600), so the same words are wider")
    func boldTextWidens() throws {
        let text = Text("Platform 4 · 09:41")
        let regular = try #require(try layout(text, cell(.standard)).texts.first)
        let bold = try #require(try layout(text, cell(.boldText)).texts.first)
        #expect(bold.element.frame.width > regular.element.frame.width)
        #expect(Font.boldTextWeight(400) == 600 && Font.boldTextWeight(600) == 800 && Font.boldTextWeight(800) == 900)
        #expect(Font.body.resolve(at: .large, legibilityWeight: true).weight == 600)
    }

    @Test("Increase Contrast: Color.blue takes the HIG's increased-contrast blue, iOS 26's (30, 110, 244) in light and (92, 184, 255) in dark")
    func increasedContrastSystemColour() {
        var environment = EnvironmentValues()
        DisplaySetting.increaseContrast.apply(to: &environment)
        // HIG, Color › System colors, Increased contrast columns (iOS 26).
        #expect(Color.blue.resolve(in: environment) == RGBAColor(red: 30.0 / 255, green: 110.0 / 255, blue: 244.0 / 255))
        environment.colorScheme = .dark
        #expect(Color.blue.resolve(in: environment) == RGBAColor(red: 92.0 / 255, green: 184.0 / 255, blue: 1))
        // The label colours keep their values: the HIG gives them no increased-contrast column.
        #expect(environment.colorSchemeContrast == .increased)
    }

    @Test("Increase Contrast reads a colour set's High Contrast variant; a set without one keeps its colour")
    func catalogHighContrast() throws {
        let folder = try temporaryFolder()
        let set = folder.appendingPathComponent("Assets.xcassets/Ink.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        func color(_ red: String, appearances: String) -> String {
            #"{ "color" : { "color-space" : "srgb", "components" : { "red" : "\#(red)", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } }, "idiom" : "universal"\#(appearances) }"#
        }
        let json = #"{ "colors" : [ \#(color("0.600", appearances: "")), \#(color("0.300", appearances: #", "appearances" : [ { "appearance" : "contrast", "value" : "high" } ]"#)) ], "info" : { "author" : "xcode", "version" : 1 } }"#
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let catalog = AssetCatalog(directories: [folder])
        let standard = try catalog.color(named: "Ink", scheme: .light, increasedContrast: false).get()
        let high = try catalog.color(named: "Ink", scheme: .light, increasedContrast: true).get()
        #expect(abs(standard.color.red - 0.6) < 1e-9 && abs(high.color.red - 0.3) < 1e-9 && high.hasHighContrastVariant)
    }

    @Test("Reduce Transparency: a material is drawn opaque, and the glass Home Screen's backdrop no longer shows the wallpaper")
    func reduceTransparency() throws {
        let view = Text("Now").padding().background(.ultraThinMaterial)
        func materialAlpha(_ setting: DisplaySetting) throws -> Double? {
            try layout(view, cell(setting)).displayList().commands.compactMap { command -> Double? in
                if case .fill(_, _, .color(let color)) = command, color.alpha < 1 || color == .white { return color.alpha }
                return nil
            }.first
        }
        #expect(try materialAlpha(.standard).map { $0 < 1 } == true)
        #expect(try materialAlpha(.reduceTransparency) == 1)
        let clear = ContextRendering(for: cell(.standard, context: .clearGlass)), opaque = ContextRendering(for: cell(.reduceTransparency, context: .clearGlass))
        #expect(clear.backdrop != opaque.backdrop && opaque.backdrop == ContextRendering.opaqueGlass)
    }

    @Test("A widget that draws nothing Increase Contrast or Reduce Transparency changes shares the standard layout, with the same findings as alone")
    func colourSettingsShareLayouts() throws {
        let cells = DisplaySetting.allCases.map { cell($0) }
        let together = CellPipeline().render(RegisteredWidget(FixedColourWidget.self), in: cells, output: .layout)
        let layouts = try together.map { try #require($0.layout) }
        #expect(layouts.allSatisfy { !$0.readsDisplaySettings })
        for (cell, rendered) in zip(cells, together) {
            let alone = CellPipeline().render(RegisteredWidget(FixedColourWidget.self), in: cell)
            #expect(rendered.findings == alone.findings)
            #expect(rendered.cell.displaySetting == cell.displaySetting && rendered.key.displaySetting == cell.displaySetting)
        }
        // Drawing Color.blue depends on Increase Contrast: noted, so that cell is laid out on its own.
        let blue = CellPipeline().render(RegisteredWidget(BlueLabelWidget.self), in: cells, output: [.layout, .drawing])
        #expect(blue[0].layout?.readsDisplaySettings == true)
        #expect(blue[0].displayList != blue[2].displayList, "standard and Increase Contrast draw different blues")
    }

    @Test("A layout depends on the settings it read or drew with: Color.blue and colorSchemeContrast on Increase Contrast, a material and accessibilityReduceTransparency on Reduce Transparency, Bold Text always")
    func dependsOnWhatWasRead() throws {
        let standard = cell(.standard)
        let plain = try layout(Text("Platform 4").background(Color(red: 0.9, green: 0.9, blue: 0.8)), standard)
        let blue = try layout(Text("Departures").foregroundStyle(Color.blue), standard)
        let material = try layout(Text("Now").padding().background(.ultraThinMaterial), standard)
        let asksContrast = try layout(ContrastReader(), standard)
        let asksTransparency = try layout(TransparencyReader(), standard)
        // (Increase Contrast, Reduce Transparency) each layout depends on.
        let expected: [(LayoutResult, Bool, Bool)] = [
            (plain, false, false), (blue, true, false), (material, false, true), (asksContrast, true, false), (asksTransparency, false, true),
        ]
        for (index, (layout, contrast, transparency)) in expected.enumerated() {
            #expect(layout.dependsOn(.increaseContrast) == contrast && layout.dependsOn(.reduceTransparency) == transparency, "layout \(index)")
            #expect(layout.dependsOn(.boldText) && !layout.dependsOn(.standard), "layout \(index)")
            #expect(layout.readsDisplaySettings == (contrast || transparency), "layout \(index)")
            // Made with the standard settings: it serves each colour setting it does not depend on, never Bold Text.
            #expect(layout.serves(.increaseContrast, madeWith: .standard) == !contrast, "layout \(index)")
            #expect(layout.serves(.reduceTransparency, madeWith: .standard) == !transparency, "layout \(index)")
            #expect(!layout.serves(.boldText, madeWith: .standard) && layout.serves(.standard, madeWith: .standard), "layout \(index)")
        }
        // Made with Increase Contrast on, a Color.blue layout serves no cell with it off; one that depends on neither setting does.
        let blueIncreased = try layout(Text("Departures").foregroundStyle(Color.blue), cell(.increaseContrast))
        #expect(!blueIncreased.serves(.standard, madeWith: .increaseContrast) && !blueIncreased.serves(.reduceTransparency, madeWith: .increaseContrast))
        #expect(plain.serves(.reduceTransparency, madeWith: .increaseContrast))
        // What the readers show is what the setting changes.
        #expect(try layout(ContrastReader(), cell(.increaseContrast)).texts.first?.text.string == "More contrast")
        #expect(try layout(TransparencyReader(), cell(.reduceTransparency)).texts.first?.text.string == "Opaque")
    }

    @Test("Reduce Transparency takes the standard layout of a widget that draws Color.blue and no material; Increase Contrast takes it recoloured (or builds its own with the swap off); findings as with no sharing")
    func colourSettingSharesWhatItDoesNotChange() {
        let cells = [cell(.standard), cell(.increaseContrast), cell(.reduceTransparency), cell(.standard, .dark), cell(.reduceTransparency, .dark)]
        var sharing = CellPipeline()
        sharing.checksPlaceholders = false
        var withoutSwap = sharing
        withoutSwap.recoloursForIncreasedContrast = false
        var withoutDarkSwap = sharing
        withoutDarkSwap.recoloursForDarkAppearance = false
        var reference = sharing
        reference.sharesAcrossDisplaySettings = false
        reference.recoloursForDarkAppearance = false
        let widget = RegisteredWidget(CountedBlueWidget.self)
        func builds(_ pipeline: CellPipeline) -> (results: [RenderedCell], builds: Int) {
            let start = countedBlueBuilds.withLock { $0 }
            let results = pipeline.render(widget, in: cells)
            return (results, countedBlueBuilds.withLock { $0 } - start)
        }
        let shared = builds(sharing), unswapped = builds(withoutSwap), undarkened = builds(withoutDarkSwap), alone = builds(reference)
        // Sharing builds the light standard layout only (1): Increase Contrast takes it with Color.blue swapped for its
        // high-contrast variant, the dark cells take it with every colour swapped for its dark variant, and Reduce
        // Transparency takes the standard layout of its appearance. Without the Increase Contrast swap that cell builds
        // its own (2); without the dark swap the dark standard cell does (2); the reference builds each of the five.
        #expect(shared.builds == 1)
        #expect(unswapped.builds == 2)
        #expect(undarkened.builds == 2)
        #expect(alone.builds == 5)
        for other in [shared, unswapped, undarkened] {
            #expect(other.results.map(\.findings) == alone.results.map(\.findings))
        }
        #expect(shared.results.map(\.key) == alone.results.map(\.key))
    }

    @Test("Reduce Transparency reports nothing on a widget with no material that does not read the setting: dim text on its own fill is the ordinary contrast checks', with sharing as without")
    func reduceTransparencyNeedsAMaterial() throws {
        let cells = [cell(.standard), cell(.increaseContrast), cell(.reduceTransparency), cell(.reduceTransparency, context: .standBy, .dark)]
        var sharing = CellPipeline()
        sharing.checksPlaceholders = false
        var reference = sharing
        reference.sharesAcrossDisplaySettings = false
        reference.recoloursForDarkAppearance = false
        let widget = RegisteredWidget(DimBlueWidget.self)
        let start = dimBlueBuilds.withLock { $0 }
        let shared = sharing.render(widget, in: cells)
        // Light: standard (serving Reduce Transparency, and Increase Contrast recoloured); dark (StandBy): Reduce Transparency.
        #expect(dimBlueBuilds.withLock { $0 } - start == 2)
        let alone = reference.render(widget, in: cells)
        #expect(shared.map(\.findings) == alone.map(\.findings))
        // Nothing the widget drew changed with the setting, so no finding claims it did ("materials are drawn solid").
        for result in shared + alone {
            #expect(!result.findings.contains { $0.message.contains("with Reduce Transparency on") }, "\(result.findings.map(\.message))")
        }
    }

    @Test("A cell's key names its display setting only when one is on, and reads back")
    func keyCoding() throws {
        let key = CellKey(widget: "W", cell: cell(.boldText))
        let data = try JSONEncoder().encode(key)
        #expect(String(decoding: data, as: UTF8.self).contains("\"displaySetting\":\"boldText\""))
        #expect(try JSONDecoder().decode(CellKey.self, from: data) == key)
        #expect(!String(decoding: try JSONEncoder().encode(CellKey(widget: "W", cell: cell(.standard))), as: UTF8.self).contains("displaySetting"))
        #expect(key.description.hasSuffix(" · boldText"))
        #expect(DisplaySetting(argument: "bold-text") == .boldText && DisplaySetting(argument: "REDUCE transparency") == .reduceTransparency)
    }
}
