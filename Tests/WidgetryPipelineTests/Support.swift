import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// A provider with one entry, so each test widget is only its view.
struct OneEntryProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 1_780_000_000)) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// The medium cell on the default device (338 × 158 pt, Reference/widget-sizes.json).
let mediumCell = WidgetCell(family: .systemMedium)

/// A folder that is removed when the test ends.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-pipeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
