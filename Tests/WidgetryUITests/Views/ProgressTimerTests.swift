import Foundation
import Testing
@testable import WidgetryUI

@Suite struct ProgressTimerTests {
    let start = Date(timeIntervalSince1970: 1_780_000_000)

    @Test("ProgressView(timerInterval:) draws the part left at the render's now when counting down, the part elapsed when counting up")
    func fraction() throws {
        let interval = start...start.addingTimeInterval(100)
        func fill(_ view: some View) throws -> CGFloat {
            // now = start + 25 s: a quarter has elapsed, three quarters remain.
            let result = layout(view.frame(width: 200), width: 300, height: 100) { $0.now = self.start.addingTimeInterval(25) }
            let bar = try #require(result.allElements.last { element in
                if case .shape(.path(let path), _, _, _) = element.content { return path.controlPointBounds.width > 0 }
                return false
            })
            guard case .shape(.path(let path), _, _, _) = bar.content else { return -1 }
            return path.controlPointBounds.width
        }
        #expect(abs(try fill(ProgressView(timerInterval: interval)) - 150) < 1e-6)                     // 0.75 × 200
        #expect(abs(try fill(ProgressView(timerInterval: interval, countsDown: false)) - 50) < 1e-6)   // 0.25 × 200
    }

    @Test("Outside its interval the fraction is clamped")
    func clamped() {
        let interval = start...start.addingTimeInterval(60)
        #expect(ProgressView<EmptyView>.fraction(of: interval, countsDown: true, at: start.addingTimeInterval(-10)) == 1)
        #expect(ProgressView<EmptyView>.fraction(of: interval, countsDown: true, at: start.addingTimeInterval(90)) == 0)
        #expect(ProgressView<EmptyView>.fraction(of: start...start, countsDown: false, at: start) == 1)
    }

    @Test("The time remaining is shown under the bar, with the label above it")
    func labels() {
        let interval = start...start.addingTimeInterval(90)
        let result = layout(ProgressView(timerInterval: interval) { Text("Tea") }) { $0.now = self.start }
        #expect(result.texts.map(\.text.string) == ["Tea", "1:30"])
    }

    @Test("A current value label of the code's own replaces the time remaining; an EmptyView hides it")
    func currentValueLabel() {
        let interval = start...start.addingTimeInterval(90)
        let own = layout(ProgressView(timerInterval: interval, countsDown: false) { Text("Tea") } currentValueLabel: { Text("Steeping") }) {
            $0.now = self.start
        }
        #expect(own.texts.map(\.text.string) == ["Tea", "Steeping"])
        let hidden = layout(ProgressView(timerInterval: interval) { EmptyView() } currentValueLabel: { EmptyView() }) { $0.now = self.start }
        #expect(hidden.texts.isEmpty)
        let valued = layout(ProgressView(value: 0.5) { Text("Half") } currentValueLabel: { Text("50%") })
        #expect(valued.texts.map(\.text.string) == ["Half", "50%"])
    }
}
