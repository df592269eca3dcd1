import Foundation

// iOS 18's live timer styles for `Text(.currentDate, format: …)`, written for the render's instant. Each rule below
// reproduces the output tables of Apple's documentation for `SystemFormatStyle.Timer` and `SystemFormatStyle.Stopwatch`.

extension SystemFormatStyle {
    /// A countdown or count-up within an interval, as `SystemFormatStyle.Timer`: "5:00" … "0:00" counting down a five-minute
    /// interval, "1:23:45" from an hour on (or minutes past 60 when `showsHours` is false).
    public struct Timer: DiscreteFormatStyle, Sendable {
        /// The interval the timer runs in.
        public var interval: Range<Date>
        /// Whether it counts down (from the interval's length to zero) rather than up.
        public var countsDown: Bool
        /// Whether hours are a field of their own from an hour on.
        public var showsHours: Bool
        /// The most fields shown: 2 drops the seconds once hours show.
        public var maxFieldCount: Int
        /// The smallest step shown; a second unless finer.
        public var maxPrecision: Duration

        /// A timer counting down in `interval`.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.init(interval: interval, countsDown: true, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }

        /// A timer counting up in `interval`.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.init(interval: interval, countsDown: false, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }

        private init(interval: Range<Date>, countsDown: Bool, showsHours: Bool, maxFieldCount: Int, maxPrecision: Duration) {
            self.interval = interval
            self.countsDown = countsDown
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// The timer at `now`: before the interval it shows its start value, after it its end value.
        public func format(_ now: Date) -> AttributedString {
            let clamped = min(max(now, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
            // A countdown shows a second until the whole second has passed (5:00 at the start of five minutes); a count-up
            // shows whole seconds elapsed.
            let whole = Int((countsDown ? seconds.rounded(.up) : seconds.rounded(.down)))
            let hours = whole / 3_600, minutes = whole % 3_600 / 60, rest = whole % 60
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            guard showsHours, hours > 0 else { return AttributedString("\(hours * 60 + minutes):\(two(rest))") }
            return AttributedString(maxFieldCount <= 2 ? "\(hours):\(two(minutes))" : "\(hours):\(two(minutes)):\(two(rest))")
        }

        /// A second earlier.
        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
        /// A second later.
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
    }

    /// Elapsed time with hundredths, as `SystemFormatStyle.Stopwatch`: "00:05.23", "45:30.12", "01:00:00.00" from an hour.
    public struct Stopwatch: DiscreteFormatStyle, Sendable {
        /// When the stopwatch started.
        public var startDate: Date
        /// The smallest step shown: hundredths by default, whole seconds from a second.
        public var maxPrecision: Duration

        /// A stopwatch started at `startDate`.
        public init(startingAt startDate: Date, maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate
            self.maxPrecision = maxPrecision
        }

        /// The time elapsed at `now` (zero before the start).
        public func format(_ now: Date) -> AttributedString {
            let elapsed = max(now.timeIntervalSince(startDate), 0)
            // A hair over, so that 5.23 s stored as 5.2299… still shows .23.
            let hundredths = Int((elapsed * 100 + 1e-6).rounded(.down))
            let seconds = hundredths / 100
            let hours = seconds / 3_600, minutes = seconds % 3_600 / 60, rest = seconds % 60
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            var text = hours > 0 ? "\(two(hours)):\(two(minutes)):\(two(rest))" : "\(two(minutes)):\(two(rest))"
            if maxPrecision < .seconds(1) { text += ".\(two(hundredths % 100))" }
            return AttributedString(text)
        }

        /// A hundredth earlier.
        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-0.01) }
        /// A hundredth later.
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(0.01) }
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A countdown in `interval` (iOS 18): `Text(.currentDate, format: .timer(countingDownIn: start..<end))`.
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A count-up in `interval` (iOS 18).
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                             maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// A stopwatch from `startDate` (iOS 18): `Text(.currentDate, format: .stopwatch(startingAt: start))`.
    public static func stopwatch(startingAt startDate: Date, maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, maxPrecision: maxPrecision)
    }
}
