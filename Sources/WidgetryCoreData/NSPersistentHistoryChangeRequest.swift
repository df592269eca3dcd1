import Foundation

/// A request for a store's history, or to delete part of it, as Core Data's `NSPersistentHistoryChangeRequest`, run
/// with `context.execute(_:)`. The history is the transactions this process's contexts saved (no other process
/// shares a store on Linux, so a widget sees only its own saves, as a device would where the app never ran).
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// Which part of the history a request selects.
    enum Bound {
        case after(Int64)
        case afterDate(Date)
        case before(Int64)
        case beforeDate(Date)
    }

    private(set) var bound = Bound.after(0)
    private(set) var deletes = false
    /// What the result holds.
    open var resultType: NSPersistentHistoryResultType = .transactionsAndChanges
    /// The token the request starts from, when made from one.
    open private(set) var token: NSPersistentHistoryToken?
    /// A request over transactions or changes whose predicate narrows what is selected (iOS 13).
    open var fetchRequest: NSFetchRequest<any NSFetchRequestResult>?

    /// A request for the whole history; the class methods below make the others.
    public required override init() { super.init() }

    private static func make(_ bound: Bound, deletes: Bool) -> Self {
        let request = Self()
        request.bound = bound
        request.deletes = deletes
        if case .after(let number) = bound, number > 0 { request.token = NSPersistentHistoryToken(transactionNumber: number) }
        return request
    }

    /// The transactions after `date`.
    open class func fetchHistory(after date: Date) -> Self { make(.afterDate(date), deletes: false) }
    /// The transactions after `token` (all, when nil).
    open class func fetchHistory(after token: NSPersistentHistoryToken?) -> Self { make(.after(token?.transactionNumber ?? 0), deletes: false) }
    /// The transactions after `transaction` (all, when nil).
    open class func fetchHistory(after transaction: NSPersistentHistoryTransaction?) -> Self {
        make(.after(transaction?.transactionNumber ?? 0), deletes: false)
    }
    /// The transactions `fetchRequest` selects (iOS 13).
    open class func fetchHistory(withFetch fetchRequest: NSFetchRequest<any NSFetchRequestResult>) -> Self {
        let request = make(.after(0), deletes: false)
        request.fetchRequest = fetchRequest
        return request
    }
    /// Deletes the transactions before `date`.
    open class func deleteHistory(before date: Date) -> Self { make(.beforeDate(date), deletes: true) }
    /// Deletes the transactions up to `token` (none, when nil).
    open class func deleteHistory(before token: NSPersistentHistoryToken?) -> Self { make(.before(token.map { $0.transactionNumber + 1 } ?? 0), deletes: true) }
    /// Deletes the transactions before `transaction` (none, when nil).
    open class func deleteHistory(before transaction: NSPersistentHistoryTransaction?) -> Self {
        make(.before(transaction?.transactionNumber ?? 0), deletes: true)
    }

    /// Whether the request's bound and predicate select `transaction`.
    func selects(_ transaction: NSPersistentHistoryTransaction) -> Bool {
        let inBound = switch bound {
        case .after(let number): transaction.transactionNumber > number
        case .afterDate(let date): transaction.timestamp > date
        case .before(let number): transaction.transactionNumber < number
        case .beforeDate(let date): transaction.timestamp < date
        }
        guard inBound else { return false }
        guard let predicate = fetchRequest?.predicate, fetchRequest?.entityName == "NSPersistentHistoryTransaction" else { return true }
        return predicate.evaluate(with: transaction)
    }
}

/// What a history request's result holds, as Core Data's `NSPersistentHistoryResultType`.
public enum NSPersistentHistoryResultType: Int, Sendable {
    case statusOnly = 0, objectIDs, count, transactionsOnly, changesOnly, transactionsAndChanges
}

/// What a history request gives, as Core Data's `NSPersistentHistoryResult`: `true`, the changed objects' IDs, a
/// count, the transactions or the changes, as the request's ``NSPersistentHistoryChangeRequest/resultType`` asked.
open class NSPersistentHistoryResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The result, of the type the request asked for.
    open private(set) var result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

extension NSPersistentStoreCoordinator {
    /// The token after the newest transaction, as `currentPersistentHistoryToken(fromStores:)`; nil before any save.
    public func currentPersistentHistoryToken(fromStores stores: [Any]?) -> NSPersistentHistoryToken? {
        history.withLock { $0.last?.token }
    }

    /// Adds a transaction for the changes `context` saved.
    func recordTransaction(of saved: ObjectChanges, context: NSManagedObjectContext) {
        history.withLock { transactions in
            let number = (transactions.last?.transactionNumber ?? 0) + 1
            var changes: [NSPersistentHistoryChange] = []
            for (objects, type) in [(saved.inserted, NSPersistentHistoryChangeType.insert), (saved.updated, .update), (saved.deleted, .delete)] {
                for object in objects.sorted(by: { $0.objectID.uriRepresentation().absoluteString < $1.objectID.uriRepresentation().absoluteString }) {
                    changes.append(NSPersistentHistoryChange(changeID: number * 10_000 + Int64(changes.count), object: object.objectID, type: type))
                }
            }
            transactions.append(NSPersistentHistoryTransaction(number: number, timestamp: Date(), context: context, changes: changes))
        }
    }

    /// Runs a history request.
    func execute(_ request: NSPersistentHistoryChangeRequest) -> NSPersistentHistoryResult {
        let selected = history.withLock { transactions in
            let selected = transactions.filter(request.selects)
            if request.deletes { transactions.removeAll { request.selects($0) } }
            return selected
        }
        if request.deletes { return NSPersistentHistoryResult(result: true) }
        let changes = selected.flatMap { $0.changes ?? [] }
        switch request.resultType {
        case .statusOnly: return NSPersistentHistoryResult(result: true)
        case .objectIDs: return NSPersistentHistoryResult(result: changes.map(\.changedObjectID))
        case .count: return NSPersistentHistoryResult(result: selected.count)
        case .transactionsOnly, .transactionsAndChanges: return NSPersistentHistoryResult(result: selected)
        case .changesOnly: return NSPersistentHistoryResult(result: changes)
        }
    }
}
