import Foundation
import Testing
import WidgetryActivityKit

@Suite struct ActivityTests {
    @Test func anActivityCannotStartOnLinux() {
        let content = ActivityContent(state: DeliveryAttributes.ContentState(minutesLeft: 12), staleDate: nil)
        #expect(throws: ActivityAuthorizationError.unsupported) {
            try Activity.request(attributes: DeliveryAttributes(restaurant: "Luigi's"), content: content, pushType: nil)
        }
        #expect(ActivityAuthorizationError.unsupported.localizedDescription.contains("Linux"))
        #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
    }
}
