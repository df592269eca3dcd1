import Foundation

/// An object's value for a key, compared as Core Data and HealthKit compare them in sorts and predicates:
/// numbers (and booleans) numerically, text by Unicode order, dates in time; a missing value (nil) sorts
/// first. A fixture's date text compares as a date against a date.
public struct KeyValueComparable: Comparable, @unchecked Sendable {
    // @unchecked: holds the fixture's immutable JSON value.
    let value: Any?

    /// `value`, compared.
    public init(_ value: Any?) { self.value = value is NSNull ? nil : value }

    enum Scalar { case null, number(Double), text(String), date(Date), other(String) }

    var scalar: Scalar {
        switch value {
        case nil: return .null
        case let bool as Bool: return .number(bool ? 1 : 0)
        case let number as NSNumber: return .number(number.doubleValue)
        case let int as any BinaryInteger: return .number(Double(int))
        case let double as Double: return .number(double)
        case let float as Float: return .number(Double(float))
        case let date as Date: return .date(date)
        case let text as String: return .text(text)
        case let uuid as UUID: return .text(uuid.uuidString)
        case let url as URL: return .text(url.absoluteString)
        case let other?: return .other(String(describing: other))
        }
    }

    /// The two values as scalars of one kind when they can be (a date text beside a date is a date).
    static func aligned(_ lhs: Scalar, _ rhs: Scalar) -> (Scalar, Scalar) {
        switch (lhs, rhs) {
        case (.text(let text), .date):
            if let date = FixtureValueDecoder.date(from: text) { return (.date(date), rhs) }
        case (.date, .text(let text)):
            if let date = FixtureValueDecoder.date(from: text) { return (lhs, .date(date)) }
        case (.text(let text), .number):
            if let number = Double(text) { return (.number(number), rhs) }
        case (.number, .text(let text)):
            if let number = Double(text) { return (lhs, .number(number)) }
        default: break
        }
        return (lhs, rhs)
    }

    /// -1, 0 or 1; nil when the two cannot be ordered (a number and a text).
    public static func order(_ lhs: Any?, _ rhs: Any?) -> Int? {
        let (a, b) = aligned(KeyValueComparable(lhs).scalar, KeyValueComparable(rhs).scalar)
        func sign<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : (x == y ? 0 : 1) }
        switch (a, b) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case (.number(let x), .number(let y)): return sign(x, y)
        case (.text(let x), .text(let y)): return sign(x, y)
        case (.date(let x), .date(let y)): return sign(x, y)
        case (.other(let x), .other(let y)): return sign(x, y)
        default: return nil
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (order(lhs.value, rhs.value) ?? 0) < 0 }
    public static func == (lhs: Self, rhs: Self) -> Bool { order(lhs.value, rhs.value) == 0 }
}

/// An object whose values are read by key, as Objective-C's key-value coding reads them on iOS (Linux's
/// `NSObject` has none): managed objects, health samples. Sort descriptors and format predicates read
/// keys through it.
open class KeyValueCodingObject: NSObject, KeyValueCodingStorage, @unchecked Sendable {
    /// The value for `key`, or nil: what `value(forKey:)` answers.
    open func storedValue(forKey key: String) -> Any? { nil }

    /// Sets the value for `key` (ignored unless a subclass stores values): what `setValue(_:forKey:)` does.
    open func storeValue(_ value: Any?, forKey key: String) {}

    /// The value at a dotted key path (`list.name`, `items.@count`): what `value(forKeyPath:)` answers.
    func resolvedValue(forKeyPath keyPath: String) -> Any? { PredicateFormat.resolve(.keyPath(keyPath), on: self) }

    /// A subscript the sort descriptors' key paths go through (`NSSortDescriptor(key:ascending:)`).
    public subscript(_sortKey key: String) -> KeyValueComparable { KeyValueComparable(value(forKeyPath: key)) }
}

extension NSSortDescriptor {
    /// A sort by an attribute's key (a dotted path follows relationships), as Core Data's
    /// `NSSortDescriptor(key:ascending:)`; Linux's Foundation offers only key paths, so the key becomes a
    /// key path through the object's values (``KeyValueCodingObject``).
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \KeyValueCodingObject.[_sortKey: key ?? ""], ascending: ascending)
    }

    /// A sort by key with the comparison method `selector` names, as `NSSortDescriptor(key:ascending:selector:)`
    /// (`#selector(NSString.localizedStandardCompare(_:))` in a fetch request): strings compare as that `NSString`
    /// method does — `localizedStandardCompare:` as the Finder sorts (numbers by value), the case-insensitive methods
    /// ignoring case — and other values as `compare:`.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        let name = selector?.name ?? "compare:"
        self.init(keyPath: \KeyValueCodingObject.[_sortKey: key ?? ""], ascending: ascending) { lhs, rhs in
            let left = (lhs as? KeyValueComparable)?.value ?? lhs, right = (rhs as? KeyValueComparable)?.value ?? rhs
            if let left = left as? String, let right = right as? String {
                if name.hasPrefix("localizedStandardCompare") { return left.localizedStandardCompare(right) }
                if name.lowercased().contains("caseinsensitivecompare") { return left.caseInsensitiveCompare(right) }
                return left.compare(right)
            }
            let (a, b) = (KeyValueComparable(left), KeyValueComparable(right))
            return a < b ? .orderedAscending : b < a ? .orderedDescending : .orderedSame
        }
    }
}
