import Foundation

extension DateFormatter {
    /// Where the formatted date will stand in a sentence, as Foundation's `formattingContext` on iOS (it capitalises a
    /// month or weekday name that begins a sentence in languages that write them in lower case). Linux's Foundation has
    /// no such property; it is kept per formatter, and the formatted string is not recapitalised (ICU's default,
    /// `.unknown`, gives the same words; only the first letter can differ, in those languages).
    public var formattingContext: Formatter.Context {
        get { formattingContextStorage.value(of: self) ?? .unknown }
        set { formattingContextStorage.set(newValue, of: self) }
    }
}

/// Where ``DateFormatter/formattingContext`` is kept.
private let formattingContextStorage = ExtensionStorage<Formatter.Context>()
