import Foundation
import Testing
import WidgetryFindings
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// A check written outside the pipeline: every text longer than 8 characters is reported. What a team
/// adds for its own rules — a type and a line in the list.
private struct LongTextCheck: LayoutCheck {
    var readsColors: Bool { false }
    func findings(in laidOut: LaidOutCell) -> [Finding] {
        laidOut.layout.texts.filter { $0.text.string.count > 8 }.map {
            Finding(kind: .truncatedText, path: $0.element.path, message: "long text \"\($0.text.string)\"", suggestion: "shorten it")
        }
    }
}

/// A drawing check that counts the cells it sees, to show that each cell is drawn and checked in its context.
private struct ContextNameCheck: DrawingCheck {
    var isAccessibilityAudit: Bool { true }
    func findings(in drawn: DrawnCell) -> [Finding] {
        [Finding(kind: .acceptedWithoutEffect, severity: .info, message: "drawn in \(drawn.cell.context)", suggestion: "")]
    }
}

@Suite struct CellChecksTests {
    private let cells = [PresentationContext.homeScreen, .tinted, .standBy].map {
        WidgetCell(family: .systemSmall, colorScheme: .dark, context: $0)
    }

    @Test("A check added to the list reports on every cell; a layout check runs once per shared layout, a drawing check per context")
    func addedChecksRun() {
        var pipeline = CellPipeline(checks: CellChecks(layout: CellChecks.standard.layout + [LongTextCheck()],
                                                       drawing: CellChecks.standard.drawing + [ContextNameCheck()]))
        let rendered = pipeline.render(RegisteredWidget(PlainLabelWidget.self), in: cells)
        for (cell, result) in zip(cells, rendered) {
            // PlainLabelWidget shows "Full colour" (11 characters): the added layout check finds it in every cell.
            #expect(result.findings.contains { $0.message == "long text \"Full colour\"" })
            #expect(result.findings.contains { $0.message == "drawn in \(cell.context)" })
        }
        // Turning the audit off drops the checks that say they belong to it, and only those.
        pipeline.runsAccessibilityAudit = false
        let quiet = pipeline.render(RegisteredWidget(PlainLabelWidget.self), in: cells)
        #expect(quiet.allSatisfy { !$0.findings.contains { $0.message.hasPrefix("drawn in") } })
        #expect(quiet.allSatisfy { $0.findings.contains { $0.message == "long text \"Full colour\"" } })
    }

    @Test("Without the standard checks nothing is diagnosed beyond what layout itself reports")
    func emptyListChecksNothing() {
        let widget = RegisteredWidget(NegativeFrameWidget.self)
        let none = CellPipeline(checks: CellChecks(layout: [], drawing: [])).render(widget, in: mediumCell)
        let standard = CellPipeline().render(widget, in: mediumCell)
        // The negative frame width is reported by the layout itself (in-band), so it stays; the missing container
        // background is the standard list's ContainerBackgroundCheck.
        #expect(none.findings.contains { $0.kind == .invalidLength })
        #expect(!none.findings.contains { $0.kind == .missingContainerBackground })
        #expect(standard.findings.contains { $0.kind == .missingContainerBackground })
    }

    @Test("docs/architecture.md names every standard check")
    func architectureNamesEveryCheck() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let architecture = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let names = CellChecks.standard.layout.map { String(describing: type(of: $0)) }
            + CellChecks.standard.drawing.map { String(describing: type(of: $0)) }
        #expect(names.count == 9)
        for name in names { #expect(architecture.contains("`\(name)`"), "docs/architecture.md does not name \(name)") }
    }
}
