import Widgetry
import WidgetryTesting
import XCTest

/// The same assertions from XCTest: a passing case proves they report through XCTest when no Swift
/// Testing test is running.
final class XCTestCompatibilityTests: XCTestCase {
    func testCleanViewPassesUnderXCTest() {
        let found = assertNoDiagnostics(Text("OK"), family: .systemMedium, in: MatrixSlice(sizes: [.large], appearances: [.light]))
        XCTAssertTrue(found.isEmpty)
    }
}
