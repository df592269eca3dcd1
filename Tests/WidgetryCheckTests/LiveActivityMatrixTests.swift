import Foundation
import Testing
import WidgetryCheck
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// Which Live Activity cells the matrix runs.
@Suite struct LiveActivityMatrixTests {
    let matrix = CheckMatrix(widgets: [])

    func device(_ screenKey: String) -> DeviceProfile { DeviceCatalog.all.first { $0.screenKey == screenKey }! }

    @Test("A device without a Dynamic Island gets Lock Screen cells and no island cells")
    func noIsland() {
        // 375x667 (iPhone SE): a Home button, no island; Lock Screen width 375 - 22 = 353 (derived in the table).
        let se = device("375x667")
        #expect(se.liveActivitySizes?.island == nil)
        for presentation in LiveActivityPresentation.allCases where presentation.isInDynamicIsland {
            #expect(matrix.liveActivityCells(for: presentation, on: se).isEmpty)
        }
        let lockScreen = matrix.liveActivityCells(for: .lockScreen, on: se)
        #expect(lockScreen.first?.size?.width == 353)
        // Large…AX5 (9 sizes) × light and dark.
        #expect(lockScreen.count == 9 * 2)
    }

    @Test("An iPhone with a Dynamic Island gets every presentation; the island runs dark only")
    func island() {
        // 393x852 (iPhone 16): compact slots 52.33 wide (HIG).
        let iPhone = device("393x852")
        let compact = matrix.liveActivityCells(for: .compactTrailing, on: iPhone)
        #expect(compact.count == 9)
        #expect(compact.allSatisfy { $0.colorScheme == .dark && $0.size == CGSize(width: 52.33, height: 36.67) })
    }

    @Test("No Live Activity cells on the 320x568 screen, which has no iOS 16.1")
    func noLiveActivities() {
        #expect(matrix.liveActivityCells(for: .lockScreen, on: device("320x568")).isEmpty)
    }
}
