import Foundation
import WidgetryLocalization

// iOS 18's live text: `Text(.currentDate, format: .reference(to: eventDate))` shows "in 5 minutes", "tomorrow" or
// "Monday, June 3" and updates itself as time passes. A render draws one instant, the environment's `now` (the instant
// of the entry, which the timeline simulator moves), so the text is written for that instant, as the device shows it then.

/// A value that changes with time, as SwiftUI's `TimeDataSource` (iOS 18): `.currentDate`, or the time to a date.
public struct TimeDataSource<Value>: Sendable {
    /// The value at an instant.
    let valueAt: @Sendable (Date) -> Value
}

extension TimeDataSource where Value == Date {
    /// The current date and time.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource { $0 } }
}

extension TimeDataSource where Value == Duration {
    /// The time from now until `date` (negative once it has passed).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource { now in .milliseconds(Int64((date.timeIntervalSince(now) * 1_000).rounded())) }
    }
}

extension TimeDataSource where Value == Range<Date> {
    /// The range from now to `date`, or from `date` to now when it has passed.
    public static func dateRange(to date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { now in min(now, date)..<max(now, date) }
    }
}

extension Text {
    /// Text showing a time-dependent value in a format (iOS 18): written for the environment's instant and locale.
    public init<F: DiscreteFormatStyle & Sendable>(_ source: TimeDataSource<F.FormatInput>, format: F,
                                                  file: StaticString = #filePath, line: UInt = #line)
        where F.FormatInput: Equatable & Sendable, F.FormatOutput == AttributedString {
        let value = source.valueAt(EnvironmentValues.current.now)
        self.init(formatted: LocaleFormattedValue(developmentText: String(format.format(value).characters)) { locale in
            String(format.locale(locale).format(value).characters)
        }, file: file, line: line)
    }

    /// Text showing a time-dependent value in a format that writes a plain string (iOS 18).
    public init<F: DiscreteFormatStyle & Sendable>(_ source: TimeDataSource<F.FormatInput>, format: F,
                                                  file: StaticString = #filePath, line: UInt = #line)
        where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        let value = source.valueAt(EnvironmentValues.current.now)
        self.init(formatted: LocaleFormattedValue(developmentText: format.format(value)) { format.locale($0).format(value) },
                  file: file, line: line)
    }

    private init(formatted: LocaleFormattedValue, file: StaticString, line: UInt) {
        self.init(segments: [Segment(content: .formatted(formatted))])
        viewSource = ViewSource(file: file, line: line)
    }
}

/// SwiftUI's format styles for live text (iOS 18), as `SystemFormatStyle`.
public enum SystemFormatStyle {
    /// A date phrased by its distance from the instant shown, as `SystemFormatStyle.DateReference`: "now", "in 5 minutes",
    /// "tomorrow", "3 days ago" within the threshold; beyond it the date itself ("Monday, June 3", "June 2019").
    public struct DateReference: DiscreteFormatStyle, Sendable {
        /// The date referred to.
        public var date: Date
        /// The units the relative phrasing may use; the threshold field is always allowed.
        public var allowedFields: Set<Date.RelativeFormatStyle.Field>
        /// The most fields the absolute phrasing shows.
        public var maxFieldCount: Int
        /// The largest unit of distance still phrased relatively.
        public var thresholdField: Date.RelativeFormatStyle.Field
        /// The locale the phrase is written in.
        public var locale: Locale = .autoupdatingCurrent
        /// The calendar dates are counted in.
        public var calendar: Calendar = .autoupdatingCurrent

        /// A reference to `date`, with SwiftUI's defaults.
        public init(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                    maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        /// The phrase for `date` seen at `now`.
        public func format(_ now: Date) -> AttributedString {
            let distance = date.timeIntervalSince(now)
            // Apple's examples: under a minute is "now"; with the default `.day` threshold a date within about a month is
            // relative ("27 days ago"), beyond it absolute.
            if abs(distance) < 60 { return AttributedString(String(localized: "now", locale: locale)) }
            if abs(distance) < Self.span(above: thresholdField) {
                var relative = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide, locale: locale, calendar: calendar)
                relative.allowedFields = allowedFields.union([thresholdField])
                return AttributedString(relative.format(Self.sameDistanceFromTheClock(date, seenAt: now, calendar: calendar)))
            }
            var absolute = Date.FormatStyle(locale: locale, calendar: calendar)
            let sameYear = calendar.component(.year, from: date) == calendar.component(.year, from: now)
            absolute = sameYear ? absolute.weekday(.wide).month(.wide).day() : absolute.month(.wide).year()
            return AttributedString(date.formatted(absolute))
        }

        /// The style writing in `locale`.
        public func locale(_ locale: Locale) -> DateReference {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// The last instant before `input` at which the phrase changes: a minute earlier is always a safe step.
        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-60) }
        /// The next instant after `input` at which the phrase changes.
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(60) }

        /// A date as far from the clock as `date` is from `now`. Linux's Foundation phrases a date relative to the clock
        /// only, and a day-sized distance is phrased in calendar days ("tomorrow" is the next calendar day, however many
        /// hours away): under a day the same interval from the clock reads the same; from a day on, the same number of
        /// calendar days at the clock's time of day does. Half a second further out, so the instant the style reads the
        /// clock has not crossed a unit yet.
        static func sameDistanceFromTheClock(_ date: Date, seenAt now: Date, calendar: Calendar) -> Date {
            let distance = date.timeIntervalSince(now)
            let clock = Date()
            let margin: TimeInterval = distance > 0 ? 0.5 : -0.5
            guard abs(distance) >= 86_400 else { return clock.addingTimeInterval(distance + margin) }
            let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
            return (calendar.date(byAdding: .day, value: days, to: clock) ?? clock).addingTimeInterval(margin)
        }

        /// How far a distance may reach and still be phrased in `field` or smaller: one unit of the next larger field.
        static func span(above field: Date.RelativeFormatStyle.Field) -> TimeInterval {
            switch field {
            case .second: 60
            case .minute: 3_600
            case .hour: 86_400
            case .day, .week: 30.44 * 86_400
            case .month: 365.25 * 86_400
            default: .infinity
            }
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
    /// A date phrased by its distance from the instant shown (iOS 18): `Text(.currentDate, format: .reference(to: date))`.
    public static func reference(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
                                 maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}
