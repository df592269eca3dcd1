import Foundation

/// The results of a fetch request kept up to date with a context, as Core Data's `NSFetchedResultsController`: after
/// `performFetch()` it holds the fetched objects (grouped in sections by `sectionNameKeyPath`), and when the context
/// processes changes (`processPendingChanges()`, `save()`) it fetches again and tells its delegate what moved, as
/// UIKit lists and Combine publishers built on it expect.
// `ResultType` is unconstrained as ``NSFetchRequest``'s is, so `NSFetchedResultsController<NSFetchRequestResult>`
// (the delegate's parameter type) can be written.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    // @unchecked: used on its context's queue, as in Core Data.
    /// The request whose results are kept.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context fetched from.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path whose value names each object's section (nil: one section).
    public let sectionNameKeyPath: String?
    /// The cache's name (nothing is cached on disk here).
    public let cacheName: String?
    /// Told about changes to the results.
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    let results: FetchedResultsStore
    private var observer: (any NSObjectProtocol)?

    /// A controller for `fetchRequest` in `context`.
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        results = FetchedResultsStore(sectionNameKeyPath: sectionNameKeyPath)
        super.init()
    }

    /// A view of `source`'s results typed as the delegate's parameter is.
    init(viewing source: NSFetchedResultsController<some Any>) where ResultType == any NSFetchRequestResult {
        fetchRequest = source.fetchRequest.erased()
        managedObjectContext = source.managedObjectContext
        sectionNameKeyPath = source.sectionNameKeyPath
        cacheName = source.cacheName
        results = source.results
        super.init()
    }

    deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

    /// Fetches the results and starts following the context's changes.
    open func performFetch() throws {
        results.replace(with: try fetchObjects())
        guard observer == nil else { return }
        observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: managedObjectContext, queue: nil) { [weak self] note in
            self?.contextDidChange(note)
        }
    }

    /// The fetched objects, in order (nil before `performFetch()`).
    open var fetchedObjects: [ResultType]? { results.objects?.compactMap { $0 as? ResultType } }
    /// The sections (nil before `performFetch()`).
    open var sections: [any NSFetchedResultsSectionInfo]? { results.sections }
    /// The sections' index titles: each name's first letter, capitalised, once.
    open var sectionIndexTitles: [String] {
        var titles: [String] = []
        for section in results.sections ?? [] {
            if let title = section.indexTitle, !titles.contains(title) { titles.append(title) }
        }
        return titles
    }

    /// The object at `indexPath` (section, then item).
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let sections = results.sections, indexPath.count == 2, sections.indices.contains(indexPath[0]),
              let objects = sections[indexPath[0]].objects, objects.indices.contains(indexPath[1]),
              let object = objects[indexPath[1]] as? ResultType else {
            fatalError("NSFetchedResultsController: no object at \(indexPath) (call performFetch() first; \(results.sections?.count ?? 0) sections)")
        }
        return object
    }

    /// Where `object` is, or nil when it is not in the results.
    open func indexPath(forObject object: ResultType) -> IndexPath? { results.indexPath(of: object as AnyObject) }

    /// The section index title for `sectionName`: its first letter, capitalised.
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? { sectionName.first.map { String($0).uppercased() } }

    /// The index of the section with `title`, `sectionIndex` being its place among the index titles.
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        results.sections?.firstIndex { $0.indexTitle == title } ?? sectionIndex
    }

    /// Removes a cache (none is kept on disk here).
    open class func deleteCache(withName name: String?) {}

    private func fetchObjects() throws -> [AnyObject] {
        try managedObjectContext.fetch(fetchRequest).map { $0 as AnyObject }
    }

    private func contextDidChange(_ note: Notification) {
        guard results.objects != nil, let objects = try? fetchObjects() else { return }
        let updated = (note.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject>) ?? []
        let changes = results.replace(with: objects, updated: updated)
        guard let delegate, !changes.isEmpty else { return }
        let view = delegateView
        delegate.controllerWillChangeContent(view)
        for change in changes {
            delegate.controller(view, didChange: change.object, at: change.oldIndexPath, for: change.type, newIndexPath: change.newIndexPath)
        }
        delegate.controllerDidChangeContent(view)
    }

    /// What the delegate is handed: this controller, typed as its methods' parameter (Objective-C generics are not
    /// checked at run time on iOS; Swift's are, so a view sharing these results stands in).
    private lazy var delegateView: NSFetchedResultsController<any NSFetchRequestResult> =
        (self as? NSFetchedResultsController<any NSFetchRequestResult>) ?? NSFetchedResultsController<any NSFetchRequestResult>(viewing: self)
}

/// Told when a fetched results controller's results change, as Core Data's `NSFetchedResultsControllerDelegate`.
/// Every method is optional, as there.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    /// An object was inserted, deleted, moved or updated in the results.
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// The results are about to change.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// The results changed.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
}

/// How an object changed in a controller's results, as Core Data's `NSFetchedResultsChangeType`.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1, delete, move, update
}

/// A section of a controller's results, as Core Data's `NSFetchedResultsSectionInfo`.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name (the objects' value at the section key path).
    var name: String { get }
    /// The section's index title.
    var indexTitle: String? { get }
    /// How many objects it holds.
    var numberOfObjects: Int { get }
    /// Its objects, in order.
    var objects: [Any]? { get }
}

extension NSFetchRequest {
    /// The same request, typed as `NSFetchRequest<NSFetchRequestResult>`.
    func erased() -> NSFetchRequest<any NSFetchRequestResult> {
        if let same = self as? NSFetchRequest<any NSFetchRequestResult> { return same }
        let copy = NSFetchRequest<any NSFetchRequestResult>()
        copy.entityName = entityName
        copy.entity = entity
        copy.predicate = predicate
        copy.sortDescriptors = sortDescriptors
        copy.fetchLimit = fetchLimit
        copy.fetchOffset = fetchOffset
        copy.fetchBatchSize = fetchBatchSize
        copy.resultType = resultType
        return copy
    }
}
