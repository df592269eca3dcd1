import Foundation
import CloudKit
import WatchConnectivity
import StoreKit
import WeatherKit
import CoreLocation
import DeviceActivity
import AuthenticationServices
import AppIntents

/// The app's services that the widget's shared files bring along.
enum HabitSync {
    static func fetchShared(completion: @escaping ([String]) -> Void) {
        let query = CKQuery(recordType: "Habit", predicate: NSPredicate(value: true))
        query.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        CKContainer.default().privateCloudDatabase.perform(query, inZoneWith: nil) { records, error in
            completion(error == nil ? (records ?? []).compactMap { $0["name"] as? String } : [])
        }
    }

    static func latest() async -> CKRecord? {
        try? await CKContainer(identifier: "iCloud.example.habits").privateCloudDatabase.record(for: CKRecord.ID(recordName: "today"))
    }
}

final class WatchBridge: NSObject, WCSessionDelegate {
    func start() {
        guard WCSession.isSupported() else { return }
        WCSession.default.delegate = self
        WCSession.default.activate()
    }

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {}
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) { session.activate() }
}

enum Premium {
    static func isUnlocked() async -> Bool {
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.productID == "habits.pro" { return true }
        }
        return false
    }

    static func price() async -> String? {
        try? await Product.products(for: ["habits.pro"]).first?.displayPrice
    }
}

enum OutdoorHint {
    static func text(at location: CLLocation) async -> String {
        do {
            let weather = try await WeatherService.shared.weather(for: location)
            return "\(weather.currentWeather.condition.description), \(Int(weather.currentWeather.temperature.value))°"
        } catch {
            return "Weather unavailable"
        }
    }
}

enum FocusTime {
    static func startMonitoring() {
        let schedule = DeviceActivitySchedule(intervalStart: DateComponents(hour: 9), intervalEnd: DateComponents(hour: 17), repeats: true)
        try? DeviceActivityCenter().startMonitoring(DeviceActivityName("work"), during: schedule)
    }
}

enum Account {
    static func isSignedIn(userID: String) async -> Bool {
        (try? await ASAuthorizationAppleIDProvider().credentialState(forUserID: userID)) == .authorized
    }
}

struct HabitSummary: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Habit summary"

    @Property(title: "Done")
    var done: Int

    @Property(title: "Goal")
    var goal: Int

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(done) of \(goal)") }

    init() {}
}
