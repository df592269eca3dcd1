import Foundation
import Testing
import WidgetryUI
@testable import WidgetryCharts

/// A selection overlay as chart screens write it: a reader over the plot that converts a touch to a value and draws the
/// selected value's rule, with a hint when nothing is selected.
@Suite struct ChartOverlayTests {
    struct Steps: Identifiable { let id: Int; let day: String; let count: Double }
    final class Seen: @unchecked Sendable { var plot: CGRect?; var position: CGFloat??; var value: String?? }

    private func chart(_ seen: Seen, selected: Binding<String?>) -> some View {
        let data = [Steps(id: 0, day: "Mon", count: 4000), Steps(id: 1, day: "Tue", count: 6500)]
        return Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) }
            .chartXSelection(value: selected)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    let _ = {
                        seen.plot = geometry[proxy.plotAreaFrame]
                        seen.position = .some(selected.wrappedValue.flatMap { proxy.position(forX: $0) })
                        seen.value = .some(proxy.value(atX: 10, as: String.self))
                    }()
                    if selected.wrappedValue == nil { Text("Touch a bar") }
                }
            }
            .frame(width: 200, height: 100)
    }

    @Test("The overlay is laid out over the chart with the plot frame in its own coordinates; nothing is selected")
    func overlay() throws {
        let seen = Seen()
        var selection: String? = nil
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let result = layout(chart(seen, selected: binding))
        // The reader fills the chart: the plot frame is the overlay's own, at its origin.
        #expect(seen.plot == CGRect(x: 0, y: 0, width: 200, height: 100))
        // No touch reaches a widget: no selection, no value at a position.
        #expect(selection == nil && seen.position == .some(nil) && seen.value == .some(nil))
        let hint = try #require(result.texts.first { $0.text.string == "Touch a bar" })
        let chartFrame = try #require(result.root.allElements.first { $0.frame.size == CGSize(width: 200, height: 100) }?.frame)
        #expect(chartFrame.contains(hint.element.frame))
    }
}
