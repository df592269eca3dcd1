import Testing
import WidgetryGraphics

@Suite("Warning centre")
struct WarningCenterTests {
    @Test("Each warning is reported once until reset")
    func reportsOnce() {
        let center = WarningCenter()
        center.setPrintsToStandardError(false)
        let warning = GraphicsWarning(kind: .missingImage("/x.png"), message: "image '/x.png' does not exist")
        #expect(center.report(warning))
        #expect(!center.report(warning))
        #expect(center.report(GraphicsWarning(kind: .missingFont("X"), message: "font X is missing")))
        #expect(center.warnings.count == 2)
        center.reset()
        #expect(center.warnings.isEmpty)
        #expect(center.report(warning))
    }

    @Test("Printed form starts with 'warning:'")
    func printedForm() {
        let warning = GraphicsWarning(kind: .invalidValue("x"), message: "bad x")
        #expect(warning.description == "warning: bad x")
    }
}
