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

    /// An app's updater written with iOS 16.1's content-state forms (`update(using:)`, `end(using:dismissalPolicy:)`),
    /// which iOS 16.2 deprecated but still offers.
    static func refresh(minutesLeft: Int) async -> Int {
        var updated = 0
        for activity in Activity<DeliveryAttributes>.activities where activity.activityState == .active {
            if minutesLeft > 0 {
                await activity.update(using: DeliveryAttributes.ContentState(minutesLeft: minutesLeft))
            } else {
                await activity.end(using: DeliveryAttributes.ContentState(minutesLeft: 0), dismissalPolicy: .immediate)
            }
            updated += 1
        }
        return updated
    }

    @Test("iOS 16.1's content-state update and end compile; no activity runs on Linux, so none is updated")
    func contentStateFormsCompile() async {
        #expect(await Self.refresh(minutesLeft: 5) == 0)
    }

    @Test("iOS 26's pending state and the update sequences compile; the sequences wait until their task is cancelled")
    func pendingStateAndUpdates() async {
        #expect(ActivityState.pending != .active)
        let watcher = Task { () -> Int in
            var started = 0
            for await _ in Activity<DeliveryAttributes>.activityUpdates { started += 1 }
            return started
        }
        watcher.cancel()
        // No activity starts on Linux; the loop ends only because its task was cancelled.
        #expect(await watcher.value == 0)
    }
}
