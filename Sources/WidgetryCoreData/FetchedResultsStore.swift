import Foundation
import WidgetryFoundation

/// The objects a fetched results controller holds, in sections, shared by the controller and the view of it its
/// delegate is handed; replacing them reports what moved.
final class FetchedResultsStore: @unchecked Sendable {
    // @unchecked: used on its controller's context queue.
    struct Section: NSFetchedResultsSectionInfo {
        var name: String
        var members: [AnyObject]
        var indexTitle: String? { name.first.map { String($0).uppercased() } }
        var numberOfObjects: Int { members.count }
        var objects: [Any]? { members }
    }

    struct Change {
        var object: AnyObject
        var type: NSFetchedResultsChangeType
        var oldIndexPath: IndexPath?
        var newIndexPath: IndexPath?
    }

    let sectionNameKeyPath: String?
    private(set) var objects: [AnyObject]?
    private(set) var sectionList: [Section] = []

    init(sectionNameKeyPath: String?) { self.sectionNameKeyPath = sectionNameKeyPath }

    var sections: [any NSFetchedResultsSectionInfo]? { objects == nil ? nil : sectionList }

    /// Replaces the objects; returns the deletions, insertions, moves and (for `updated` objects that stayed) updates,
    /// with index paths in the old and new sections as Core Data reports them.
    @discardableResult
    func replace(with newObjects: [AnyObject], updated: Set<NSManagedObject> = []) -> [Change] {
        let oldPaths = paths()
        objects = newObjects
        // Core Data groups consecutive objects with the same section name; the request's sort puts them together.
        sectionList = []
        for object in newObjects {
            let name = sectionName(of: object)
            if sectionList.last?.name == name { sectionList[sectionList.count - 1].members.append(object) } else {
                sectionList.append(Section(name: name, members: [object]))
            }
        }
        let newPaths = paths()
        var changes: [Change] = []
        for (id, old) in oldPaths.sorted(by: { $0.value.path < $1.value.path }) where newPaths[id] == nil {
            changes.append(Change(object: old.object, type: .delete, oldIndexPath: old.path, newIndexPath: nil))
        }
        for object in newObjects {
            let id = ObjectIdentifier(object)
            guard let new = newPaths[id] else { continue }
            if let old = oldPaths[id] {
                if old.path != new.path {
                    changes.append(Change(object: object, type: .move, oldIndexPath: old.path, newIndexPath: new.path))
                } else if let managed = object as? NSManagedObject, updated.contains(managed) {
                    changes.append(Change(object: object, type: .update, oldIndexPath: old.path, newIndexPath: new.path))
                }
            } else {
                changes.append(Change(object: object, type: .insert, oldIndexPath: nil, newIndexPath: new.path))
            }
        }
        return changes
    }

    func indexPath(of object: AnyObject) -> IndexPath? { paths()[ObjectIdentifier(object)]?.path }

    private func paths() -> [ObjectIdentifier: (object: AnyObject, path: IndexPath)] {
        var paths: [ObjectIdentifier: (object: AnyObject, path: IndexPath)] = [:]
        for (sectionIndex, section) in sectionList.enumerated() {
            for (item, object) in section.members.enumerated() {
                paths[ObjectIdentifier(object)] = (object, IndexPath(indexes: [sectionIndex, item]))
            }
        }
        return paths
    }

    private func sectionName(of object: AnyObject) -> String {
        guard let keyPath = sectionNameKeyPath else { return "" }
        let value = (object as? KeyValueCodingObject)?.value(forKeyPath: keyPath)
        return value.map { "\($0)" } ?? ""
    }
}
