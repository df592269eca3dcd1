import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct GaugeTests {
    @Test("Values are placed within the range and clamped", arguments: [
        (5.0, 0.0, 10.0, 0.5), (-3.0, 0.0, 10.0, 0.0), (12.0, 0.0, 10.0, 1.0), (1.0, 1.0, 1.0, 0.0), (Double.nan, 0.0, 1.0, 0.0),
    ])
    func fraction(value: Double, lower: Double, upper: Double, expected: Double) {
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(value, lower: lower, upper: upper) == expected)
    }

    @Test("The circular gauge's arc runs clockwise from 7:30 over the top: half the range ends at 12 o'clock")
    func arcGeometry() {
        let rect = CGRect(x: 0, y: 0, width: 76, height: 76)
        let half = _GaugeArc(from: 0, to: 0.5).path(in: rect)
        let radius = 38 - 3.0   // the ring's centre line: half the side less half the 6 pt thickness
        let end = half.currentPoint
        #expect(end.map { abs($0.x - 38) < 1e-6 && abs($0.y - (38 - radius)) < 1e-6 } == true)
        // Three quarters of a turn in all; half of it is 3/8 of the circumference.
        #expect(abs(half.data.length - 2 * .pi * radius * 3 / 8) < 0.05)
    }

    @Test("A capacity ring fills the square it is offered and shows its current value in the middle")
    func circularCapacity() {
        let gauge = Gauge(value: 0.25) { Text("Battery") } currentValueLabel: { Text("25") }
            .gaugeStyle(.accessoryCircularCapacity)
        let result = layout(gauge, width: 76, height: 76)
        #expect(result.root.frame.size == CGSize(width: 76, height: 76))
        let strokes = result.allElements.filter { if case .styledStroke = $0.content { return true } else { return false } }
        #expect(strokes.count == 1)
        let value = result.texts.first { $0.text.string == "25" }
        #expect(value.map { abs($0.element.frame.midX - 38) < 1 } == true)
    }

    @Test("A linear gauge is a 6 pt bar between its minimum and maximum labels, under its label")
    func linear() {
        let gauge = Gauge(value: 40.0, in: 0...100) { Text("Speed") } currentValueLabel: { Text("40") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
        let result = layout(gauge.frame(width: 200), width: 300, height: 100)
        #expect(result.texts.map(\.text.string) == ["Speed", "40", "0", "100"])
        let bars = result.allElements.filter { $0.name == "Capsule" }
        #expect(bars.count == 1 && bars[0].frame.height == 6)
        let zero = result.texts.first { $0.text.string == "0" }!.element.frame
        let hundred = result.texts.first { $0.text.string == "100" }!.element.frame
        #expect(zero.maxX < bars[0].frame.minX && bars[0].frame.maxX < hundred.minX)
    }
}
