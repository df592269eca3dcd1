import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// URLSessionConfiguration's settings that iOS has and Linux's Foundation lacks or declares get-only. A check sends no
// request (``NetworkFixtures``), so these only need to be accepted; they are kept where code reads them back.
extension URLSessionConfiguration {
    /// Whether requests on low-data networks are allowed (iOS 13): kept.
    public var allowsConstrainedNetworkAccess: Bool {
        get { SessionSettings.constrained.value(of: self) ?? true }
        set { SessionSettings.constrained.set(newValue, of: self) }
    }

    /// Whether requests on expensive networks (cellular, hotspots) are allowed (iOS 13): kept.
    public var allowsExpensiveNetworkAccess: Bool {
        get { SessionSettings.expensive.value(of: self) ?? true }
        set { SessionSettings.expensive.set(newValue, of: self) }
    }

    /// Whether a background session wakes the app when it finishes: kept.
    public var sessionSendsLaunchEvents: Bool {
        get { SessionSettings.launchEvents.value(of: self) ?? true }
        set { SessionSettings.launchEvents.set(newValue, of: self) }
    }

    /// The settable `waitsForConnectivity` (Linux's is get-only): the front door's copy writes assignments to
    /// `waitsForConnectivity` to this name. A check's requests fail at once whatever it says (no connection is waited for).
    public var widgetryWaitsForConnectivity: Bool {
        get { SessionSettings.waits.value(of: self) ?? false }
        set { SessionSettings.waits.set(newValue, of: self) }
    }
}

/// The settings' storage per configuration object (an extension cannot add stored properties).
private enum SessionSettings {
    static let constrained = ExtensionStorage<Bool>()
    static let expensive = ExtensionStorage<Bool>()
    static let launchEvents = ExtensionStorage<Bool>()
    static let waits = ExtensionStorage<Bool>()
}
