import Foundation

/// What a timeline entry holds, compared by value. A widget's view is a function of its entry (and of the
/// environment), so two entries with equal content show the same view: `CellPipeline` lays the snapshot out
/// once when the provider's placeholder entry is the same (most providers answer `getSnapshot` with
/// `placeholder(in:)`).
///
/// Built by walking the entry with `Mirror` down to values of the standard types (strings, numbers, dates,
/// URLs, UUIDs, data). A user type's own `==` is not trusted — an `Identifiable` entry that compares only its
/// `id` would make different entries equal — so every stored property is compared. An entry holding a class
/// instance, a closure or anything reflection cannot see into has no content (``init(of:)`` returns nil), and
/// is never taken as equal to another.
public struct EntryContent: Hashable, @unchecked Sendable {
    // @unchecked: the tokens are copies of value-type leaves (class instances are refused), never mutated.
    private let tokens: [AnyHashable]

    /// The content of `entry`, or nil when it holds something that cannot be compared by value.
    public init?(of entry: Any) {
        var tokens: [AnyHashable] = []
        guard Self.collect(entry, into: &tokens, depth: 0) else { return nil }
        self.tokens = tokens
    }

    /// Deep enough for nested entry models; deeper is refused rather than walked.
    private static let maximumDepth = 24

    private static func collect(_ value: Any, into tokens: inout [AnyHashable], depth: Int) -> Bool {
        guard depth < maximumDepth else { return false }
        if let leaf = standardLeaf(value) {
            tokens.append(leaf)
            return true
        }
        let mirror = Mirror(reflecting: value)
        tokens.append(ObjectIdentifier(type(of: value)))
        switch mirror.displayStyle {
        case .class?, nil:
            // A class compares by identity, not value; a type reflection shows nothing of (a closure, an
            // opaque C value) cannot be compared at all.
            return false
        case .enum?:
            // The case is in the description of a case without payload; a payload is among the children.
            if mirror.children.isEmpty { tokens.append(String(describing: value)) }
        default:
            break
        }
        tokens.append(mirror.children.count)
        for child in mirror.children {
            tokens.append(child.label)
            guard collect(child.value, into: &tokens, depth: depth + 1) else { return false }
        }
        return true
    }

    /// `value` itself when it is of a standard type whose equality is its value's.
    private static func standardLeaf(_ value: Any) -> AnyHashable? {
        switch value {
        case let value as String: value
        case let value as Substring: value
        case let value as Character: value
        case let value as Bool: value
        case let value as Int: value
        case let value as Int8: value
        case let value as Int16: value
        case let value as Int32: value
        case let value as Int64: value
        case let value as UInt: value
        case let value as UInt8: value
        case let value as UInt16: value
        case let value as UInt32: value
        case let value as UInt64: value
        case let value as Double: value
        case let value as Float: value
        case let value as Date: value
        case let value as URL: value
        case let value as UUID: value
        case let value as Data: value
        case let value as Decimal: value
        default: nil
        }
    }
}
