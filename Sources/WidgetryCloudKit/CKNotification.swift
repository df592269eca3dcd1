import Foundation

/// A CloudKit push notification, as `CKNotification`, read from a remote notification's payload in the app delegate.
/// A widget receives no pushes, and a payload CloudKit did not send is not one of its notifications, so
/// ``init(fromRemoteNotificationDictionary:)`` answers `nil` unless the payload has CloudKit's `ck` entry.
open class CKNotification: @unchecked Sendable {
    // `@unchecked`: immutable after it is made.
    /// What kind of notification, as `CKNotification.NotificationType`.
    public enum NotificationType: Int, Sendable { case query = 1, recordZone = 2, readNotification = 3, database = 4 }

    /// The kind.
    public let notificationType: NotificationType
    /// The subscription that fired.
    public let subscriptionID: CKSubscription.ID?
    /// The container it came from.
    public let containerIdentifier: String?

    init(type: NotificationType, payload: [String: Any]) {
        notificationType = type
        subscriptionID = payload["sid"] as? String
        containerIdentifier = payload["cid"] as? String
    }

    init(type: NotificationType, subscriptionID: CKSubscription.ID?, containerIdentifier: String?) {
        notificationType = type
        self.subscriptionID = subscriptionID
        self.containerIdentifier = containerIdentifier
    }

    /// The notification a push payload carries; `nil` when the payload has no CloudKit entry (`ck`), as UIKit's
    /// answer for a payload CloudKit did not send.
    public class func notificationFromRemoteDictionary(_ userInfo: [AnyHashable: Any]) -> CKNotification? {
        guard let cloudKit = userInfo["ck"] as? [String: Any] else { return nil }
        if let query = cloudKit["qry"] as? [String: Any] { return CKQueryNotification(payload: cloudKit, query: query) }
        if cloudKit["fet"] != nil { return CKRecordZoneNotification(type: .recordZone, payload: cloudKit) }
        return CKDatabaseNotification(type: .database, payload: cloudKit)
    }

    /// The notification a push payload carries, as `CKNotification(fromRemoteNotificationDictionary:)`; `nil` when
    /// CloudKit did not send it. Objective-C hands back the subclass for the payload; a Swift initializer cannot, so
    /// this is a plain notification of the payload's kind (``notificationFromRemoteDictionary(_:)`` gives the subclass).
    public convenience init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let made = CKNotification.notificationFromRemoteDictionary(notificationDictionary) else { return nil }
        self.init(type: made.notificationType, subscriptionID: made.subscriptionID, containerIdentifier: made.containerIdentifier)
    }
}

/// A notification from a ``CKQuerySubscription``, as `CKQueryNotification`.
open class CKQueryNotification: CKNotification, @unchecked Sendable {
    /// Why it fired, as `CKQueryNotification.Reason`.
    public enum Reason: Int, Sendable { case recordCreated = 1, recordUpdated = 2, recordDeleted = 3 }
    /// Why it fired.
    public let queryNotificationReason: Reason
    /// The record that changed.
    public let recordID: CKRecord.ID?
    /// The database of the record.
    public let databaseScope: CKDatabase.Scope

    init(payload: [String: Any], query: [String: Any]) {
        queryNotificationReason = (query["fo"] as? Int).flatMap(Reason.init(rawValue:)) ?? .recordUpdated
        recordID = (query["rid"] as? String).map { CKRecord.ID(recordName: $0) }
        databaseScope = (query["dbs"] as? Int).flatMap(CKDatabase.Scope.init(rawValue:)) ?? .private
        super.init(type: .query, payload: payload)
    }
}

/// A notification from a ``CKRecordZoneSubscription``, as `CKRecordZoneNotification`.
open class CKRecordZoneNotification: CKNotification, @unchecked Sendable {}

/// A notification from a ``CKDatabaseSubscription``, as `CKDatabaseNotification`.
open class CKDatabaseNotification: CKNotification, @unchecked Sendable {}
