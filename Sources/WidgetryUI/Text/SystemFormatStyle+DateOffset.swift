import Foundation

// iOS 18's `SystemFormatStyle.DateOffset` for `Text(.currentDate, format: .offset(to: start))`, written for the render's
// instant. The rules reproduce Apple's documentation of the style: a time pattern ("5:32", "1:23:45") exactly when the
// allowed fields are minutes and seconds with two fields, or hours, minutes and seconds with three; otherwise units
// ("3 minutes, 42 seconds"), the largest `maxFieldCount` of them.

extension SystemFormatStyle {
    /// The time between the input date and an anchor, as `SystemFormatStyle.DateOffset`: "3 minutes, 42 seconds" since a
    /// start, "5:32" or "1:23:45" in a time pattern.
    ///
    /// Units longer than a week are counted in weeks (or days, when weeks are not allowed): a widget's elapsed times rarely
    /// reach months, and Linux's Foundation has no calendar-aware components style to write them.
    public struct DateOffset: DiscreteFormatStyle, Sendable {
        /// The date the offset is measured from.
        public var anchor: Date
        /// The units that may appear.
        public var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        /// The most units shown at once, largest first.
        public var maxFieldCount: Int
        /// When a sign is written.
        public var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        /// The locale the units are named in.
        public var locale: Locale = .autoupdatingCurrent

        /// The offset from `anchor`, with SwiftUI's defaults.
        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.sign = sign
        }

        /// Whether the style writes a time pattern rather than units (Apple's table: `[.minute, .second]` with 2 fields,
        /// `[.hour, .minute, .second]` with 3).
        var usesTimePattern: Bool {
            (allowedFields == [.minute, .second] && maxFieldCount == 2) || (allowedFields == [.hour, .minute, .second] && maxFieldCount == 3)
        }

        /// The offset of `input` from the anchor: positive once `input` is after it.
        public func format(_ input: Date) -> AttributedString {
            let seconds = Int(input.timeIntervalSince(anchor).rounded(.towardZero))
            let magnitude = abs(seconds)
            let body = usesTimePattern ? timePattern(magnitude) : units(magnitude)
            return AttributedString(signPrefix(negative: seconds < 0, zero: seconds == 0) + body)
        }

        /// "5:32" or "1:23:45": the largest field unpadded, minutes past 60 when hours are not allowed.
        func timePattern(_ seconds: Int) -> String {
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            guard allowedFields.contains(.hour) else { return "\(seconds / 60):\(two(seconds % 60))" }
            return "\(seconds / 3_600):\(two(seconds % 3_600 / 60)):\(two(seconds % 60))"
        }

        /// "3 minutes, 42 seconds": Foundation's duration units in the style's locale, zero units left out. The smallest unit
        /// shown is truncated, as elapsed time on a clock is (5:32 in minutes is "5 minutes", not "6").
        func units(_ seconds: Int) -> String {
            var allowed: Set<Duration.UnitsFormatStyle.Unit> = []
            if allowedFields.contains(.second) { allowed.insert(.seconds) }
            if allowedFields.contains(.minute) { allowed.insert(.minutes) }
            if allowedFields.contains(.hour) { allowed.insert(.hours) }
            if allowedFields.contains(.day) { allowed.insert(.days) }
            let longer = !allowedFields.isDisjoint(with: [.year, .month, .week])
            if allowedFields.contains(.week) || (longer && !allowedFields.contains(.day)) { allowed.insert(.weeks) }
            if longer, !allowedFields.contains(.week), allowedFields.contains(.day) { allowed.insert(.days) }
            if allowed.isEmpty { allowed = [.seconds] }
            let style = Duration.UnitsFormatStyle(allowedUnits: allowed, width: .wide, maximumUnitCount: max(maxFieldCount, 1),
                                                  zeroValueUnits: .hide, fractionalPart: .hide(rounded: .towardZero))
            return style.locale(locale).format(.seconds(seconds))
        }

        /// "-" before a negative offset unless the strategy is `.never`; "+" before a positive one (and zero, when asked) with
        /// `.always`.
        func signPrefix(negative: Bool, zero: Bool) -> String {
            if sign == .never { return "" }
            if negative { return "-" }
            if sign == .always(includingZero: true) { return "+" }
            if sign == .always(includingZero: false), !zero { return "+" }
            return ""
        }

        /// The style writing in `locale`.
        public func locale(_ locale: Locale) -> DateOffset {
            var copy = self
            copy.locale = locale
            return copy
        }

        /// A second earlier: the smallest step either form shows.
        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
        /// A second later.
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
    }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    /// The time since (or until) `anchor` (iOS 18): `Text(.currentDate, format: .offset(to: start))`.
    public static func offset(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2,
                              sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}
