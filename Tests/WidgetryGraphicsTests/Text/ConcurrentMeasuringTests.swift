import Foundation
import Testing
import WidgetryGraphics

@Suite("Measuring from many tasks")
struct ConcurrentMeasuringTests {
    @Test("8 tasks measuring 200 strings each agree with measuring serially")
    func concurrentEqualsSerial() async {
        let inputs: [(AttributedText, TextLayoutOptions)] = (0..<200).map { i in
            let text = AttributedText("Item \(i): 今天 \(String(repeating: "lorem ", count: i % 13))",
                                      font: inter(CGFloat(11 + i % 9), weight: 100 * (1 + i % 9)))
            return (text, TextLayoutOptions(width: CGFloat(60 + i % 150), maxLines: i % 3 == 0 ? nil : 1 + i % 4,
                                            truncation: [.head, .middle, .tail][i % 3]))
        }
        let serial = inputs.map { uncachedMeasurer.measure($0.0, options: $0.1) }
        let concurrent = await withTaskGroup(of: [TextMeasurement].self) { group in
            for _ in 0..<8 {
                group.addTask { inputs.map { uncachedMeasurer.measure($0.0, options: $0.1) } }
            }
            var all: [[TextMeasurement]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(concurrent.count == 8)
        for result in concurrent {
            #expect(result == serial)
        }
    }
}
