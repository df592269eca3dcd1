import Foundation

/// A query for records, as CloudKit's `CKQuery`.
public final class CKQuery: @unchecked Sendable {
    // `@unchecked`: configured before it is handed to a database, as in CloudKit.
    /// The type of the records looked for.
    public let recordType: CKRecord.RecordType
    /// Which records match.
    public let predicate: NSPredicate
    /// The order of the results.
    public var sortDescriptors: [NSSortDescriptor]?
    /// A query for records of `recordType` matching `predicate`.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) { self.recordType = recordType; self.predicate = predicate }
}

/// The iCloud account's state, as CloudKit's `CKAccountStatus`.
public enum CKAccountStatus: Int, Sendable { case couldNotDetermine = 0, available = 1, restricted = 2, noAccount = 3, temporarilyUnavailable = 4 }

/// One of a container's databases, as CloudKit's `CKDatabase`. Linux cannot reach iCloud: every fetch and
/// save fails with ``CKError`` (``CKError/unavailableMessage``), through the completion handler or by
/// throwing, so code takes the path it takes offline on a device.
public final class CKDatabase: @unchecked Sendable {
    // `@unchecked`: immutable.
    /// Which database, as `CKDatabase.Scope`.
    public enum Scope: Int, Sendable { case `public` = 1, `private` = 2, shared = 3 }
    /// The database's scope.
    public let databaseScope: Scope
    init(scope: Scope) { databaseScope = scope }

    /// Fetches a record; fails with ``CKError``.
    public func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable)
    }
    /// Fetches a record; throws ``CKError``.
    public func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError.unavailable }
    /// Runs a query (deprecated in iOS 15); fails with ``CKError``.
    public func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping ([CKRecord]?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable)
    }
    /// Runs a query (iOS 15); throws ``CKError``.
    public func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                        resultsLimit: Int = 0) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError.unavailable
    }
    /// Continues a query from its cursor (iOS 15); throws ``CKError``.
    public func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                        resultsLimit: Int = 0) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError.unavailable
    }
    /// Fetches several records (iOS 15); throws ``CKError``.
    public func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws -> [CKRecord.ID: Result<CKRecord, any Error>] {
        throw CKError.unavailable
    }
    /// Saves and deletes records in one request (iOS 15); throws ``CKError``.
    public func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                              savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true) async throws
        -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw CKError.unavailable
    }
    /// Saves and deletes records in one request, with a completion (iOS 15); fails with ``CKError``.
    public func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                              savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true,
                              completionHandler: @escaping (Result<(saveResults: [CKRecord.ID: Result<CKRecord, any Error>],
                                                                    deleteResults: [CKRecord.ID: Result<Void, any Error>]), any Error>) -> Void) {
        completionHandler(.failure(CKError.unavailable))
    }
    /// Saves a record; fails with ``CKError``.
    public func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable)
    }
    /// Saves a record; throws ``CKError``.
    public func save(_ record: CKRecord) async throws -> CKRecord { throw CKError.unavailable }
    /// Deletes a record; fails with ``CKError``.
    public func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError.unavailable)
    }
    /// Deletes a record; throws ``CKError``.
    public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError.unavailable }
    /// Runs an operation: it finishes at once with ``CKError``.
    public func add(_ operation: CKDatabaseOperation) { operation.finishUnavailable() }
}

/// An operation on a database, as CloudKit's `CKDatabaseOperation`.
open class CKDatabaseOperation: @unchecked Sendable {
    // `@unchecked`: configured before it is added to a database, as in CloudKit.
    /// The database it runs on (set by ``CKDatabase/add(_:)`` on a device).
    open var database: CKDatabase?
    /// Quality of service; accepted.
    open var qualityOfService: QualityOfService = .default
    public init() {}
    /// Calls the operation's completion with ``CKError``.
    open func finishUnavailable() {}
}

/// A query run as an operation, as CloudKit's `CKQueryOperation`.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where a query's next batch starts, as `CKQueryOperation.Cursor`.
    public final class Cursor: @unchecked Sendable {}
    /// The query.
    public let query: CKQuery?
    /// The most results per batch.
    open var resultsLimit = 0
    /// The fields fetched.
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Called per record.
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called at the end.
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
    /// An operation running `query`.
    public init(query: CKQuery) { self.query = query }
    open override func finishUnavailable() { queryResultBlock?(.failure(CKError.unavailable)) }
}

/// An app's iCloud container, as CloudKit's `CKContainer`.
public final class CKContainer: @unchecked Sendable {
    // `@unchecked`: immutable.
    /// The container's identifier (`iCloud.com.example.app`); `nil` for the default container.
    public let containerIdentifier: String?
    private init(identifier: String?) { containerIdentifier = identifier }

    /// The app's default container.
    public static func `default`() -> CKContainer { CKContainer(identifier: nil) }
    /// The container named `containerIdentifier`.
    public convenience init(identifier containerIdentifier: String) { self.init(identifier: Optional(containerIdentifier)) }

    /// The user's private database.
    public var privateCloudDatabase: CKDatabase { CKDatabase(scope: .private) }
    /// The app's public database.
    public var publicCloudDatabase: CKDatabase { CKDatabase(scope: .public) }
    /// The databases shared with the user.
    public var sharedCloudDatabase: CKDatabase { CKDatabase(scope: .shared) }
    /// The database of `scope`.
    public func database(with scope: CKDatabase.Scope) -> CKDatabase { CKDatabase(scope: scope) }

    /// The account's state: `.noAccount` (no iCloud account on Linux).
    public func accountStatus(completionHandler: @escaping (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }
    /// The account's state: `.noAccount`.
    public func accountStatus() async throws -> CKAccountStatus { .noAccount }
}
