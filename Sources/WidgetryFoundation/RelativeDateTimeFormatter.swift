import Foundation

#if !canImport(Darwin)
/// "in 2 hours", "3 days ago", as Foundation's `RelativeDateTimeFormatter` — absent from Linux's
/// Foundation. Formats with `Date.RelativeFormatStyle`, which Linux has, so the words and the units
/// chosen are Foundation's own.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Named ("yesterday") or numeric ("1 day ago") phrasing.
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    /// How long the unit names are.
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    /// Numeric by default, as Foundation's.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// Full unit names by default, as Foundation's.
    open var unitsStyle: UnitsStyle = .full
    /// The locale of the words.
    open var locale: Locale = .current
    /// The calendar used.
    open var calendar: Calendar = .current

    /// A formatter with Foundation's defaults.
    public override init() { super.init() }
    /// Not supported on Linux (no archiving).
    public required init?(coder: NSCoder) { nil }

    /// `date` relative to `reference`.
    open func localizedString(for date: Date, relativeTo reference: Date) -> String {
        let style = Date.RelativeFormatStyle(presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
                                             locale: locale, calendar: calendar)
        // The style formats relative to the moment it runs: shift the date by the same offset from now.
        return style.format(Date().addingTimeInterval(date.timeIntervalSince(reference)))
    }

    /// `date` relative to now.
    open func localizedString(for date: Date) -> String { localizedString(for: date, relativeTo: Date()) }

    /// A time interval from now ("in 5 minutes" for 300).
    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(interval), relativeTo: now)
    }

    /// Date components from now.
    open func localizedString(from components: DateComponents) -> String {
        let now = Date()
        return localizedString(for: calendar.date(byAdding: components, to: now) ?? now, relativeTo: now)
    }

    /// The description of a `Date` object, for `Formatter`'s API.
    open override func string(for object: Any?) -> String? {
        (object as? Date).map { localizedString(for: $0) }
    }

    private var units: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: return .wide
        case .spellOut: return .spellOut
        case .short: return .narrow
        case .abbreviated: return .abbreviated
        }
    }
}
#endif
