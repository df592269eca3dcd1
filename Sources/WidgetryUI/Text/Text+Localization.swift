import Foundation
import WidgetryFoundation

// SwiftUI's localisation entry points on `Text`: each is looked up in the widget's string tables for the
// cell's locale (docs/localization.md).
extension Text {
    /// Text from a localizable resource, as `Text(_: LocalizedStringResource)` (iOS 16+).
    /// Disfavoured so that a string literal stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource, file: StaticString = #filePath, line: UInt = #line) {
        let value = resource.defaultValue
        self.init(segments: [Segment(content: .localized(LocalizedText(key: resource.key, arguments: value.arguments,
                                                                      fallback: value.pieces, table: resource.table)))])
        viewSource = ViewSource(file: file, line: line)
    }

    /// Text from a key in a named table, as `Text(_:tableName:bundle:comment:)`.
    @_disfavoredOverload
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(key, table: tableName)
        viewSource = ViewSource(file: file, line: line)
    }
}
