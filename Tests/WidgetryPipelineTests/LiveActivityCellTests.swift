import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// Live Activity presentations laid out through the one pipeline, at the sizes of
/// `Reference/live-activity-sizes.json`.
@Suite struct LiveActivityCellTests {
    /// iPhone 16 Pro Max-class screen 430x932: a row Apple publishes (HIG, Live Activities, iOS dimensions).
    let device = DeviceCatalog.all.first { $0.screenKey == "430x932" }!

    func cell(_ presentation: LiveActivityPresentation, size: DynamicTypeSize = .large) throws -> WidgetCell {
        let canvas = try #require(device.liveActivitySizes?.canvas(for: presentation))
        return WidgetCell(liveActivity: canvas, device: device, dynamicTypeSize: size)
    }

    @Test("The table gives the HIG's published sizes for 430x932")
    func publishedSizes() throws {
        let sizes = try #require(device.liveActivitySizes)
        // HIG: Lock Screen 408x84–160, compact leading/trailing 62.33x36.67, minimal 36.67–45x36.67, expanded 408x84–160.
        #expect(sizes.lockScreenWidth == 408 && sizes.derivation == nil)
        #expect(try cell(.compactTrailing).size == CGSize(width: 62.33, height: 36.67))
        #expect(try cell(.minimal).size == CGSize(width: 45, height: 36.67))
        #expect(try cell(.expanded).size == CGSize(width: 408, height: 84))
        #expect(LiveActivitySizes.truncationHeight == 160)
    }

    @Test("A Lock Screen view taller than 160 points is flagged, with its height")
    func tallLockScreen() throws {
        // Twelve 20-point rows: 240 points, over the 160 at which the system may truncate.
        let tall = AnyView(VStack(spacing: 0) { ForEach(0..<12, id: \.self) { _ in Color.blue.frame(height: 20) } })
        let rendered = CellPipeline().render(tall, named: "tall", in: try cell(.lockScreen), output: .layout)
        #expect(rendered.layout?.canvasSize == CGSize(width: 408, height: 240))
        let finding = try #require(rendered.findings.first { $0.kind == .liveActivityTooTall })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("240 pt tall on the Lock Screen"))
        #expect(rendered.key.familyName == "liveActivity.lockScreen")
    }

    @Test("A Lock Screen view within 160 points is not, and takes its own height above 84")
    func shortLockScreen() throws {
        // 100 points of content: between the HIG's 84 and 160.
        let short = AnyView(Color.green.frame(height: 100))
        let rendered = CellPipeline().render(short, named: "short", in: try cell(.lockScreen), output: .layout)
        #expect(rendered.layout?.canvasSize.height == 100)
        #expect(!rendered.findings.contains { $0.kind == .liveActivityTooTall })
        let tiny = CellPipeline().render(AnyView(Color.green.frame(height: 20)), named: "tiny", in: try cell(.lockScreen), output: .layout)
        #expect(tiny.layout?.canvasSize.height == 84)
    }

    @Test("Compact trailing text wider than its 62.33-point slot is flagged")
    func compactTrailingOverflow() throws {
        let long = AnyView(Text("Arriving in 25 minutes").font(.caption).lineLimit(1))
        let rendered = CellPipeline().render(long, named: "eta", in: try cell(.compactTrailing))
        #expect(rendered.findings.contains { $0.kind == .truncatedText })
        let short = CellPipeline().render(AnyView(Text("25m").font(.caption).lineLimit(1)), named: "eta", in: try cell(.compactTrailing))
        #expect(short.findings.isEmpty)
    }

    @Test("Island presentations are drawn dark whatever the appearance")
    func islandIsDark() throws {
        var light = try cell(.minimal)
        light.colorScheme = .light
        let environment = WidgetRenderer.environment(for: light, options: WidgetOptions(), assets: AssetCatalog())
        #expect(environment.colorScheme == .dark)
        #expect(environment.widgetContentMargins == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test("A Live Activity key writes its presentation as the family and reads it back")
    func keyRoundTrip() throws {
        let key = CellKey(widget: "Delivery", cell: try cell(.compactLeading))
        let data = try JSONEncoder().encode(key)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(object["family"] == "liveActivity.compactLeading")
        let decoded = try JSONDecoder().decode(CellKey.self, from: data)
        #expect(decoded == key && decoded.liveActivity == .compactLeading)
    }
}
