import Foundation
import WidgetryFoundation

/// A point in a store's history, as Core Data's `NSPersistentHistoryToken`: apps keep the last one they merged (often
/// archived with `NSKeyedArchiver` in the app group) and ask for the history after it.
public final class NSPersistentHistoryToken: NSObject, NSSecureCoding, @unchecked Sendable {
    // @unchecked: immutable.
    /// The number of the transaction the token follows.
    let transactionNumber: Int64

    init(transactionNumber: Int64) {
        self.transactionNumber = transactionNumber
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }
    public func encode(with coder: NSCoder) { coder.encode(transactionNumber, forKey: "transactionNumber") }
    public init?(coder: NSCoder) {
        transactionNumber = coder.decodeInt64(forKey: "transactionNumber")
        super.init()
    }
    public override func isEqual(_ object: Any?) -> Bool { (object as? NSPersistentHistoryToken)?.transactionNumber == transactionNumber }
    public override var hash: Int { transactionNumber.hashValue }
}

/// One save recorded in a store's history, as Core Data's `NSPersistentHistoryTransaction`. A context's `save()`
/// records one for the changes it saved; its properties answer key-value coding, so a history fetch request's
/// predicate (`author != %@`) selects transactions as on iOS.
open class NSPersistentHistoryTransaction: KeyValueCodingObject, @unchecked Sendable {
    // @unchecked: immutable once recorded.
    /// When the save happened.
    open private(set) var timestamp: Date
    /// The objects the save changed.
    open private(set) var changes: [NSPersistentHistoryChange]?
    /// The transaction's number in the store.
    open private(set) var transactionNumber: Int64
    /// The store's identifier.
    open private(set) var storeID: String
    /// The app's bundle identifier.
    open private(set) var bundleID: String
    /// The saving process's identifier.
    open private(set) var processID: String
    /// The saving context's `name`.
    open private(set) var contextName: String?
    /// The saving context's `transactionAuthor`.
    open private(set) var author: String?
    /// The token just after this transaction.
    open var token: NSPersistentHistoryToken { NSPersistentHistoryToken(transactionNumber: transactionNumber) }

    init(number: Int64, timestamp: Date, context: NSManagedObjectContext, changes: [NSPersistentHistoryChange]) {
        transactionNumber = number
        self.timestamp = timestamp
        storeID = "widgetry-store"
        bundleID = Bundle.main.bundleIdentifier ?? ""
        processID = String(ProcessInfo.processInfo.processIdentifier)
        contextName = context.name
        author = context.transactionAuthor
        self.changes = changes
        super.init()
        for change in changes { change.transaction = self }
    }

    /// A did-save notification carrying the changed objects' IDs, for `mergeChanges(fromContextDidSave:)`.
    open func objectIDNotification() -> Notification {
        var info: [AnyHashable: Any] = [:]
        for (type, key) in [(NSPersistentHistoryChangeType.insert, NSInsertedObjectsKey), (.update, NSUpdatedObjectsKey), (.delete, NSDeletedObjectsKey)] {
            let ids = Set((changes ?? []).filter { $0.changeType == type }.map(\.changedObjectID))
            if !ids.isEmpty { info[key] = ids }
        }
        return Notification(name: .NSManagedObjectContextDidSave, object: nil, userInfo: info)
    }

    /// A fetch request over transactions, for a history request's `fetchRequest` (iOS 13).
    open class var fetchRequest: NSFetchRequest<any NSFetchRequestResult>? {
        NSFetchRequest<any NSFetchRequestResult>(entityName: "NSPersistentHistoryTransaction")
    }

    /// The entity of transactions.
    open class func entityDescription(with context: NSManagedObjectContext) -> NSEntityDescription? { nil }

    open override func storedValue(forKey key: String) -> Any? {
        switch key {
        case "timestamp": timestamp
        case "transactionNumber": transactionNumber
        case "storeID": storeID
        case "bundleID": bundleID
        case "processID": processID
        case "contextName": contextName
        case "author": author
        default: nil
        }
    }
}

/// What happened to an object in a history transaction, as Core Data's `NSPersistentHistoryChangeType`.
public enum NSPersistentHistoryChangeType: Int, Sendable {
    case insert = 0, update, delete
}

/// One object's change in a history transaction, as Core Data's `NSPersistentHistoryChange`.
open class NSPersistentHistoryChange: KeyValueCodingObject, @unchecked Sendable {
    // @unchecked: immutable once recorded.
    /// The change's number.
    open private(set) var changeID: Int64
    /// The changed object's ID.
    open private(set) var changedObjectID: NSManagedObjectID
    /// Whether it was inserted, updated or deleted.
    open private(set) var changeType: NSPersistentHistoryChangeType
    /// The deleted object's preserved values (none: no attribute is marked to be preserved on Linux).
    open private(set) var tombstone: [AnyHashable: Any]?
    /// The transaction holding the change.
    open internal(set) weak var transaction: NSPersistentHistoryTransaction?
    /// The properties an update changed (not tracked here: nil, as for inserts and deletes).
    open private(set) var updatedProperties: Set<NSPropertyDescription>?

    init(changeID: Int64, object: NSManagedObjectID, type: NSPersistentHistoryChangeType) {
        self.changeID = changeID
        changedObjectID = object
        changeType = type
        super.init()
    }

    /// A fetch request over changes, for a history request's `fetchRequest` (iOS 13).
    open class var fetchRequest: NSFetchRequest<any NSFetchRequestResult>? {
        NSFetchRequest<any NSFetchRequestResult>(entityName: "NSPersistentHistoryChange")
    }

    open override func storedValue(forKey key: String) -> Any? {
        switch key {
        case "changeID": changeID
        case "changedObjectID": changedObjectID
        case "changeType": changeType.rawValue
        case "changedEntity": changedObjectID.entityName
        default: nil
        }
    }
}
