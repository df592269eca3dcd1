import Foundation
import Synchronization
import Testing
import WidgetryCheck
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// Counts `getSnapshot` calls, as a provider that fetches data on each call would notice them.
private let snapshotCalls = Mutex(0)

private struct CountingProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date; let steps: Int }
    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, steps: 0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        snapshotCalls.withLock { $0 += 1 }
        completion(Entry(date: .distantPast, steps: 8_412))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: .distantPast, steps: 8_412)], policy: .never))
    }
}

private struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: CountingProvider()) { entry in
            VStack { Text("Steps"); Text("\(entry.steps)").font(.title) }.containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@Suite(.serialized) struct ProviderCallTests {
    @Test("The provider is asked once per family and size, whatever the text size: WidgetKit's context carries no text size")
    func oneSnapshotPerFamilyAndSize() throws {
        // iPhone 16 and iPhone 14 give the same widget sizes (Reference/widget-sizes.json); the iPhone 16 Pro Max
        // gives others. Two families × two sizes, each at four text sizes, in both appearances and every context.
        let devices = try ["iPhone 16", "iPhone 14", "iPhone 16 Pro Max"].map { try #require(DeviceCatalog.device(named: $0)) }
        let matrix = CheckMatrix(widgets: [RegisteredWidget(StepsWidget.self)], devices: devices,
                                 sizes: [.xSmall, .large, .xxxLarge, .accessibility5])
        snapshotCalls.withLock { $0 = 0 }
        let report = MatrixRunner().report(matrix)
        #expect(report.cellCount == matrix.jobs().count)
        #expect(report.cellCount > 4 * 2 * 2 * 3)
        #expect(snapshotCalls.withLock { $0 } == 2 * 2)
    }
}
