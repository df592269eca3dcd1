import Foundation

/// A standing request for push notifications when records change, as CloudKit's `CKSubscription`. An app saves one
/// at launch (often in code shared with its widget) and matches incoming notifications by ``subscriptionID``; a
/// widget on Linux has no iCloud account, so saving and fetching fail with ``CKError`` (see ``CKDatabase``) and the
/// code takes its offline path.
open class CKSubscription: @unchecked Sendable {
    // `@unchecked`: CloudKit's subscriptions are configured on one thread before they are saved.
    /// A subscription's identifier, as `CKSubscription.ID`.
    public typealias ID = String
    /// What a subscription watches, as `CKSubscription.SubscriptionType`.
    public enum SubscriptionType: Int, Sendable { case query = 1, recordZone = 2, database = 3 }

    /// The identifier.
    public let subscriptionID: ID
    /// What it watches.
    public let subscriptionType: SubscriptionType
    /// The notification sent when it fires.
    open var notificationInfo: NotificationInfo?

    init(subscriptionID: ID, type: SubscriptionType) {
        self.subscriptionID = subscriptionID
        self.subscriptionType = type
    }

    /// What a subscription's push notification carries, as `CKSubscription.NotificationInfo`.
    open class NotificationInfo: @unchecked Sendable {
        /// Sends a silent notification that wakes the app.
        open var shouldSendContentAvailable = false
        /// Lets the app change the notification before it is shown.
        open var shouldSendMutableContent = false
        /// Increments the app's badge.
        open var shouldBadge = false
        /// The alert's title.
        open var title: String?
        /// The alert's subtitle.
        open var subtitle: String?
        /// The alert's text.
        open var alertBody: String?
        /// The sound's file name.
        open var soundName: String?
        /// The notification category.
        open var category: String?
        /// Record fields sent with the notification.
        open var desiredKeys: [CKRecord.FieldKey]?
        /// Notification info with nothing set.
        public init() {}
    }
}

/// A subscription to the records a query matches, as CloudKit's `CKQuerySubscription`.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// When the subscription fires, as `CKQuerySubscription.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// CloudKit's bits.
        public let rawValue: UInt
        /// Options from CloudKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A matching record is created.
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        /// A matching record is changed.
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        /// A matching record is deleted.
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        /// The subscription ends after firing once.
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    /// The record type watched.
    public let recordType: CKRecord.RecordType
    /// The records watched.
    public let predicate: NSPredicate
    /// The zone watched; every zone when `nil`.
    open var zoneID: CKRecordZone.ID?
    /// When it fires.
    public let querySubscriptionOptions: Options

    /// A subscription named `subscriptionID` to `recordType` records matching `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID,
                options querySubscriptionOptions: Options = []) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, type: .query)
    }

    /// A subscription with a new identifier.
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate, options querySubscriptionOptions: Options = []) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: querySubscriptionOptions)
    }
}

/// A subscription to a record zone's changes, as CloudKit's `CKRecordZoneSubscription`.
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
    /// The zone watched.
    public let zoneID: CKRecordZone.ID
    /// The record type watched; all when `nil`.
    open var recordType: CKRecord.RecordType?
    /// A subscription named `subscriptionID` to `zoneID`.
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID = UUID().uuidString) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, type: .recordZone)
    }
}

/// A subscription to every change in a database, as CloudKit's `CKDatabaseSubscription`.
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    /// The record type watched; all when `nil`.
    open var recordType: CKRecord.RecordType?
    /// A subscription named `subscriptionID`.
    public init(subscriptionID: CKSubscription.ID = UUID().uuidString) {
        super.init(subscriptionID: subscriptionID, type: .database)
    }
}

extension CKDatabase {
    /// Fetches the saved subscriptions; throws ``CKError`` (no iCloud account here).
    public func allSubscriptions() async throws -> [CKSubscription] { throw CKError.unavailable }
    /// Fetches the saved subscriptions; fails with ``CKError``.
    public func fetchAllSubscriptions(completionHandler: @escaping ([CKSubscription]?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable)
    }
    /// Fetches one subscription; throws ``CKError``.
    public func subscription(for subscriptionID: CKSubscription.ID) async throws -> CKSubscription { throw CKError.unavailable }
    /// Saves a subscription; throws ``CKError``.
    public func save(_ subscription: CKSubscription) async throws -> CKSubscription { throw CKError.unavailable }
    /// Saves a subscription; fails with ``CKError``.
    public func save(_ subscription: CKSubscription, completionHandler: @escaping (CKSubscription?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable)
    }
    /// Deletes a subscription; throws ``CKError``.
    public func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws -> CKSubscription.ID { throw CKError.unavailable }
    /// Deletes a subscription; fails with ``CKError``.
    public func delete(withSubscriptionID subscriptionID: CKSubscription.ID, completionHandler: @escaping (String?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable)
    }
}
