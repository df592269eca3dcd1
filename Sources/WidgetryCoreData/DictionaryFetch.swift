import Foundation
import WidgetryFoundation

/// The rows of a fetch whose `resultType` is `.dictionaryResultType`, as Core Data returns them: one dictionary per
/// object holding ``NSFetchRequest/propertiesToFetch`` (every attribute when none are named); with an aggregate
/// ``NSExpressionDescription`` and no grouping, one dictionary for all objects (SQL's `SELECT max(order)`); with
/// ``NSFetchRequest/propertiesToGroupBy``, one per group, filtered by ``NSFetchRequest/havingPredicate``.
struct DictionaryFetch {
    /// A column: a stored value read by key path, or an expression evaluated over the row's objects.
    enum Column {
        case attribute(name: String, keyPath: String)
        case expression(name: String, WidgetryFoundation.NSExpression)
    }

    let columns: [Column]
    let groupKeys: [String]
    let having: NSPredicate?
    let distinct: Bool

    init<T>(_ request: NSFetchRequest<T>) {
        columns = (request.propertiesToFetch ?? []).compactMap(Self.column(of:))
        groupKeys = (request.propertiesToGroupBy ?? []).compactMap { property in
            switch Self.column(of: property) {
            case .attribute(_, let keyPath)?: return keyPath
            default: return nil
            }
        }
        having = request.havingPredicate
        distinct = request.returnsDistinctResults
    }

    static func column(of property: Any) -> Column? {
        switch property {
        case let name as String: return .attribute(name: name, keyPath: name)
        case let description as NSExpressionDescription:
            guard let expression = description.expression else { return nil }
            if expression.expressionType == .keyPath { return .attribute(name: description.name, keyPath: expression.keyPath) }
            return .expression(name: description.name, expression)
        case let description as NSPropertyDescription: return .attribute(name: description.name, keyPath: description.name)
        default: return nil
        }
    }

    func rows(of objects: [NSManagedObject]) -> [[String: Any]] {
        let aggregates = columns.contains { if case .expression = $0 { return true } else { return false } }
        var rows: [[String: Any]]
        if !groupKeys.isEmpty {
            // Linear grouping: fixture values compare as Core Data compares them (`KeyValueComparable`), not by hash.
            var groups: [(key: [KeyValueComparable], objects: [NSManagedObject])] = []
            for object in objects {
                let key = groupKeys.map { KeyValueComparable(Self.value(of: object, at: $0)) }
                if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].objects.append(object) } else { groups.append((key, [object])) }
            }
            rows = groups.map { row(of: $0.objects) }
            if let having { rows = rows.filter { having.evaluate(with: $0) } }
        } else if aggregates {
            rows = [row(of: objects)]
        } else {
            rows = objects.map { row(of: [$0]) }
        }
        guard distinct else { return rows }
        var seen: [[String: KeyValueComparable]] = []
        return rows.filter { row in
            let key = row.mapValues { KeyValueComparable($0) }
            if seen.contains(where: { $0 == key }) { return false }
            seen.append(key)
            return true
        }
    }

    /// One dictionary for a group of objects: attributes from its first object, expressions over all of them.
    private func row(of objects: [NSManagedObject]) -> [String: Any] {
        var row: [String: Any] = [:]
        if columns.isEmpty, let first = objects.first { row = first.storedValues }
        for column in columns {
            switch column {
            case let .attribute(name, keyPath): row[name] = objects.first.flatMap { Self.value(of: $0, at: keyPath) }
            case let .expression(name, expression): row[name] = expression.expressionValue(with: objects, context: nil)
            }
        }
        return row
    }

    static func value(of object: NSManagedObject, at keyPath: String) -> Any? { PredicateFormat.resolve(.keyPath(keyPath), on: object) }
}
