import Foundation

/// The on-device Spotlight index, as Core Spotlight's `CSSearchableIndex`
/// (https://developer.apple.com/documentation/corespotlight/cssearchableindex).
///
/// A widget never searches Spotlight, and Linux has no index: `isIndexingAvailable()` is `false`, as on a
/// device where indexing is unavailable, and every index or delete call completes with
/// ``CSIndexError/Code/indexingUnsupported``, so the app code around it takes its failure path and goes on.
open class CSSearchableIndex: @unchecked Sendable {
    private static let shared = CSSearchableIndex(name: "default")

    /// The index's name.
    public let name: String

    /// The app's default index.
    open class func `default`() -> CSSearchableIndex { shared }

    /// Whether this device indexes: `false` here.
    open class func isIndexingAvailable() -> Bool { false }

    /// A named index.
    public init(name: String) { self.name = name }

    /// Adds or updates `items`: completes with ``CSIndexError/Code/indexingUnsupported``.
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CSIndexError(.indexingUnsupported))
    }

    /// Adds or updates `items`: throws ``CSIndexError/Code/indexingUnsupported``.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
        throw CSIndexError(.indexingUnsupported)
    }

    /// Removes the items with these identifiers: completes with ``CSIndexError/Code/indexingUnsupported``.
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CSIndexError(.indexingUnsupported))
    }

    /// Removes the items with these identifiers: throws ``CSIndexError/Code/indexingUnsupported``.
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        throw CSIndexError(.indexingUnsupported)
    }

    /// Removes the items of these domains: completes with ``CSIndexError/Code/indexingUnsupported``.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CSIndexError(.indexingUnsupported))
    }

    /// Removes the items of these domains: throws ``CSIndexError/Code/indexingUnsupported``.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        throw CSIndexError(.indexingUnsupported)
    }

    /// Removes every item: completes with ``CSIndexError/Code/indexingUnsupported``.
    open func deleteAllSearchableItems(completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(CSIndexError(.indexingUnsupported))
    }

    /// Removes every item: throws ``CSIndexError/Code/indexingUnsupported``.
    open func deleteAllSearchableItems() async throws {
        throw CSIndexError(.indexingUnsupported)
    }
}

/// Why an index call failed, as Core Spotlight's `CSIndexError`.
public struct CSIndexError: Error, LocalizedError, Sendable, Equatable {
    /// The failure kinds, as `CSIndexError.Code`.
    public enum Code: Int, Sendable {
        /// An unknown failure.
        case unknownError = -1
        /// The index cannot be reached.
        case indexUnavailableError = -1000
        /// The item is invalid.
        case invalidItemError = -1001
        /// The client state is invalid.
        case invalidClientStateError = -1002
        /// A remote connection failed.
        case remoteConnectionError = -1003
        /// The quota was exceeded.
        case quotaExceeded = -1004
        /// This device does not index (every call here).
        case indexingUnsupported = -1005
    }

    /// The failure.
    public let code: Code
    /// An error of this kind.
    public init(_ code: Code) { self.code = code }

    public var errorDescription: String? {
        code == .indexingUnsupported ? "Spotlight indexing is unavailable in Widgetry (a widget never searches the index)"
            : "Core Spotlight error \(code.rawValue)"
    }
}

/// The activity type of a user activity that opens a Spotlight result, as `CSSearchableItemActionType`
/// (`.onContinueUserActivity(CSSearchableItemActionType) { … }`).
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The `userInfo` key holding the opened item's unique identifier, as `CSSearchableItemActivityIdentifier`.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
/// The activity type of a search continued in the app, as `CSQueryContinuationActionType`.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
/// The `userInfo` key holding the continued search's text, as `CSSearchQueryString`.
public let CSSearchQueryString = "kCSSearchQueryString"
