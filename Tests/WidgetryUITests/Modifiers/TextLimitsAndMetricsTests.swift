import Foundation
import Testing
import WidgetryGraphics
import WidgetryReference
@testable import WidgetryUI

/// A square whose side follows the text size, as widgets size icons beside text.
private struct ScaledSquare: View {
    @ScaledMetric var side: CGFloat = 20
    var body: some View { Color.red.frame(width: side, height: side) }
}

/// Equal within rounding: heights are rounded up to whole device pixels, which leaves a trace of float error.
private func close(_ a: CGFloat?, _ b: CGFloat) -> Bool { a.map { abs($0 - b) < 0.001 } ?? false }

@Suite struct TextLimitsAndMetricsTests {
    /// Lays out with fixed text metrics (10 pt per character, 20 pt per line; `InjectedMeasurerTests`), in a fixed-size
    /// font, which puts no leading between lines (a text style's is tested in `TextToTextSpacingTests`).
    private func fixed<V: View>(_ view: V, width: CGFloat = 300) -> LayoutResult {
        layout(view, width: width, height: 300) { $0.textMeasurer = FixedMetricsMeasurer(); $0.font = .system(size: 17) }
    }

    @Test("lineLimit(3, reservesSpace: true) is three lines tall for one line of text")
    func reservesSpace() {
        #expect(close(fixed(Text("short").lineLimit(3, reservesSpace: true)).frame("Text(\"short\")").height, 3 * 20))
        #expect(close(fixed(Text("short").lineLimit(3, reservesSpace: false)).frame("Text(\"short\")").height, 20))
    }

    @Test("lineLimit(2...4) reserves two lines and wraps up to four, then truncates")
    func closedRange() {
        #expect(close(fixed(Text("short").lineLimit(2...4)).frame("Text(\"short\")").height, 2 * 20))
        // 60 characters in 100 pt: 10 per line, 6 lines needed, 4 shown.
        let long = fixed(Text(String(repeating: "a", count: 60)).frame(width: 100).lineLimit(2...4))
        let text = long.texts.first
        #expect(close(text?.element.frame.height, 4 * 20))
        #expect(text?.text.measurement.isTruncated == true)
    }

    @Test("lineLimit(2...) reserves two lines with no upper limit; lineLimit(...3) reserves nothing")
    func partialRanges() {
        #expect(close(fixed(Text("short").lineLimit(2...)).frame("Text(\"short\")").height, 2 * 20))
        let long = fixed(Text(String(repeating: "a", count: 60)).frame(width: 100).lineLimit(2...))
        #expect(close(long.texts.first?.element.frame.height, 6 * 20))
        #expect(close(fixed(Text("short").lineLimit(...3)).frame("Text(\"short\")").height, 20))
    }

    @Test("@ScaledMetric follows body text: its value at the default size, × 53/17 at accessibility5")
    func scaledMetric() {
        // Apple's body style is 17 pt at Large and 53 pt at AX5 (Reference/dynamic-type.json).
        let large = layout(ScaledSquare()) { $0.dynamicTypeSize = .large }
        #expect(large.frame("Color").width == 20)
        let largest = layout(ScaledSquare()) { $0.dynamicTypeSize = .accessibility5 }
        #expect(abs(largest.frame("Color").width - 20 * 53 / 17) < 0.001)
    }

    @Test("containerRelativeFrame measures against the widget's content area")
    func containerRelative() {
        // A 300 pt canvas with 16 pt margins offers 268 pt. Three columns 8 pt apart are (268 − 16) / 3 = 84 pt;
        // spanning two is 84 × 2 + 8 = 176 pt.
        let result = LayoutEngine.layout(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8).frame(height: 10),
                                         canvasSize: CGSize(width: 300, height: 300),
                                         contentRect: CGRect(x: 16, y: 16, width: 268, height: 268))
        #expect(result.frame("Color").width == 176)
        let whole = LayoutEngine.layout(Color.red.containerRelativeFrame([.horizontal, .vertical]),
                                        canvasSize: CGSize(width: 300, height: 200),
                                        contentRect: CGRect(x: 16, y: 16, width: 268, height: 168))
        #expect(whole.frame("Color").size == CGSize(width: 268, height: 168))
    }
}
