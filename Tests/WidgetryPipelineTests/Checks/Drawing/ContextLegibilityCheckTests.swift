import Foundation
import Testing
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// The presentation contexts, each rendered as WidgetKit renders it, and what becomes illegible there.
@Suite struct ContextLegibilityCheckTests {
    private func findings(_ view: some View, _ context: PresentationContext, family: WidgetFamily = .systemMedium,
                          scheme: ColorScheme = .dark, options: WidgetOptions = WidgetOptions()) -> [Finding] {
        let cell = WidgetCell(family: family, colorScheme: scheme, context: context)
        return CellPipeline().render(AnyView(view), named: "w", in: cell, options: options, isWidget: true).findings
    }

    @Test("Each context gives the widget WidgetKit's rendering mode and container-background flag")
    func environmentPerContext() {
        let expected: [(PresentationContext, WidgetRenderingMode, Bool)] = [
            (.homeScreen, .fullColor, true), (.tinted, .accented, false), (.clearGlass, .accented, false),
            (.tintedGlass, .accented, false), (.standBy, .fullColor, false), (.standByNight, .fullColor, false),
        ]
        for (context, mode, shows) in expected {
            let environment = WidgetRenderer.environment(for: WidgetCell(family: .systemSmall, context: context),
                                                         options: WidgetOptions(), assets: AssetCatalog())
            #expect(environment.widgetRenderingMode == mode, "\(context)")
            #expect(environment.showsWidgetContainerBackground == shows, "\(context)")
        }
        let lock = WidgetRenderer.environment(for: WidgetCell(family: .accessoryCircular), options: WidgetOptions(), assets: AssetCatalog())
        #expect(lock.widgetRenderingMode == .vibrant && !lock.showsWidgetContainerBackground)
        // StandBy is always dark, whatever the cell's appearance.
        #expect(WidgetRenderer.environment(for: WidgetCell(family: .systemSmall, colorScheme: .light, context: .standBy),
                                           options: WidgetOptions(), assets: AssetCatalog()).colorScheme == .dark)
    }

    @Test("Text that relied on the container background loses it in StandBy; .primary text does not")
    func standByRemovesBackground() {
        let fixed = Text("Departures").foregroundColor(.black).containerBackground(.white, for: .widget)
        let contrast = findings(fixed, .standBy, family: .systemSmall).filter { $0.kind == .lowContrast }
        // Black text on StandBy's black: contrast (0 + 0.05) / (0 + 0.05) = 1:1.
        #expect(contrast.count == 1)
        #expect(contrast.first?.message.contains("removed here") == true)
        #expect(findings(fixed, .homeScreen, family: .systemSmall).allSatisfy { $0.kind != .lowContrast })
        let adaptive = Text("Departures").foregroundStyle(.primary).containerBackground(.white, for: .widget)
        #expect(findings(adaptive, .standBy, family: .systemSmall).allSatisfy { $0.kind != .lowContrast })
    }

    @Test("Text darkened by colorMultiply is checked in the colour drawn: white × 0.1 grey is unreadable on StandBy's black")
    func multipliedText() {
        let text = Text("Departures").foregroundStyle(.white)
        #expect(findings(text, .standBy, family: .systemSmall).allSatisfy { $0.kind != .lowContrast })
        // White × (0.1, 0.1, 0.1): relative luminance 0.01, contrast (0.01 + 0.05) / (0 + 0.05) = 1.2:1 on black.
        let dimmed = text.colorMultiply(Color(red: 0.1, green: 0.1, blue: 0.1))
        #expect(findings(dimmed, .standBy, family: .systemSmall).filter { $0.kind == .lowContrast }.count == 1)
    }

    @Test("Marks told apart only by colour are flagged where the accented mode draws them alike, not in full colour")
    func colourOnly() {
        let dots = HStack {
            Circle().fill(Color.green).frame(width: 10, height: 10)
            Circle().fill(Color.red).frame(width: 10, height: 10)
        }.containerBackground(.black, for: .widget)
        #expect(findings(dots, .tinted).filter { $0.kind == .colorOnlyDistinction }.count == 1)
        #expect(findings(dots, .homeScreen).allSatisfy { $0.kind != .colorOnlyDistinction })
        // One dot in the accent group: the two colours stay apart.
        let accented = HStack {
            Circle().fill(Color.green).frame(width: 10, height: 10).widgetAccentable()
            Circle().fill(Color.red).frame(width: 10, height: 10)
        }.containerBackground(.black, for: .widget)
        #expect(findings(accented, .tinted).allSatisfy { $0.kind != .colorOnlyDistinction })
    }

    @Test("A background marked not removable makes a small widget ineligible for StandBy")
    func nonRemovableBackground() {
        var options = WidgetOptions()
        options.containerBackgroundRemovable = false
        // A dark blue of its own (white on it: relative luminance 0.039, contrast 1.05 / 0.089 = 11.8:1), so no colour-vision finding depends on the release's system blue.
        let view = Text("Hi").containerBackground(Color(red: 0, green: 0.2, blue: 0.5), for: .widget)
        #expect(findings(view, .standBy, family: .systemSmall, options: options).map(\.kind) == [.backgroundNotRemovable])
        #expect(findings(view, .standBy, family: .systemSmall).allSatisfy { $0.kind != .backgroundNotRemovable })
    }

    @Test("A cell key and a matrix carry the context; a family shows only where it appears")
    func contextsPerFamily() {
        #expect(PresentationContext.all(for: .systemSmall, on: .phone)
                == [.homeScreen, .tinted, .clearGlass, .tintedGlass, .standBy, .standByNight])
        #expect(PresentationContext.all(for: .systemSmall, on: .pad) == [.homeScreen, .tinted, .clearGlass, .tintedGlass])
        #expect(PresentationContext.all(for: .accessoryInline, on: .phone) == [.lockScreen])
        #expect(PresentationContext(argument: "tinted-glass") == .tintedGlass)
        #expect(PresentationContext(argument: "nightstand") == nil)
    }
}
