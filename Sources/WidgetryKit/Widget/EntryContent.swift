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

    /// `value` itself when it is of a standard type whose equality is its value's. The type is looked up
    /// first: trying each cast in turn cost more than the rest of the walk.
    private static func standardLeaf(_ value: Any) -> AnyHashable? {
        standardLeafTypes[ObjectIdentifier(type(of: value))]?(value)
    }

    private static func leaf<T: Hashable>(_ type: T.Type) -> (ObjectIdentifier, @Sendable (Any) -> AnyHashable?) {
        (ObjectIdentifier(type), { ($0 as? T).map(AnyHashable.init) })
    }

    private static let standardLeafTypes: [ObjectIdentifier: @Sendable (Any) -> AnyHashable?] = Dictionary(uniqueKeysWithValues: [
        leaf(String.self), leaf(Substring.self), leaf(Character.self), leaf(Bool.self),
        leaf(Int.self), leaf(Int8.self), leaf(Int16.self), leaf(Int32.self), leaf(Int64.self),
        leaf(UInt.self), leaf(UInt8.self), leaf(UInt16.self), leaf(UInt32.self), leaf(UInt64.self),
        leaf(Double.self), leaf(Float.self), leaf(Date.self), leaf(URL.self), leaf(UUID.self), leaf(Data.self), leaf(Decimal.self),
    ])
}
