import Foundation
import WidgetryCheck
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A small widget in two versions, as before and after a pull request that changes its text, and a widget
/// the change does not touch: galleries of them show what a comparison marks.
private struct FixedProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 1_780_000_000)) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct GreetingView: View {
    let greeting: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(greeting).font(.headline)
            Text("Three things on today's list").font(.caption)
        }
        // Mid-tone, so the default text colour shows in light (black) and dark (white) alike.
        .containerBackground(.orange, for: .widget)
    }
}

/// "Greeting" before the edit.
struct GreetingBefore: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Greeting", provider: FixedProvider()) { _ in GreetingView(greeting: "Good morning") }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// "Greeting" after the edit: the same kind, so the same image paths, with other words.
struct GreetingAfter: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Greeting", provider: FixedProvider()) { _ in GreetingView(greeting: "Welcome back") }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// A widget the edit leaves alone.
struct Steady: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steady", provider: FixedProvider()) { _ in
            Text("Unchanged").font(.title2).containerBackground(.yellow, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// Renders and writes the galleries the gallery tests compare and merge.
enum GalleryFixtures {
    /// A new folder under the temporary directory (not created).
    static func folder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-gallery-\(name)-\(UUID().uuidString)")
    }

    /// Two text sizes, light and dark, one device, the Home Screen: 8 Greeting cells and 4 Steady ones.
    static func matrix(_ widgets: [any Widget.Type]) -> CheckMatrix {
        CheckMatrix(widgets: widgets.map { RegisteredWidget($0) }, devices: [DeviceCatalog.defaultDevice], sizes: [.large, .accessibility2],
                    appearances: [.light, .dark], contexts: [.homeScreen])
    }

    /// The gallery of `widgets` written into a new folder.
    static func gallery(_ widgets: [any Widget.Type], named name: String) throws -> (folder: URL, manifest: GalleryManifest) {
        let folder = folder(name)
        let results = MatrixRunner(output: .drawing).run(matrix(widgets))
        let manifest = try GalleryWriter().writeGallery(results, report: CheckReport(results: results), to: folder)
        return (folder, manifest)
    }

    /// Every file under `folder`'s `images/`, by path relative to the folder.
    static func images(in folder: URL) throws -> [String: Data] {
        let root = folder.appendingPathComponent("images").standardizedFileURL.path
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = root + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files["images/" + path] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }
}
