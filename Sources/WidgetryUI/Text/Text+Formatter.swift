import Foundation

// Values shown through a Foundation `Formatter`, as SwiftUI's `Text(_:formatter:)` and
// `Text("\(date, formatter: dateFormatter)")`: the formatter's own output, as on iOS.
//
// SwiftUI constrains the value to `ReferenceConvertible` or `NSObject`; on Linux `Date` and the other value
// types of the new Foundation are not `ReferenceConvertible`, so any value is accepted and handed to the
// formatter as it is (which is what `Formatter.string(for:)` takes on both platforms).

extension LocalizedStringKey.StringInterpolation {
    /// A value formatted by `formatter` (a `DateFormatter`, `NumberFormatter`…), a `%@` in the key.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
        appendValue(.string(formatted(subject, formatter)))
    }
}

extension Text {
    /// A value formatted by `formatter`, as `Text(_:formatter:)`.
    public init<Subject>(_ subject: Subject, formatter: Formatter, file: StaticString = #filePath, line: UInt = #line) {
        self.init(verbatim: formatted(subject, formatter), file: file, line: line)
    }
}

/// What `formatter` makes of `subject`; its description when there is no formatter or it declines the value.
private func formatted(_ subject: Any, _ formatter: Formatter?) -> String {
    formatter?.string(for: subject) ?? "\(subject)"
}
