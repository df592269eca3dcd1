import Foundation
import WidgetryFoundation

// SwiftUI's localisation entry points on `Text`. Each resolves to the development-language text today
// (the key, or the resource's default value with its arguments); String Catalog lookup per locale is the
// localisation issue's work (docs/compatibility.md).
extension Text {
    /// Text from a localizable resource, as `Text(_: LocalizedStringResource)` (iOS 16+).
    /// Disfavoured so that a string literal stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.description) }

    /// Text from a key in a named table, as `Text(_:tableName:bundle:comment:)`.
    @_disfavoredOverload
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key)
    }
}
