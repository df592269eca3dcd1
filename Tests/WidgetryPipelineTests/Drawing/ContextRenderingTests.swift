import Foundation
import Testing
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// One type says how each presentation context renders; the drawing and the checks read it.
@Suite struct ContextRenderingTests {
    /// A 60-point red square inside a systemSmall widget without a container background.
    private func redSquare(in context: PresentationContext, _ colorScheme: ColorScheme = .light) throws -> (list: DisplayList, cell: WidgetCell) {
        let cell = WidgetCell(family: .systemSmall, colorScheme: colorScheme, context: context)
        let layout = try WidgetRenderer.layout(AnyView(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 60, height: 60)),
                                               cell: cell, options: WidgetOptions(), assets: AssetCatalog())
        return (WidgetRenderer.displayList(for: layout, cell: cell), cell)
    }

    /// The colours of the drawing's filled rectangles, in drawing order.
    private func fills(_ list: DisplayList) -> [RGBAColor] {
        list.commands.compactMap { command in
            if case .fill(_, _, .color(let color)) = command { return color }
            return nil
        }
    }

    @Test("What the checks take for a colour as shown is what the drawing paints, in every context and appearance",
          arguments: PresentationContext.allCases.filter { $0.shows(.systemSmall, on: .phone) }, ColorScheme.allCases)
    func checksSeeTheDrawnColours(context: PresentationContext, colorScheme: ColorScheme) throws {
        let (list, cell) = try redSquare(in: context, colorScheme)
        let rendering = ContextRendering(for: cell)
        let painted = fills(list)
        // First the backdrop (or, on the full-colour Home Screen, the system background: the widget has none),
        // then the square.
        #expect(painted.count == 2)
        let backdrop = try #require(painted.first), square = try #require(painted.last)
        let mappedBackdrop = switch rendering.colorMapping {
        case .greyscale: rendering.backdrop.greyscale
        case .nightRed: rendering.backdrop.nightRed
        case .fullColor, .accented: rendering.backdrop
        }
        #expect(backdrop == mappedBackdrop)
        #expect(square == rendering.shown(RGBAColor(red: 1, green: 0, blue: 0), inAccentGroup: false))
    }

    @Test("The Lock Screen's wallpaper surrounds the widget; elsewhere the backdrop takes the widget's shape")
    func wallpaperSurrounds() throws {
        let cell = WidgetCell(family: .accessoryRectangular, context: .lockScreen)
        let layout = try WidgetRenderer.layout(AnyView(Text("9:41")), cell: cell, options: WidgetOptions(), assets: AssetCatalog())
        let list = WidgetRenderer.displayList(for: layout, cell: cell)
        #expect(ContextRendering(for: cell).wallpaperSurroundsWidget)
        guard case .fill(.rectangle, _, _) = list.commands.first else { Issue.record("the wallpaper is not drawn first, unclipped"); return }
        let tinted = try redSquare(in: .tinted).list
        guard case .beginClip = tinted.commands.first else { Issue.record("the tinted backdrop is not clipped to the widget"); return }
    }

    @Test("Only the usual contexts are left out of cell names; every family has exactly one")
    func usualContexts() {
        for family in WidgetFamily.allCases {
            let usual = PresentationContext.allCases.filter { ContextRendering.isUsual($0, for: family) }
            #expect(usual.count == 1, "\(family): \(usual)")
            #expect(ContextRendering.usualContexts.contains(usual[0]))
        }
        // The help text names every context, so the command line's help grows with the enum.
        for context in PresentationContext.allCases { #expect(ContextRendering.contextsHelp.contains(context.rawValue)) }
    }

    /// A context case named in a Swift file (`.tinted`, `"standBy"`), a comparison with one (`context == .x`),
    /// or a `switch context {`: what a site that maps a context by itself looks like.
    private static var contextMapping: Regex<AnyRegexOutput> { try! Regex(
        #"\.(homeScreen|tinted|clearGlass|tintedGlass|standBy|standByNight)\b|[Cc]ontext[^\n]*\.lockScreen\b|"(homeScreen|tinted|clearGlass|tintedGlass|lockScreen|standBy|standByNight)"|context (==|!=) \.|switch (cell\.)?context \{"#) }

    /// Words every match of `contextMapping` contains: a line without any of them is skipped before the regex,
    /// which in a debug build costs milliseconds a line (the scan took 17 s alone, 66 s beside the other tests).
    private static let contextWords = ["homeScreen", "tinted", "Glass", "standBy", "ontext"]

    private static func mapsAContext(_ line: Substring) -> Bool {
        contextWords.contains { line.contains($0) } && line.contains(contextMapping)
    }

    @Test("Every site that maps a presentation context goes through ContextRendering: no other source file names a context's case")
    func oneHomeForContexts() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        // The enum itself (its facts: rendering mode, families, names) and the one type that maps it.
        let homes: Set<String> = ["WidgetryReference/PresentationContext.swift", "WidgetryPipeline/Drawing/ContextRendering.swift"]
        var offenders: [String] = []
        var scanned = 0
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            scanned += 1
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            guard !homes.contains(relative) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && Self.mapsAContext(line) {
                offenders.append("\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(scanned > 300, "the scan found the sources")
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test("The scan recognises a site that maps a context by itself")
    func scanCatchesAMapping() {
        #expect(Self.mapsAContext("guard context != .homeScreen else { return }"))
        #expect(Self.mapsAContext(#"fill("context", contexts.filter(c => c !== "lockScreen"))"#))
        #expect(Self.mapsAContext("case .standByNight: return list.mappingColors(\\.nightRed)"))
        #expect(!Self.mapsAContext("case .lockScreen: return banner"))
    }
}
