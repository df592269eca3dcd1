import Foundation
import Testing
import Widgetry
import WidgetryCheck
import WidgetryPipeline
import WidgetrySamples

/// The accessibility audit's samples (issue 32): the broken home controls show each finding, the fixed ones none.
@Suite struct AccessibilitySampleTests {
    static func report(_ name: String, sizes: [DynamicTypeSize]? = nil) -> CheckReport {
        let widget = SampleWidgets.accessibilityCatalog.widget(named: name)!
        var matrix = CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice], contexts: [.homeScreen])
        if let sizes { matrix.sizes = sizes }
        return CheckReport(results: MatrixRunner().run(matrix))
    }

    @Test("The 30 pt icon button is too small and the toggles in a ZStack overlap")
    func hitRegions() {
        let problems = Self.report("HomeControls", sizes: [.large]).problems
        let small = problems.filter { $0.kind == .smallTapTarget }
        #expect(small.contains { $0.message.contains("ToggleLightsIntent") && $0.message.contains("30 × 30 pt") })
        #expect(problems.contains { $0.kind == .overlappingTapTargets && $0.message.contains("ToggleHeaterIntent covers") })
        // The finding names the line of the sample that wrote the control.
        #expect(small.allSatisfy { $0.source?.file.hasSuffix("HomeControls.swift") == true })
    }

    @Test("The fixed home controls have no hit-region findings")
    func hitRegionsFixed() {
        let problems = Self.report("HomeControlsFixed", sizes: [.large]).problems
        #expect(!problems.contains { [.smallTapTarget, .overlappingTapTargets].contains($0.kind) }, "\(problems.map(\.message))")
    }

    @Test("VoiceOver: the house icon and the icon-only lights button are unlabeled, both toggles read \"Switch\", the time is read last")
    func voiceOver() {
        let problems = Self.report("HomeControls", sizes: [.large]).problems
        let missing = problems.filter { $0.kind == .missingAccessibilityLabel }
        #expect(missing.contains { $0.message.contains("'house.fill'") && $0.message.hasPrefix("this image") })
        #expect(missing.contains { $0.message.contains("'lightbulb'") && $0.message.contains("button shows only an image") })
        #expect(problems.contains { $0.kind == .repeatedAccessibilityLabel && $0.message.contains("\"Switch\"") })
        #expect(problems.contains { $0.kind == .readingOrderMismatch && $0.message.contains("\"Updated 9:41\"") })
    }

    @Test("VoiceOver reads the fixed widget in order, each element labelled once")
    func voiceOverFixed() throws {
        let widget = SampleWidgets.accessibilityCatalog.widget(named: "HomeControlsFixed")!
        let rendered = CellPipeline().render(widget, in: WidgetCell(family: .systemMedium))
        let read = try #require(rendered.readingOrder).map(\.spoken)
        // The house and lock icons are hidden: the texts beside them say what they show.
        #expect(read == ["Home", "Updated 9:41", "Front door locked", "Alarm off", "Lights, button", "Fan, toggle", "Heater, toggle"])
        let kinds: Set<FindingKind> = [.missingAccessibilityLabel, .repeatedAccessibilityLabel, .readingOrderMismatch]
        #expect(!rendered.findings.contains { kinds.contains($0.kind) }, "\(rendered.findings)")
    }
}

/// Colour vision: the red/green door dots and the red alarm caption.
@Suite struct ColorVisionSampleTests {
    @Test("The red and green dots look alike with a red–green deficiency; the red caption loses its contrast with protanopia")
    func flagged() {
        let problems = AccessibilitySampleTests.report("HomeControls", sizes: [.large]).problems
        let status = problems.filter { $0.kind == .colorOnlyStatus }
        #expect(status.count == 1)
        #expect(status.first?.message.contains("deuteranopia") == true || status.first?.message.contains("protanopia") == true)
        let caption = problems.filter { $0.kind == .lowContrastInColorVision }
        #expect(caption.count == 1)
        #expect(caption.first?.message.contains("\"Alarm off\"") == true && caption.first?.message.contains("protanopia") == true)
    }

    @Test("The fixed widget says the door's state in words and draws the caption in white: no colour-vision findings")
    func fixedClean() {
        let problems = AccessibilitySampleTests.report("HomeControlsFixed").problems
        #expect(!problems.contains { [.colorOnlyStatus, .lowContrastInColorVision].contains($0.kind) }, "\(problems.map(\.message))")
    }
}

/// The display-setting axis (issue 32) on the now-playing samples: Reduce Transparency turns the caption's
/// material opaque.
@Suite struct DisplaySettingSampleTests {
    static func report(_ name: String) -> CheckReport {
        let widget = SampleWidgets.accessibilityCatalog.widget(named: name)!
        var matrix = CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice], sizes: [.large], appearances: [.light],
                                 contexts: [.homeScreen])
        matrix.displaySettings = DisplaySetting.allCases
        return CheckReport(results: MatrixRunner().run(matrix))
    }

    @Test("White text on a material is illegible with Reduce Transparency only, and the report says so")
    func materialUnderReduceTransparency() throws {
        let report = Self.report("NowPlaying")
        // 1 family × 1 size × 1 appearance × 1 context × 4 display settings.
        #expect(report.cellCount == 4)
        let low = try #require(report.problems.first { $0.kind == .lowContrast && $0.message.contains("\"Night Drive\"") })
        #expect(low.message.contains("with Reduce Transparency on"))
        #expect(low.cells.allSatisfy { $0.displaySetting == .reduceTransparency })
        #expect(report.summary().contains("only with reduceTransparency"))
    }

    @Test("Sharing layouts and finished cells across display settings and appearances reports, for every sample, what checking each cell on its own reports")
    func sharingMatchesEachSettingAlone() throws {
        let widgets = SampleWidgets.catalog.widgets + SampleWidgets.accessibilityCatalog.widgets
        // Every family, context and appearance of each sample, at the smallest and largest widget text sizes, on one iPhone.
        var matrix = CheckMatrix(widgets: widgets, devices: [try #require(DeviceCatalog.device(named: "iPhone 16"))], sizes: [.large, .accessibility5])
        matrix.displaySettings = DisplaySetting.allCases
        var reference = CellPipeline()
        reference.sharesAcrossDisplaySettings = false
        reference.recoloursForDarkAppearance = false
        let shared = MatrixRunner(output: [.layout, .drawing]).run(matrix)
        let alone = MatrixRunner(pipeline: reference, output: .drawing).run(matrix)
        #expect(shared.count == matrix.jobs().count && alone.count == shared.count)
        for (a, b) in zip(shared, alone) {
            #expect(a.key == b.key)
            #expect(a.findings == b.findings, "\(a.key)")
            // Cells drawn from a layout recoloured for Increase Contrast or the dark appearance draw exactly what
            // building them does.
            #expect(a.displayList == b.displayList, "\(a.key)")
        }
        // The sharing is exercised: Reduce Transparency cells of widgets that draw a system colour with a
        // high-contrast variant but no material, which each setting used to lay out again.
        #expect(shared.contains { $0.cell.displaySetting == .reduceTransparency && $0.layout?.readsIncreaseContrast == true
                && $0.layout?.readsReduceTransparency == false })
    }

    @Test("The fixed caption (primary style) is clean under every display setting")
    func fixedIsClean() {
        let report = Self.report("NowPlayingFixed")
        #expect(!report.problems.contains { $0.kind == .lowContrast }, "\(report.problems.map(\.message))")
    }
}
