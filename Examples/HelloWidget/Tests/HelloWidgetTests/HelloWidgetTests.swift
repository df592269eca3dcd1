import Testing
import Widgetry
import WidgetryTesting
@testable import HelloWidget

@Suite struct HelloWidgetTests {
    @Test("The steps widget has no problems at any text size, light or dark, on the default iPhone")
    func noDiagnostics() {
        assertNoDiagnostics(HelloWidget.self)
    }

    @Test("On the smallest iPhone too")
    func smallestPhone() {
        assertNoDiagnostics(HelloWidget.self, in: MatrixSlice(devices: [DeviceCatalog.device(named: "iPhone SE")!]))
    }
}
