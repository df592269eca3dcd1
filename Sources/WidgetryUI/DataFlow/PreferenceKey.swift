import Foundation

/// A named value a view hands up to its ancestors, as SwiftUI's `PreferenceKey`: children set it with
/// `preference(key:value:)`, and an ancestor reads the combination of its descendants' values
/// (`overlayPreferenceValue(_:_:)`, `backgroundPreferenceValue(_:_:)`).
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of siblings, in view order: `value` holds those before, `nextValue` gives the next.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Reading preference values from a built view tree.
///
/// SwiftUI's rules reproduced (`PreferenceKey` and `View.preference(key:value:)` documentation): a view's value for a
/// key is the one its own `preference(key:value:)` sets, which replaces whatever its content set for that key; a view
/// that sets none has its children's values combined with ``PreferenceKey/reduce(value:nextValue:)`` in view order,
/// starting from ``PreferenceKey/defaultValue``; `transformPreference(_:_:)` changes the value its content produced.
/// Values set with `preference(key:value:)` are known when the tree is built, so they are read then, before layout
/// (anchor preferences, which hold geometry, are not offered).
enum PreferenceValues {
    /// One modifier's effect on one key.
    struct Entry {
        let key: ObjectIdentifier
        /// Sets or changes the value so far (`nil`: none yet).
        let apply: (inout Any?) -> Void
    }

    /// `node`'s value for `key`, or `nil` when neither it nor any descendant sets one.
    static func value<Key: PreferenceKey>(of key: Key.Type, in node: LayoutNode) -> Key.Value? {
        var found: [Key.Value] = []
        node.forEachChild { child in
            if let childValue = Self.value(of: key, in: child) { found.append(childValue) }
        }
        var value: Any?
        if !found.isEmpty {
            var combined = Key.defaultValue
            for next in found { Key.reduce(value: &combined, nextValue: { next }) }
            value = combined
        }
        let id = ObjectIdentifier(key)
        for entry in node.preferences where entry.key == id { entry.apply(&value) }
        return value as? Key.Value
    }

    /// `node`'s value for `key`, or the key's default when nothing sets one.
    static func resolved<Key: PreferenceKey>(_ key: Key.Type, in node: LayoutNode) -> Key.Value {
        value(of: key, in: node) ?? Key.defaultValue
    }
}
