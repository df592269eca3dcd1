import Foundation
import Testing
import Widgetry
import WidgetryGraphics
import WidgetrySnapshotTesting

/// The strategies through the library's own `assertSnapshot`: the references in `__Snapshots__/` were
/// recorded by these tests (record mode `.missing`, the library's default) and committed; here they verify.
@Suite struct WidgetSnapshottingTests {
    @Test("A view as a medium widget on iPhone 16 at AX3 in dark matches its recorded PNG")
    func departuresMediumAX3Dark() {
        assertSnapshot(of: DepartureView(entry: .sample),
                       as: .widget(.systemMedium, device: "iPhone 16", sizeCategory: .accessibility3, colorScheme: .dark),
                       named: "medium-ax3-dark")
    }

    @Test("The widget itself (its provider's entry through its configuration) as a small widget")
    func departuresWidgetSmall() {
        assertSnapshot(of: DepartureWidget(), as: .widget(.systemSmall, device: "iPhone 16"))
    }

    @Test("widgetMatrix: one PNG per cell through assertSnapshots")
    func departuresMatrix() {
        let strategies = Snapshotting<DepartureView, RasterImage>.widgetMatrix(families: [.systemSmall, .systemMedium],
                                                                             sizeCategories: [.large, .accessibility3], colorSchemes: [.light])
        // 2 families × 2 sizes × 1 appearance, each in its family's usual context.
        #expect(strategies.count == 4)
        #expect(strategies.keys.contains("systemMedium-iPhone-16-accessibility3-light"))
        assertSnapshots(of: DepartureView(entry: .sample), as: strategies)
    }

    @Test("findings: the widget's whole matrix as text, one line per cell")
    func departuresFindings() {
        assertSnapshot(of: DepartureWidget(), as: .findings(families: [.systemMedium], sizeCategories: [.large, .xxxLarge, .accessibility5],
                                                             colorSchemes: [.light], contexts: [.homeScreen]))
    }

    @Test("A changed view fails against the reference, with a pixel count, the changed region and a difference image")
    func changedViewFails() throws {
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: DepartureView(entry: .sample, badgeColor: .orange),
                           as: .widget(.systemMedium, device: "iPhone 16", sizeCategory: .accessibility3, colorScheme: .dark),
                           named: "medium-ax3-dark", testName: "departuresMediumAX3Dark()")
        }
        let text = try #require(message)
        #expect(text.contains("does not match reference"))
        #expect(text.contains("pixels differ"))
        #expect(text.contains("The counted differences lie within"))
        let path = try #require(text.components(separatedBy: "Difference image (changed pixels in red): ").last?.components(separatedBy: "\n").first)
        #expect(FileManager.default.fileExists(atPath: path))

        // And through assertSnapshot itself: the library records the failure as an issue of the test.
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: DepartureView(entry: .sample, badgeColor: .orange),
                               as: .widget(.systemMedium, device: "iPhone 16", sizeCategory: .accessibility3, colorScheme: .dark),
                               named: "medium-ax3-dark", testName: "departuresMediumAX3Dark()")
            }
        }
    }

    @Test("An unknown device fails the test, naming close matches")
    func unknownDevice() {
        withKnownIssue {
            _ = Snapshotting<DepartureView, RasterImage>.widget(.systemSmall, device: "iPhone 16 Prx")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unknown device 'iPhone 16 Prx'") && $0.rawValue.contains("iPhone 16 Pro") }
        }
    }
}
