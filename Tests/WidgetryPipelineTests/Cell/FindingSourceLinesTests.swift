import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// A widget whose one long line cannot fit, and whose label's title is squeezed: findings name the lines
/// below, not the widget's declaration.
struct SourceLinesWidget: Widget {
    /// The line of the `Text(…)` statement that truncates, and of the `Label(…)` whose title is cut.
    static let textLine = #line + 6
    static let labelLine = #line + 7
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "source-lines", provider: OneEntryProvider()) { _ in
            VStack(alignment: .leading) {
                Text("Short")
                Text(String(repeating: "A title far too long for one line ", count: 6))
                    .lineLimit(1)
                Label(String(repeating: "Rain later ", count: 12), systemImage: "cloud.rain").lineLimit(1)
            }
            .containerBackground(Color.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite struct FindingSourceLinesTests {
    @Test("A truncated Text is reported at the line that wrote it; a Label's cut title at the Label's line")
    func findingsCarryTheirLines() throws {
        let rendered = CellPipeline().render(RegisteredWidget(SourceLinesWidget.self), in: WidgetCell(family: .systemSmall))
        let truncated = rendered.findings.filter { $0.kind == .truncatedText }
        let text = try #require(truncated.first { $0.path.contains("A title far too long") })
        #expect(text.source == SourceLine(file: #filePath, line: SourceLinesWidget.textLine))
        let label = try #require(truncated.first { $0.path.contains("Rain later") })
        #expect(label.source?.line == SourceLinesWidget.labelLine)
        #expect(label.source?.file == #filePath)
    }

    @Test("The line survives the report's JSON")
    func jsonKeepsTheLine() throws {
        var finding = Finding(kind: .truncatedText, path: "VStack/Text(\"A\")", message: "cut")
        finding.source = SourceLine(file: "/repo/Widget.swift", line: 12)
        let decoded = try JSONDecoder().decode(Finding.self, from: JSONEncoder().encode(finding))
        #expect(decoded.source == finding.source)
        #expect(SourceLine(file: "/repo/Sources/W.swift", line: 3).file(relativeTo: "/repo") == "Sources/W.swift")
        #expect(SourceLine(file: "/elsewhere/W.swift", line: 3).file(relativeTo: "/repo") == "/elsewhere/W.swift")
    }
}
