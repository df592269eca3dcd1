import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// URLSessionConfiguration's settings that iOS has and Linux's Foundation lacks or declares get-only. A check sends no
// request (``NetworkFixtures``), so these only need to be accepted; they are kept where code reads them back.
extension URLSessionConfiguration {
    /// Whether requests on low-data networks are allowed (iOS 13): kept.
    public var allowsConstrainedNetworkAccess: Bool {
        get { SessionSettings.value(self, "constrained") ?? true }
        set { SessionSettings.set(self, "constrained", newValue) }
    }

    /// Whether requests on expensive networks (cellular, hotspots) are allowed (iOS 13): kept.
    public var allowsExpensiveNetworkAccess: Bool {
        get { SessionSettings.value(self, "expensive") ?? true }
        set { SessionSettings.set(self, "expensive", newValue) }
    }

    /// Whether a background session wakes the app when it finishes: kept.
    public var sessionSendsLaunchEvents: Bool {
        get { SessionSettings.value(self, "launchEvents") ?? true }
        set { SessionSettings.set(self, "launchEvents", newValue) }
    }

    /// The settable `waitsForConnectivity` (Linux's is get-only): the front door's copy writes assignments to
    /// `waitsForConnectivity` to this name. A check's requests fail at once whatever it says (no connection is waited for).
    public var widgetryWaitsForConnectivity: Bool {
        get { SessionSettings.value(self, "waits") ?? false }
        set { SessionSettings.set(self, "waits", newValue) }
    }
}

/// Settings kept per configuration object (an extension cannot add stored properties). An entry is its configuration's
/// only while that configuration lives: a new one at a freed one's address starts with the defaults.
private enum SessionSettings {
    private struct Entry {
        weak var owner: URLSessionConfiguration?
        var values: [String: Bool]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func value(_ configuration: URLSessionConfiguration, _ key: String) -> Bool? {
        lock.withLock { entries[ObjectIdentifier(configuration)].flatMap { $0.owner === configuration ? $0.values[key] : nil } }
    }

    static func set(_ configuration: URLSessionConfiguration, _ key: String, _ value: Bool) {
        lock.withLock {
            let id = ObjectIdentifier(configuration)
            var entry = entries[id].flatMap { $0.owner === configuration ? $0 : nil } ?? Entry(owner: configuration, values: [:])
            entry.values[key] = value
            entries[id] = entry
        }
    }
}
