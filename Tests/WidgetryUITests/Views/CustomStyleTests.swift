import Foundation
import Testing
@testable import WidgetryUI

@Suite struct CustomStyleTests {
    struct TitleAbove: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.title; configuration.icon }
        }
    }

    struct Readout: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text("\(Int(configuration.value * 100))%")
                configuration.currentValueLabel
            }
        }
    }

    @Test("A custom LabelStyle gets the title and icon; a built-in style set later replaces it")
    func labelStyle() throws {
        let result = layout(Label("Rain", systemImage: "cloud.rain").labelStyle(TitleAbove()))
        let title = try #require(result.texts.first?.element)
        let icon = try #require(result.allElements.first { $0.kind == .symbol })
        #expect(title.frame.maxY <= icon.frame.minY)
        let inner = layout(Label("Rain", systemImage: "cloud.rain").labelStyle(.titleOnly).labelStyle(TitleAbove()))
        #expect(!inner.allElements.contains { $0.kind == .symbol })
    }

    @Test("A custom GaugeStyle gets the value as a fraction of the range and the labels")
    func gaugeStyle() {
        let gauge = Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") }
        // 30 in 0...120 is a quarter.
        #expect(layout(gauge.gaugeStyle(Readout())).texts.map(\.text.string) == ["Speed", "25%", "30"])
    }

    @Test("labelStyle(.iconOnly/.titleOnly/.titleAndIcon) still choose the parts shown")
    func builtInLabelStyles() {
        #expect(layout(Label("A", systemImage: "a").labelStyle(.iconOnly)).texts.isEmpty)
        #expect(layout(Label("A", systemImage: "a").labelStyle(.titleAndIcon)).texts.count == 1)
    }
}
