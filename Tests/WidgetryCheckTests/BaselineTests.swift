import Foundation
import Testing
import WidgetryCheck
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// One widget kind in two versions, as before and after a commit: the body line already truncated
/// (accepted in the baseline); the edit makes the headline too long as well.
private struct BulletinProvider: TimelineProvider {
    struct Entry: TimelineEntry { let date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 1_780_000_000)) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct BulletinView: View {
    let headline: String
    var body: some View {
        VStack(alignment: .leading) {
            Text(headline).lineLimit(1)
            Text("Service changes this weekend on every line that crosses the river").lineLimit(1)
        }
        .containerBackground(.white, for: .widget)
    }
}

private struct BulletinBefore: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Bulletin", provider: BulletinProvider()) { _ in BulletinView(headline: "Notice") }
            .supportedFamilies([.systemSmall])
    }
}

private struct BulletinAfter: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Bulletin", provider: BulletinProvider()) { _ in
            BulletinView(headline: "Important notice for all passengers travelling today")
        }
        .supportedFamilies([.systemSmall])
    }
}

@Suite struct BaselineTests {
    private func report<W: Widget>(_ widget: W.Type) -> CheckReport {
        let matrix = CheckMatrix(widgets: [RegisteredWidget(widget)], devices: [DeviceCatalog.defaultDevice], sizes: [.large], appearances: [.light],
                                 contexts: [.homeScreen])
        return CheckReport(results: MatrixRunner().run(matrix))
    }

    @Test("After an edit, the baseline run fails only on the new finding")
    func onlyNewFindingFails() {
        let before = report(BulletinBefore.self)
        // Before: the 64-character body line cannot fit one line of a 170 pt small widget.
        #expect(before.problems.map(\.kind) == [.truncatedText])
        let baseline = Baseline(accepting: before)
        let after = report(BulletinAfter.self)
        let comparison = baseline.compare(after)
        #expect(comparison.knownProblems.count == 1)
        #expect(comparison.newProblems.count == 1)
        #expect(comparison.newProblems.first?.path.contains("Important notice") == true)
        #expect(comparison.fixed.isEmpty)
        #expect(after.removingAccepted(by: baseline).hasProblems(atOrAbove: .warning))
        #expect(!before.removingAccepted(by: baseline).hasProblems(atOrAbove: .warning))
    }

    @Test("A finding that is gone is reported fixed, unless the run was one shard")
    func fixedFindings() {
        let after = report(BulletinAfter.self)
        let before = report(BulletinBefore.self)
        let comparison = Baseline(accepting: after).compare(before)
        #expect(comparison.fixed.count == 1)
        #expect(comparison.fixed.first?.path.contains("Important notice") == true)
        #expect(Baseline(accepting: after).compare(before, reportsFixed: false).fixed.isEmpty)
    }

    @Test("The file is keyed without devices, sizes or messages, sorted, and the same bytes for the same findings")
    func stableFile() throws {
        let wide = CheckMatrix(widgets: [RegisteredWidget(BulletinAfter.self)], devices: DeviceCatalog.all, sizes: [.large, .accessibility5],
                               appearances: [.light, .dark], contexts: [.homeScreen])
        let many = Baseline(accepting: CheckReport(results: MatrixRunner().run(wide)))
        let one = Baseline(accepting: report(BulletinAfter.self))
        // More devices, sizes and appearances show the same two problems: the same entries.
        #expect(many == one)
        #expect(try many.json() == one.json())
        #expect(one.findings == one.findings.sorted())
    }

    @Test("A known problem that now also shows in another context is new; a baseline without contexts accepts every context")
    func contextsInTheKey() {
        let widget = RegisteredWidget(BulletinAfter.self)
        func run(_ contexts: [PresentationContext]) -> CheckReport {
            CheckReport(results: MatrixRunner().run(CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice], sizes: [.large],
                                                                appearances: [.light], contexts: contexts)))
        }
        let home = Baseline(accepting: run([.homeScreen]))
        #expect(home.findings.allSatisfy { $0.context == "homeScreen" })
        let wider = run([.homeScreen, .tinted])
        #expect(!home.compare(wider).newProblems.isEmpty)
        var legacy = home
        legacy.findings = home.findings.map { Baseline.Entry(widget: $0.widget, family: $0.family, kind: $0.kind, path: $0.path) }
        #expect(legacy.compare(wider).newProblems.isEmpty)
    }

    @Test("A missing or foreign baseline file is an error naming it and --update-baseline")
    func unreadableBaseline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.json")
        #expect { try Baseline.read(from: missing) } throws: { "\($0)".contains(missing.path) && "\($0)".contains("--update-baseline") }
        let future = folder.appendingPathComponent("future.json")
        try Data(#"{"version": 9, "findings": []}"#.utf8).write(to: future)
        #expect { try Baseline.read(from: future) } throws: { "\($0)".contains("version 9") }
    }
}
