import Foundation

/// A value a record field can hold, as CloudKit's `CKRecordValueProtocol`.
public protocol CKRecordValueProtocol: Sendable {}
/// A record field's value, as CloudKit's `CKRecordValue`.
public typealias CKRecordValue = any CKRecordValueProtocol
extension String: CKRecordValueProtocol {}
extension Int: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension Double: CKRecordValueProtocol {}
extension Float: CKRecordValueProtocol {}
extension Int32: CKRecordValueProtocol {}
extension Bool: CKRecordValueProtocol {}
extension Date: CKRecordValueProtocol {}
extension Data: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}

/// A record zone, as CloudKit's `CKRecordZone`.
public final class CKRecordZone: @unchecked Sendable {
    // `@unchecked`: immutable.
    /// A zone's identity, as `CKRecordZone.ID`.
    public struct ID: Hashable, Sendable {
        /// The zone's name.
        public let zoneName: String
        /// The owner's record name.
        public let ownerName: String
        /// A zone named `zoneName` owned by `ownerName`.
        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName; self.ownerName = ownerName
        }
        /// The default zone's name.
        public static let defaultZoneName = "_defaultZone"
        /// The default zone.
        public static let `default` = ID()
    }
    /// The zone's identity.
    public let zoneID: ID
    /// A zone with `zoneID`.
    public init(zoneID: ID) { self.zoneID = zoneID }
    /// A zone named `zoneName`.
    public convenience init(zoneName: String) { self.init(zoneID: ID(zoneName: zoneName)) }
    /// The default zone.
    public static func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

/// The current user's owner name, as CloudKit's constant.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A record, as CloudKit's `CKRecord`: a type, an identity and fields.
open class CKRecord: @unchecked Sendable {
    // `@unchecked`: fields are read and written under `lock`.
    /// A record's identity, as `CKRecord.ID`.
    public struct ID: Hashable, Sendable {
        /// The record's name.
        public let recordName: String
        /// The zone the record is in.
        public let zoneID: CKRecordZone.ID
        /// A record named `recordName` in `zoneID`.
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName; self.zoneID = zoneID
        }
    }
    /// A record's type name, as `CKRecord.RecordType`.
    public typealias RecordType = String
    /// A field's name, as `CKRecord.FieldKey`.
    public typealias FieldKey = String

    /// The record's type.
    public let recordType: RecordType
    /// The record's identity.
    public let recordID: ID
    /// When the record was created; `nil` until saved, as here.
    public private(set) var creationDate: Date?
    /// When the record was last saved; `nil` until saved.
    public private(set) var modificationDate: Date?
    private let lock = NSLock()
    private var fields: [FieldKey: any CKRecordValueProtocol] = [:]

    /// A record of `recordType` with `recordID`.
    public init(recordType: RecordType, recordID: ID = ID()) { self.recordType = recordType; self.recordID = recordID }
    /// A record of `recordType` in `zoneID`.
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) { self.init(recordType: recordType, recordID: ID(zoneID: zoneID)) }

    /// The value of field `key`.
    open subscript(key: FieldKey) -> (any CKRecordValueProtocol)? {
        get { lock.withLock { fields[key] } }
        set { lock.withLock { fields[key] = newValue } }
    }
    /// The value of field `key`, as `object(forKey:)`.
    open func object(forKey key: FieldKey) -> (any CKRecordValueProtocol)? { self[key] }
    /// Sets field `key`.
    open func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: FieldKey) { self[key] = object }
    /// Sets field `key` by key-value coding, as app code writes `record.setValue(price, forKey: "price")` (CloudKit's
    /// records are `NSObject`s); a value that is not a record value clears the field, as CloudKit refuses it.
    open func setValue(_ value: Any?, forKey key: String) { self[key] = value as? any CKRecordValueProtocol }
    /// The value of field `key` by key-value coding.
    open func value(forKey key: String) -> Any? { self[key] }
    /// The names of the fields set.
    open func allKeys() -> [FieldKey] { lock.withLock { Array(fields.keys).sorted() } }
}

/// A file attached to a record, as CloudKit's `CKAsset`.
public final class CKAsset: CKRecordValueProtocol, @unchecked Sendable {
    // `@unchecked`: immutable.
    /// The file.
    public let fileURL: URL?
    /// An asset of the file at `fileURL`.
    public init(fileURL: URL) { self.fileURL = fileURL }
}

/// A reference from one record to another, as CloudKit's `CKRecord.Reference`.
extension CKRecord {
    public final class Reference: CKRecordValueProtocol, @unchecked Sendable {
        // `@unchecked`: immutable.
        /// What deleting the target does, as `CKRecord.ReferenceAction`.
        public enum Action: Int, Sendable { case none = 0, deleteSelf = 1 }
        /// The record referred to.
        public let recordID: CKRecord.ID
        /// The action.
        public let action: Action
        /// A reference to `recordID`.
        public init(recordID: CKRecord.ID, action: Action) { self.recordID = recordID; self.action = action }
        /// A reference to `record`.
        public convenience init(record: CKRecord, action: Action) { self.init(recordID: record.recordID, action: action) }
    }
}
