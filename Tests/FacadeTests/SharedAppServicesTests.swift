import AppIntents
import AuthenticationServices
import CoreLocation
import Foundation
import Testing
import UIKit

// Our own shared app code, written the way apps that share files with their widget write it: a car app's intents
// donated after each action, a battery reader, and a web sign-in helper.
struct LockDoorsIntent: AppIntent {
    static let title: LocalizedStringResource = "Lock Doors"
    func perform() async throws -> some IntentResult { .result() }
}

struct StartHeatingIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Heating"
    func perform() async throws -> some IntentResult { .result() }
}

/// Reads the battery as a battery widget's model does.
final class BatteryReader {
    private(set) var level: Float = 0
    private(set) var state = UIDevice.BatteryState.unknown
    private var observers: [any NSObjectProtocol] = []

    init() {
        UIDevice.current.isBatteryMonitoringEnabled = true
        refresh()
        observers.append(NotificationCenter.default.addObserver(forName: UIDevice.batteryLevelDidChangeNotification,
                                                                object: nil, queue: nil) { _ in })
        observers.append(NotificationCenter.default.addObserver(forName: UIDevice.batteryStateDidChangeNotification,
                                                                object: nil, queue: nil) { _ in })
    }

    func refresh() {
        // Apps skip the battery on a Mac, where an iPad app has none.
        guard !ProcessInfo.processInfo.isMacCatalystApp && !ProcessInfo.processInfo.isiOSAppOnMac else { return }
        level = UIDevice.current.batteryLevel
        state = UIDevice.current.batteryState
    }

    var label: String {
        switch state {
        case .unknown: "Battery unavailable"
        case .unplugged: "\(Int(level * 100)) %"
        case .charging, .full: "Charging"
        }
    }
}

/// Signs in on the web, as an app's auth manager does.
final class WebSignIn: NSObject, ASWebAuthenticationPresentationContextProviding {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor(frame: .zero) }

    func signIn() -> (started: Bool, cancelled: Bool) {
        var cancelled = false
        let session = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "carapp") { _, error in
            if let error = error as? ASWebAuthenticationSessionError, error.code == .canceledLogin { cancelled = true }
        }
        session.presentationContextProvider = self
        session.prefersEphemeralWebBrowserSession = true
        return (session.start(), cancelled)
    }
}

@Suite(.serialized) struct SharedAppServicesTests {
    /// The synchronous `donate()`, as code that does not use Swift concurrency calls it.
    private func donateWithoutWaiting(_ intent: some AppIntent) -> IntentDonationIdentifier { intent.donate() }

    @Test("AppIntent.donate() in its async and synchronous forms keeps each donation; a donation can be deleted")
    func intentDonations() async throws {
        let before = IntentDonationManager.shared.donatedIntentTypes.count
        _ = try? await LockDoorsIntent().donate()
        let heating = donateWithoutWaiting(StartHeatingIntent())
        let types = IntentDonationManager.shared.donatedIntentTypes
        #expect(types.count == before + 2 && types.suffix(2) == ["LockDoorsIntent", "StartHeatingIntent"])
        try await IntentDonationManager.shared.deleteDonation(identifier: heating)
        #expect(IntentDonationManager.shared.donatedIntentTypes.last == "LockDoorsIntent")
    }

    @Test("The battery answers as the iOS Simulator's: monitoring can be switched on, level −1, state unknown")
    func battery() {
        let reader = BatteryReader()
        #expect(UIDevice.current.isBatteryMonitoringEnabled)  // kept for the process, as the one device's setting
        #expect(reader.level == -1 && reader.state == .unknown && reader.label == "Battery unavailable")
        UIDevice.current.isBatteryMonitoringEnabled = false
        #expect(!UIDevice.current.isBatteryMonitoringEnabled)
        #expect(UIDevice.BatteryState(rawValue: 3) == .full)  // UIDeviceBatteryStateFull is 3 in UIDevice.h
    }

    @Test("The extension-safe lookup of the shared application compiles and finds none, as in an extension")
    func sharedApplicationLookup() {
        let application = (NSClassFromString("UIApplication") as? NSObject.Type)?.value(forKeyPath: "sharedApplication") as? NSObject
        #expect(application == nil)
        #expect(NSObject.value(forKey: "sharedApplication") == nil)
    }

    @Test("A web sign-in does not start and reports canceledLogin, matched as apps match it")
    func webSignIn() {
        let result = WebSignIn().signIn()
        #expect(!result.started && result.cancelled)
        do {
            throw ASWebAuthenticationSessionError(.canceledLogin)
        } catch ASWebAuthenticationSessionError.canceledLogin {
            // The pattern apps use to ignore a cancelled sign-in.
        } catch {
            Issue.record("canceledLogin did not match its own error")
        }
    }
}

/// CoreLocation's error domain as shared code checks it.
@Suite struct LocationErrorDomainTests {
    @Test("A CLError seen as an NSError carries kCLErrorDomain and its code; CLLocationCoordinate2DMake builds a coordinate")
    func errorDomain() {
        let error: any Error = CLError(.denied)
        let bridged = error as NSError
        #expect(bridged.domain == kCLErrorDomain && bridged.code == 1)  // kCLErrorDenied is 1 in CLError.h
        let coordinate = CLLocationCoordinate2DMake(52.52, 13.405)
        #expect(coordinate.latitude == 52.52 && coordinate.longitude == 13.405)
    }
}
