import Foundation
import Testing
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A widget that shows a different, longer label when the system renders it accented (tinted and glass Home
/// Screens), as widgets that adapt to `widgetRenderingMode` do.
struct RenderingModeLabelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "mode-label", provider: OneEntryProvider()) { _ in
            ModeLabel().containerBackground(Color.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

private struct ModeLabel: View {
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        Text(renderingMode == .accented ? "Accented: a label long enough to need three lines" : "Full colour")
    }
}

/// The same widget without asking for the rendering mode.
struct PlainLabelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "plain-label", provider: OneEntryProvider()) { _ in
            Text("Full colour").containerBackground(Color.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// A widget that names the device it is on, as widgets that read `UIScreen.main` or `UIDevice.current` do.
struct DeviceNameWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "device-name", provider: OneEntryProvider()) { _ in
            DeviceName().containerBackground(Color.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

private struct DeviceName: View {
    @Environment(\.deviceProfile) private var device

    var body: some View { Text(device?.name ?? "unknown") }
}

@Suite struct SharedLayoutTests {
    private let contexts: [PresentationContext] = [.homeScreen, .tinted, .clearGlass, .standBy]

    private func cells() -> [WidgetCell] {
        contexts.map { WidgetCell(family: .systemSmall, dynamicTypeSize: .large, colorScheme: .dark, context: $0) }
    }

    @Test("A widget that reads widgetRenderingMode is laid out per context, and its accented label is the one tinted cells show")
    func readingWidgetIsLaidOutPerContext() throws {
        let rendered = CellPipeline().render(RegisteredWidget(RenderingModeLabelWidget.self), in: cells(), output: .layout)
        let layouts = try rendered.map { try #require($0.layout) }
        #expect(layouts.allSatisfy { $0.readsPresentationValues })
        #expect(layouts[0].texts.map(\.text.string) == ["Full colour"])
        #expect(layouts[1].texts.first?.text.string.hasPrefix("Accented") == true)
        #expect(layouts[2].texts.first?.text.string.hasPrefix("Accented") == true)
        // StandBy renders in full colour (PresentationContext.renderingMode).
        #expect(layouts[3].texts.map(\.text.string) == ["Full colour"])
    }

    @Test("A widget that reads neither value shares one layout, and each context still gets its own drawing and checks")
    func plainWidgetSharesItsLayout() throws {
        let shared = CellPipeline().render(RegisteredWidget(PlainLabelWidget.self), in: cells(), output: [.layout, .drawing])
        let alone = cells().map { CellPipeline().render(RegisteredWidget(PlainLabelWidget.self), in: $0, output: [.layout, .drawing]) }
        #expect(shared.allSatisfy { $0.layout?.readsPresentationValues == false })
        for (together, single) in zip(shared, alone) {
            #expect(together.key == single.key)
            #expect(together.findings == single.findings)
            #expect(together.displayList == single.displayList)
        }
        // The container background is removed on tinted, glass and StandBy screens: their drawings differ from the Home Screen's.
        #expect(shared[1].displayList != shared[0].displayList)
        #expect(shared[3].displayList != shared[0].displayList)
    }

    // iPhone 16 and iPhone 14 give a small widget the same 158 × 158 pt at 3x (Reference/widget-sizes.json).
    private func twoPhones() throws -> [WidgetCell] {
        try ["iPhone 16", "iPhone 14"].map { WidgetCell(family: .systemSmall, device: try #require(DeviceCatalog.device(named: $0))) }
    }

    @Test("A widget that asks which device it is on is laid out per device, even where the widget sizes are equal")
    func deviceReadingWidgetIsLaidOutPerDevice() throws {
        let rendered = CellPipeline().render(RegisteredWidget(DeviceNameWidget.self), in: try twoPhones(), output: .layout)
        let layouts = try rendered.map { try #require($0.layout) }
        #expect(layouts.allSatisfy { $0.readsDeviceProfile })
        #expect(layouts.map { $0.texts.first?.text.string } == ["iPhone 16", "iPhone 14"])
    }

    @Test("Devices with the same widget size share a widget's layout when it does not ask, and each cell keeps its own key")
    func sameSizedDevicesShare() throws {
        let cells = try twoPhones()
        let shared = CellPipeline().render(RegisteredWidget(PlainLabelWidget.self), in: cells, output: [.layout, .drawing])
        #expect(shared.map(\.key.device) == ["iPhone 16", "iPhone 14"])
        #expect(shared.allSatisfy { $0.layout?.readsDeviceProfile == false })
        #expect(shared[0].displayList == shared[1].displayList)
        #expect(shared[0].findings == CellPipeline().render(RegisteredWidget(PlainLabelWidget.self), in: cells[1]).findings)
    }

    @Test("Resolving colours does not count as asking for the appearance; @Environment(\\.colorScheme) does")
    func colorSchemeReads() throws {
        let light = WidgetCell(family: .systemSmall, colorScheme: .light)
        let plain = CellPipeline().render(RegisteredWidget(PlainLabelWidget.self), in: light, output: .layout)
        #expect(plain.layout?.readsColorScheme == false)
        let asking = CellPipeline().render(RegisteredWidget(SchemeLabelWidget.self), in: light, output: .layout)
        #expect(asking.layout?.readsColorScheme == true)
    }
}

/// A widget whose text depends on the appearance.
struct SchemeLabelWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "scheme-label", provider: OneEntryProvider()) { _ in
            SchemeLabel().containerBackground(Color.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View { Text(colorScheme == .dark ? "Night" : "Day").foregroundStyle(.secondary) }
}
