import Foundation

/// Fetches records by ID as an operation, as CloudKit's `CKFetchRecordsOperation`. A widget on Linux has no iCloud
/// account (see ``CKDatabase``): added to a database, it finishes at once, each record failing with ``CKError``,
/// so code takes the path it takes offline on a device.
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The records to fetch.
    open var recordIDs: [CKRecord.ID]?
    /// The fields fetched (all when `nil`).
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Called per record (iOS 15).
    open var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called at the end (iOS 15).
    open var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called per record (deprecated in iOS 15, still common).
    open var perRecordCompletionBlock: ((CKRecord?, CKRecord.ID?, (any Error)?) -> Void)?
    /// Called at the end with the fetched records by ID (deprecated in iOS 15, still common).
    open var fetchRecordsCompletionBlock: (([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)?

    /// An operation fetching `recordIDs`.
    public init(recordIDs: [CKRecord.ID]) {
        self.recordIDs = recordIDs
        super.init()
    }
    /// An operation whose records are set later.
    public override init() { super.init() }

    /// Fails each record, then the operation, with ``CKError``.
    open override func finishUnavailable() {
        for id in recordIDs ?? [] {
            perRecordResultBlock?(id, .failure(CKError.unavailable))
            perRecordCompletionBlock?(nil, id, CKError.unavailable)
        }
        fetchRecordsResultBlock?(.failure(CKError.unavailable))
        fetchRecordsCompletionBlock?(nil, CKError.unavailable)
    }
}

/// Saves and deletes records as an operation, as CloudKit's `CKModifyRecordsOperation`; added to a database it fails
/// at once with ``CKError`` (see ``CKFetchRecordsOperation``).
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// How a save treats the server's copy, as `CKModifyRecordsOperation.RecordSavePolicy`.
    public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2 }
    /// The records to save.
    open var recordsToSave: [CKRecord]?
    /// The records to delete.
    open var recordIDsToDelete: [CKRecord.ID]?
    /// How saves treat the server's copy.
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    /// Whether all changes succeed or none (kept).
    open var isAtomic = true
    /// Called per saved record (iOS 15).
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called per deleted record (iOS 15).
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    /// Called at the end (iOS 15).
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called at the end with what was saved and deleted (deprecated in iOS 15, still common).
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?

    /// An operation saving `recordsToSave` and deleting `recordIDsToDelete`.
    public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
        super.init()
    }

    /// Fails each save and delete, then the operation, with ``CKError``.
    open override func finishUnavailable() {
        for record in recordsToSave ?? [] { perRecordSaveBlock?(record.recordID, .failure(CKError.unavailable)) }
        for id in recordIDsToDelete ?? [] { perRecordDeleteBlock?(id, .failure(CKError.unavailable)) }
        modifyRecordsResultBlock?(.failure(CKError.unavailable))
        modifyRecordsCompletionBlock?(nil, nil, CKError.unavailable)
    }
}
