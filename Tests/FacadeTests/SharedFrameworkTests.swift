import CryptoKit
import Foundation
import Testing
import UniformTypeIdentifiers
import UserNotifications

/// Shared app code a widget extension compiles, as apps write it: a reminder scheduler, a cache key
/// hashed with CryptoKit, file types named by UTType. 6, 3 and 2 of 165 public widget extensions in the
/// survey stopped on these imports (docs/compatibility.md).
enum ReminderScheduler {
    static func scheduleWatering(of plant: String, in seconds: TimeInterval) {
        let content = UNMutableNotificationContent()
        content.title = "Water \(plant)"
        content.body = "It has been a week."
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "water-\(plant)", content: content, trigger: trigger))
    }
}

enum CacheKey {
    static func key(for url: URL) -> String {
        SHA256.hash(data: Data(url.absoluteString.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}

@Suite struct SharedFrameworkTests {
    @Test("Scheduled requests are kept and read back, the same identifier replacing; authorisation is not determined")
    func notifications() async throws {
        ReminderScheduler.scheduleWatering(of: "Fern", in: 60)
        ReminderScheduler.scheduleWatering(of: "Fern", in: 120)
        let pending = await UNUserNotificationCenter.current().pendingNotificationRequests().filter { $0.identifier == "water-Fern" }
        #expect(pending.count == 1)
        #expect((pending.first?.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 120)
        #expect(pending.first?.content.title == "Water Fern")
        #expect(await UNUserNotificationCenter.current().notificationSettings().authorizationStatus == .notDetermined)
        #expect(try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) == false)
        // An app with its own notification settings screen asks for that too; the options keep UNUserNotificationCenter.h's bits.
        #expect(try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .providesAppNotificationSettings]) == false)
        #expect(UNAuthorizationOptions.providesAppNotificationSettings.rawValue == 1 << 5)
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["water-Fern"])
    }

    @Test("Categories with actions are registered and replaced as a set; triggers tell their next date")
    func categoriesAndNextTriggerDates() async throws {
        let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
        let done = UNNotificationAction(identifier: "done", title: "Done", options: [.destructive, .authenticationRequired])
        let reminder = UNNotificationCategory(identifier: "reminder", actions: [snooze, done], intentIdentifiers: [],
                                              options: .customDismissAction)
        let center = UNUserNotificationCenter.current()
        center.setNotificationCategories([reminder])
        #expect(await center.notificationCategories().map(\.identifier) == ["reminder"])
        // Registering again replaces the set, as UserNotifications does.
        center.setNotificationCategories([UNNotificationCategory(identifier: "digest", actions: [], intentIdentifiers: [])])
        #expect(await center.notificationCategories().map(\.identifier) == ["digest"])
        // Apple's raw values: destructive 1 << 1, authenticationRequired 1 << 0.
        #expect(done.options.rawValue == 3)

        let inOneHour = UNTimeIntervalNotificationTrigger(timeInterval: 3_600, repeats: false).nextTriggerDate()!
        #expect(abs(inOneHour.timeIntervalSinceNow - 3_600) < 60)
        // 09:30 every day: the next one is less than a day away and falls at 09:30 in the trigger's calendar.
        var nineThirty = DateComponents(hour: 9, minute: 30)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        nineThirty.calendar = utc
        let next = UNCalendarNotificationTrigger(dateMatching: nineThirty, repeats: true).nextTriggerDate()!
        #expect(next.timeIntervalSinceNow > 0 && next.timeIntervalSinceNow <= 86_400)
        #expect(utc.component(.hour, from: next) == 9 && utc.component(.minute, from: next) == 30)
    }

    @Test("CryptoKit's SHA-256 gives the published digest (FIPS 180-2 example: \"abc\")")
    func sha256() {
        let digest = SHA256.hash(data: Data("abc".utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(digest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(CacheKey.key(for: URL(string: "https://example.com")!).count == 64)
    }

    @Test("Common types resolve by identifier, extension and MIME type")
    func types() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(mimeType: "application/json")?.identifier == "public.json")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType("com.example.plant")?.identifier == "com.example.plant")
        #expect(UTType(filenameExtension: "plant") == nil)
    }

    @Test("A file URL takes the type's extension when the name has none, as an app group's JSON catalog is named")
    func urlConformingTo() {
        let folder = URL(fileURLWithPath: "/tmp/group")
        #expect(folder.appendingPathComponent("catalog", conformingTo: .json).lastPathComponent == "catalog.json")
        #expect(folder.appendingPathComponent("catalog.json", conformingTo: .json).lastPathComponent == "catalog.json")
        #expect(folder.appending(component: "photo", conformingTo: .png).lastPathComponent == "photo.png")
    }
}
