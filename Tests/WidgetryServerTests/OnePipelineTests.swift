import Foundation
import HummingbirdTesting
import Testing
import WidgetryCheck
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryTesting
import WidgetryUI
@testable import WidgetryServer

/// A widget with a build-time issue (a NaN padding), a Link and a widgetURL, in a Home Screen and a
/// Lock Screen family: the cases where front ends used to disagree.
struct MarkedWidget: Widget {
    struct Provider: TimelineProvider {
        struct Entry: TimelineEntry { let date: Date }
        func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 1_780_000_000)) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "marked", provider: Provider()) { _ in
            VStack {
                Text("Battery 80%")
                Link("Open settings", destination: URL(string: "example://settings")!)
            }
            .padding(.nan)
            .widgetURL(URL(string: "example://widget"))
            .containerBackground(for: .widget) { Color.clear }
        }
        .supportedFamilies([.systemMedium, .accessoryRectangular])
    }
}

/// What a front end reports for one cell, in comparable form.
private struct CellReport: Equatable {
    var findings: Set<String>
    var taps: Set<String>
}

@Suite struct OnePipelineTests {
    private static let catalog = WidgetCatalog([RegisteredWidget(MarkedWidget.self)])

    private static func line(_ kind: String, _ path: String, _ message: String) -> String { "\(kind) · \(path) · \(message)" }
    private static func tap(_ url: String, _ rect: CGRect) -> String {
        "\(url) @ \(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))×\(Int(rect.height))"
    }

    @Test("The gallery, the server and the assertions report the same findings and tap targets, Lock Screen included",
          arguments: [WidgetFamily.systemMedium, .accessoryRectangular])
    func frontEndsAgree(family: WidgetFamily) async throws {
        let cell = WidgetCell(family: family)

        // The gallery's runner.
        let matrix = CheckMatrix(widgets: Self.catalog.widgets, families: [family], devices: [cell.device], sizes: [.large], appearances: [.light],
                                 contexts: [cell.context])
        let galleryCells = MatrixRunner(output: .drawing).run(matrix)
        let galleryCell = try #require(galleryCells.first)
        #expect(galleryCells.count == 1 && galleryCell.failure == nil)
        let gallery = CellReport(findings: Set(galleryCell.findings.map { Self.line($0.kind.rawValue, $0.path, $0.message) }),
                                 taps: Set((galleryCell.tapTargets?.targets ?? []).map { Self.tap($0.url.absoluteString, $0.rect) }))

        // The server's JSON.
        let server = try await ServerFixture.live(ServerFixture.server(catalog: Self.catalog)) { client in
            let response = try await client.execute(uri: "/api/diagnostics?widget=marked&family=\(family.caseName)&size=large&appearance=light", method: .get)
            let body = try JSONDecoder().decode(API.DiagnosticsResponse.self, from: Data(buffer: response.body))
            return CellReport(findings: Set(body.diagnostics.map { Self.line($0.kind, $0.path, $0.message) }),
                              taps: Set(body.tapTargets.map { Self.tap($0.url, CGRect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)) }))
        }

        // The assertions: the report of the same slice (its warnings do not fail an error-only assertion).
        let report = assertNoDiagnostics(MarkedWidget.self, in: MatrixSlice(families: [family], sizes: [.large], appearances: [.light]),
                                         atOrAbove: .error)
        let assertion = Set(report.problems.filter { $0.cells.contains(galleryCell.key) }.map { Self.line($0.kind.rawValue, $0.path, $0.message) })

        #expect(gallery == server)
        #expect(gallery.findings == assertion)
        // The padding's issue reached every front end with its path.
        #expect(gallery.findings.contains { $0.hasPrefix("invalidLength · VStack") })
        // Every tap target the gallery outlines opens its URL through the tap assertion.
        for target in galleryCell.tapTargets?.targets ?? [] {
            let centre = CGPoint(x: target.rect.midX, y: target.rect.midY)
            let opened = galleryCell.tapTargets?.url(at: centre)
            assertTap(MarkedWidget.self, at: centre, in: cell, opens: opened)
        }
        if family == .accessoryRectangular {
            // Lock Screen widgets ignore links: one target, the widget URL, and a finding saying so.
            #expect(gallery.taps.count == 1 && gallery.taps.allSatisfy { $0.hasPrefix("example://widget") })
            #expect(gallery.findings.contains { $0.hasPrefix("ignoredLink") })
        } else {
            #expect(gallery.taps.count == 2)
        }
    }
}
