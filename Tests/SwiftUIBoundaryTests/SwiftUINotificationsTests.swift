// This file imports only `SwiftUI` (and Testing), as app files that schedule reminders do: on iOS SwiftUI
// re-exports UIKit, which re-exports UserNotifications, so the notification center is visible without
// `import UserNotifications` (the survey found such files in 6 repositories).
import SwiftUI
import Testing

@Suite struct SwiftUINotificationsTests {
    @Test("UNUserNotificationCenter and its content types come with import SwiftUI")
    func notificationsThroughSwiftUI() async {
        let content = UNMutableNotificationContent()
        content.title = "Water the fern"
        let request = UNNotificationRequest(identifier: "fern", content: content,
                                            trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false))
        try? await UNUserNotificationCenter.current().add(request)
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
        #expect(pending.contains { $0.identifier == "fern" })
    }
}
