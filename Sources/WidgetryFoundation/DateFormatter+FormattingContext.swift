import Foundation

extension DateFormatter {
    /// Where the formatted date will stand in a sentence, as Foundation's `formattingContext` on iOS (it capitalises a
    /// month or weekday name that begins a sentence in languages that write them in lower case). Linux's Foundation has
    /// no such property; it is kept per formatter, and the formatted string is not recapitalised (ICU's default,
    /// `.unknown`, gives the same words; only the first letter can differ, in those languages).
    public var formattingContext: Formatter.Context {
        get { (AssociatedObjects.shared.value(of: self, key: FormattingContextKey.key) as? Formatter.Context) ?? .unknown }
        set { AssociatedObjects.shared.set(newValue, of: self, key: FormattingContextKey.key) }
    }
}

/// The side-table key of ``DateFormatter/formattingContext``: the address of a byte allocated once.
private enum FormattingContextKey {
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
