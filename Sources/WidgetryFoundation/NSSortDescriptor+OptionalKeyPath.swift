import Foundation

#if !canImport(Darwin)
extension NSSortDescriptor {
    /// A sort by an optional attribute's key path (`NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)` on
    /// Core Data's generated `Date?`), as Darwin's Foundation takes any key path; Linux's requires a `Comparable` value,
    /// which an optional is not. Objects without a value come first in ascending order, as a Core Data fetch from its
    /// SQLite store orders them (SQLite sorts NULL before every value).
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { lhs, rhs in
            switch (lhs as? Value, rhs as? Value) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case let (left?, right?): return left < right ? .orderedAscending : right < left ? .orderedDescending : .orderedSame
            }
        }
    }
}
#endif
