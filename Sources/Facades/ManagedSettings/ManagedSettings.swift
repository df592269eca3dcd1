// `import ManagedSettings`: Screen Time's shields and restrictions as shared app code declares them
// (https://developer.apple.com/documentation/managedsettings). Tokens are opaque and Codable as on iOS
// (apps store selections in app-group defaults); a store keeps what it is given, and nothing is shielded
// on this Linux run (a note the first time). See docs/compatibility.md.
@_exported import Foundation
import WidgetryFoundation

/// An opaque, Codable identifier of an app, a category or a web domain, as `Token`.
public struct Token<T>: Codable, Hashable, Sendable {
    /// The opaque bytes.
    let data: Data
    /// A token of `data`'s bytes (tokens come from the system's picker on iOS; tests and fixtures make them).
    public init(data: Data) { self.data = data }
    public init(from decoder: any Decoder) throws { data = try decoder.singleValueContainer().decode(Data.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(data)
    }
}

/// An app, as ManagedSettings' `Application`.
public struct Application: Codable, Hashable, Sendable {
    /// The app's bundle identifier, when the user chose to share it.
    public var bundleIdentifier: String?
    /// The app's token.
    public var token: ApplicationToken?
    /// The app's name, when known.
    public var localizedDisplayName: String?
    /// An app by bundle identifier.
    public init(bundleIdentifier: String) { self.bundleIdentifier = bundleIdentifier }
    /// An app by token.
    public init(token: ApplicationToken) { self.token = token }
}

/// A category of apps, as `ActivityCategory`.
public struct ActivityCategory: Codable, Hashable, Sendable {
    /// The category's token.
    public var token: ActivityCategoryToken?
    /// The category's name, when known.
    public var localizedDisplayName: String?
    /// A category by token.
    public init(token: ActivityCategoryToken) { self.token = token }
}

/// A web domain, as `WebDomain`.
public struct WebDomain: Codable, Hashable, Sendable {
    /// The domain, when known.
    public var domain: String?
    /// The domain's token.
    public var token: WebDomainToken?
    /// A domain by name.
    public init(domain: String) { self.domain = domain }
    /// A domain by token.
    public init(token: WebDomainToken) { self.token = token }
}

/// An app's token.
public typealias ApplicationToken = Token<Application>
/// A category's token.
public typealias ActivityCategoryToken = Token<ActivityCategory>
/// A web domain's token.
public typealias WebDomainToken = Token<WebDomain>

/// Shield restrictions, as `ShieldSettings`.
public struct ShieldSettings: Sendable {
    /// Which categories are shielded, as `ShieldSettings.ActivityCategoryPolicy`.
    public enum ActivityCategoryPolicy<T>: Hashable, Sendable {
        /// Every category, except these items.
        case all(except: Set<Token<T>> = [])
        /// These categories, except these items.
        case specific(Set<ActivityCategoryToken>, except: Set<Token<T>> = [])
        /// No category.
        case none
    }
    /// The apps shielded.
    public var applications: Set<ApplicationToken>?
    /// The categories of apps shielded.
    public var applicationCategories: ActivityCategoryPolicy<Application>?
    /// The web domains shielded.
    public var webDomains: Set<WebDomainToken>?
    /// The categories of web domains shielded.
    public var webDomainCategories: ActivityCategoryPolicy<WebDomain>?
}

/// App restrictions, as `ApplicationSettings`.
public struct ApplicationSettings: Sendable {
    /// The apps that cannot be opened.
    public var blockedApplications: Set<Application>?
    /// Whether apps cannot be deleted.
    public var denyAppRemoval: Bool?
}

/// A store of restrictions, as `ManagedSettingsStore`. It keeps what is set (reading back answers what
/// was written, as on iOS); nothing is enforced here.
open class ManagedSettingsStore: @unchecked Sendable {
    /// A store's name, as `ManagedSettingsStore.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    // @unchecked: the settings are read and written only with `lock` held.
    private let lock = NSLock()
    private var shieldSettings = ShieldSettings()
    private var applicationSettings = ApplicationSettings()

    /// The store's name (`nil` for the default store).
    public let name: Name?
    /// The app's default store.
    public init() { name = nil }
    /// A named store.
    public init(named name: Name) { self.name = name }

    /// The shields (kept; not enforced here).
    public var shield: ShieldSettings {
        get { lock.withLock { shieldSettings } }
        set {
            SkippedEffects.note("ManagedSettings", "shields are kept but nothing is shielded here")
            lock.withLock { shieldSettings = newValue }
        }
    }
    /// The app restrictions (kept; not enforced here).
    public var application: ApplicationSettings {
        get { lock.withLock { applicationSettings } }
        set { lock.withLock { applicationSettings = newValue } }
    }
    /// Forgets every setting.
    public func clearAllSettings() {
        lock.withLock {
            shieldSettings = ShieldSettings()
            applicationSettings = ApplicationSettings()
        }
    }
}
