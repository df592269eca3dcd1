import Foundation
import Testing
import WidgetryCheck
@testable import WidgetryKit
import WidgetryReference
import WidgetrySamples
import WidgetryGraphics
import WidgetryUI

@Suite struct SampleMatrixTests {
    private func report(_ name: String) -> CheckReport {
        let widget = SampleWidgets.catalog.widget(named: name)!
        let matrix = CheckMatrix(widgets: [widget], devices: [DeviceCatalog.defaultDevice])
        return CheckReport(results: MatrixRunner().run(matrix))
    }

    @Test("The fixed-row day-events sample loses its date line, starting at accessibility3 on the default iPhone")
    func fixedRowsFlagged() {
        let report = report("DayEventsFixedRows")
        let dateLine = report.problems.first { $0.family == "systemMedium" && $0.path.contains("May 28, 2026") && $0.kind == .outOfBounds }
        #expect(dateLine != nil)
        // The header is `HStack { Text("Today"); Spacer(); Text(date) }`: the date is served before the spacer,
        // so it stays on one line until "Today", 8 pt and the date no longer fit the row (AX3 here); the fixed
        // 55 pt rows then push the taller header out. (While spacers shared equally, the date wrapped from
        // xxLarge: findings iOS does not show.)
        #expect(dateLine?.firstSizeCategory == "accessibility3")
        #expect(report.hasProblems(atOrAbove: .error))
    }

    @Test("The adaptive day-events sample has no errors at any size")
    func adaptivePasses() {
        #expect(!report("DayEvents").hasProblems(atOrAbove: .error))
    }

    @Test("The JSON report decodes with cells, problems and their first size category")
    func jsonShape() throws {
        let data = try report("DayEventsFixedRows").json()
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        // On one device: 2 families (medium, large) × 9 widget text sizes (Large…AX5) × 4 Home Screen contexts ×
        // 2 appearances; neither family is shown in StandBy.
        #expect(object["cellCount"] as? Int == 2 * 9 * 4 * 2)
        let problems = object["problems"] as! [[String: Any]]
        #expect(problems.allSatisfy { $0["firstSizeCategory"] is String && $0["cells"] is [Any] })
    }
}

@Suite struct PreviewGalleryTests {
    @Test("Each previewContext of a PreviewProvider becomes gallery cells in its family")
    func previewsBecomeCells() {
        let matrix = CheckMatrix(widgets: [], devices: [DeviceCatalog.defaultDevice], sizes: [.large], appearances: [.light],
                                 contexts: [.homeScreen])
        // The samples' Live Activity is a preview source too (LiveActivitySampleTests checks it).
        let results = MatrixRunner().run(previews: SampleWidgets.previews.filter { $0.name == "DayEventsPreviews" }, matrix: matrix)
        // DayEventsPreviews marks two views: systemMedium and systemSmall.
        #expect(results.map(\.key.family.caseName).sorted() == ["systemMedium", "systemSmall"])
        #expect(results.allSatisfy { $0.key.widget.hasPrefix("DayEventsPreviews[") && $0.failure == nil })
    }

    @Test("A view marked with a widget family runs at widget text sizes only, as WidgetKit shows it")
    func familyPreviewsRunAtWidgetSizes() {
        // Asked for xSmall, Large and AX5: a widget-family preview is a widget, so xSmall runs as Large
        // (WidgetKit clamps widget text to Large…AX5, HIG "Widgets") and Large is not run twice.
        let matrix = CheckMatrix(widgets: [], devices: [DeviceCatalog.defaultDevice], sizes: [.xSmall, .large, .accessibility5],
                                 appearances: [.light], contexts: [.homeScreen])
        let results = MatrixRunner().run(previews: SampleWidgets.previews.filter { $0.name == "DayEventsPreviews" }, matrix: matrix)
        let sizes = Set(results.map(\.key.dynamicTypeSize))
        #expect(sizes == [.large, .accessibility5], "\(sizes)")
        #expect(!results.isEmpty && results.allSatisfy { $0.failure == nil })
    }

    /// The matrix the two tests below ask for: three sizes below Large (HIG, Typography › Dynamic Type sizes:
    /// xSmall, small and medium are the sizes below the default Large), Large and AX5.
    private var belowLargeMatrix: CheckMatrix {
        CheckMatrix(widgets: [], devices: [DeviceCatalog.defaultDevice], sizes: [.xSmall, .small, .medium, .large, .accessibility5],
                    appearances: [.light], contexts: [.homeScreen])
    }

    @Test("#Preview(as: .systemSmall) is a widget: its timeline's entries run at Large and AX5 only, never below Large")
    func widgetPreviewRunsAtWidgetSizes() {
        // What `#Preview(as: .systemSmall) { BatteryLevelWidget() } timeline: { entry }` expands to.
        let preview = WidgetPreview.__timeline(name: "Small", family: .systemSmall, fileID: "Tests/Preview.swift", line: 1,
                                               widget: { BatteryLevelWidget() }) {
            BatteryProvider().placeholder(in: TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 170, height: 170), isPreview: true))  // iPhone 16 small, unread by the placeholder
        }
        let results = MatrixRunner().run(previews: [PreviewSource(preview)], matrix: belowLargeMatrix)
        // WidgetKit shows widget text at Large…AX5 only (HIG, Widgets: "widgets support Dynamic Type sizes from
        // Large to AX5"; Reference/dynamic-type.json): xSmall, small and medium would all run as Large, once.
        #expect(results.map { $0.key.dynamicTypeSize } == [DynamicTypeSize.large, .accessibility5])
        #expect(results.allSatisfy { $0.key.family == WidgetFamily.systemSmall && $0.failure == nil })
    }

    @Test("Listing a widget preview does not run its widget's body: its name (the widget's kind) is worked out once, when asked")
    func widgetPreviewNamedLazily() {
        // A widget whose body stops the program when the app group it reads is missing (a force-unwrap of
        // `Bundle.main`'s configuration) would take every command with it if the binary's previews ran it when listed.
        final class Counter: @unchecked Sendable { var bodies = 0 }
        let counter = Counter()
        let preview = WidgetPreview(name: "Small", family: .systemSmall, fileID: "Tests/Preview.swift", line: 3) {
            counter.bodies += 1
            return WidgetPreviewTimeline(kind: "org.example.departures", options: WidgetOptions(), entries: [], problem: nil)
        }
        let source = PreviewSource(preview)
        #expect(counter.bodies == 0)
        #expect(source.name == "org.example.departures preview \"Small\"")
        #expect(source.name == "org.example.departures preview \"Small\"")
        #expect(counter.bodies == 1)
    }

    @Test("A #Preview whose view is marked .previewContext(WidgetPreviewContext(family:)) is a widget; an unmarked one keeps every size")
    func viewPreviewMarkedWithFamily() {
        let marked = ViewPreview.__view(name: "Marked", fileID: "Tests/Preview.swift", line: 2) {
            Text("Hello").previewContext(WidgetPreviewContext(family: .systemMedium))
        }
        let results = MatrixRunner().run(previews: [PreviewSource(marked)], matrix: belowLargeMatrix)
        #expect(results.map(\.key.dynamicTypeSize) == [.large, .accessibility5])
        #expect(results.allSatisfy { $0.key.family == .systemMedium })
        // An app view (no family) is not a widget: every asked-for size runs.
        let plain = ViewPreview.__view(name: "Plain", fileID: "Tests/Preview.swift", line: 3) { Text("Hello") }
        let plainSizes = MatrixRunner().run(previews: [PreviewSource(plain)], matrix: belowLargeMatrix).map(\.key.dynamicTypeSize)
        #expect(plainSizes == [.xSmall, .small, .medium, .large, .accessibility5])
    }

    @Test("An app view's containerBackground(for: .widget) is not drawn; a widget-family view's is")
    func containerBackgroundOnlyInWidgets() {
        let matrix = CheckMatrix(widgets: [], devices: [DeviceCatalog.defaultDevice], sizes: [.large], appearances: [.light], contexts: [.homeScreen])
        func drawsContainer(_ preview: ViewPreview) -> Bool {
            let runner = MatrixRunner(output: [.drawing, .layout])
            let results = runner.run(previews: [PreviewSource(preview)], matrix: matrix)
            let red = RGBAColor(red: 1, green: 0, blue: 0)
            return results.contains { result in
                result.displayList?.commands.contains { if case .fill(_, _, .color(red)) = $0 { return true } else { return false } } == true
            }
        }
        let app = ViewPreview.__view(name: "App", fileID: "Tests/Preview.swift", line: 4) {
            Text("Hello").containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget)
        }
        let widget = ViewPreview.__view(name: "Widget", fileID: "Tests/Preview.swift", line: 5) {
            Text("Hello").containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
        }
        #expect(!drawsContainer(app))
        #expect(drawsContainer(widget))
    }
}
