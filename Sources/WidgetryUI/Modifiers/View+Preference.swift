import Foundation

extension View {
    /// Sets `value` for `key`, for this view's ancestors to read, as SwiftUI's `preference(key:value:)`; it replaces
    /// what this view's content set for the key. It does not change this view's layout.
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
        wrappingNodes { node, _ in
            node.preferences.append(PreferenceValues.Entry(key: ObjectIdentifier(key), apply: { $0 = value }))
            return node
        }
    }

    /// Changes the value this view's content produced for `key`, as SwiftUI's `transformPreference(_:_:)`.
    public func transformPreference<Key: PreferenceKey>(_ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void) -> some View {
        wrappingNodes { node, _ in
            node.preferences.append(PreferenceValues.Entry(key: ObjectIdentifier(key), apply: { value in
                var changed = (value as? Key.Value) ?? Key.defaultValue
                callback(&changed)
                value = changed
            }))
            return node
        }
    }

    /// Runs `action` when the value of `key` changes, as SwiftUI's `onPreferenceChange(_:perform:)`.
    ///
    /// A widget is rendered once and archived: state an action sets is not shown until the next timeline entry, so
    /// the render does not call it (as for `onAppear`'s state changes). Accepted so code that measures its content
    /// this way compiles; what it shows is the view's first render.
    public func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void) -> some View
    where Key.Value: Equatable {
        self
    }

    /// Draws the view `transform` makes from this view's value for `key` over this view, as SwiftUI's
    /// `overlayPreferenceValue(_:alignment:_:)`.
    public func overlayPreferenceValue<Key: PreferenceKey, V: View>(_ key: Key.Type = Key.self, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (Key.Value) -> V) -> some View {
        wrappingNodes { node, context in
            let secondary = context.node(for: transform(PreferenceValues.resolved(key, in: node)), combining: .overlay(alignment))
            return BackgroundNode(child: node, secondary: secondary, alignment: alignment, isOverlay: true)
        }
    }

    /// Draws the view `transform` makes from this view's value for `key` behind this view, as SwiftUI's
    /// `backgroundPreferenceValue(_:alignment:_:)`.
    public func backgroundPreferenceValue<Key: PreferenceKey, V: View>(_ key: Key.Type = Key.self, alignment: Alignment = .center,
                                                                       @ViewBuilder _ transform: @escaping (Key.Value) -> V) -> some View {
        wrappingNodes { node, context in
            let secondary = context.node(for: transform(PreferenceValues.resolved(key, in: node)), combining: .overlay(alignment))
            return BackgroundNode(child: node, secondary: secondary, alignment: alignment, isOverlay: false)
        }
    }
}
