import Foundation
import Synchronization

/// Formats date text for the environment's locale and time zone, and dynamic date text at the environment's
/// instant (`EnvironmentValues.now`), with WidgetKit's documented semantics (Reference/today-widget.json,
/// textDateStyles): `.relative` is the absolute distance, `.offset` is signed (minus for a future date),
/// `.timer` counts down then up. `.time` and `.date` are the locale's short time and long date (CLDR's
/// patterns, through Foundation): "9:41 AM" and "June 3, 2019" in American English — the examples Apple
/// gives for the two styles — "09:41" and "3. Juni 2019" in German.
struct DateTextFormatter {
    let now: Date
    let locale: Locale
    let timeZone: TimeZone
    let localizer: LocalizedTextResolver

    init(environment: EnvironmentValues) {
        now = environment.now; locale = environment.locale; timeZone = environment.timeZone
        localizer = LocalizedTextResolver(environment: environment)
    }

    init(now: Date, locale: Locale, timeZone: TimeZone, localizer: LocalizedTextResolver) {
        self.now = now; self.locale = locale; self.timeZone = timeZone; self.localizer = localizer
    }

    func string(for content: Text.Content) -> String {
        switch content {
        case .string(let string): return string
        case .localized(let localized): return localizer.resolve(localized).text
        case .formatted(let value): return value.text(for: locale)
        case .date(let date, let style): return Self.format(date, style, now: now, locale: locale, timeZone: timeZone)
        case .timerInterval(let range, let countsDown): return Self.timerText(range, countsDown: countsDown, now: now)
        }
    }

    /// `Text(timerInterval:countsDown:)` at `now`: the time left (or gone) in the interval, as a clock.
    static func timerText(_ range: ClosedRange<Date>, countsDown: Bool, now: Date) -> String {
        let clamped = min(max(now, range.lowerBound), range.upperBound)
        let seconds = countsDown ? range.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(range.lowerBound)
        return clock(seconds)
    }

    /// The shapes the content can take while it updates, with every digit written `#` so the caller can
    /// put the font's widest digit there and keep the widest; `nil` for content that does not update
    /// (`.time`, `.date`, strings). Layout measures these instead of the current value so that the text's
    /// frame does not change from one second to the next as a countdown runs:
    /// - `.timer`: the current hour digits and always two minute digits ("##:##", "#:##:##");
    /// - `Text(timerInterval:)`: also the whole interval, the longest value it shows;
    /// - `.relative` / `.offset`: the units shown now and every smaller unit combination a countdown
    ///   passes through ("## minutes, ## seconds", "## seconds"), in the plural, with either sign.
    func widestPatterns(for content: Text.Content) -> [String]? {
        switch content {
        case .string, .localized, .formatted: return nil
        case .date(_, .time), .date(_, .date): return nil
        case .date(let date, .timer): return [Self.clockPattern(abs(date.timeIntervalSince(now)))]
        case .date(let date, .relative): return Self.unitsPatterns(abs(date.timeIntervalSince(now)), maximumUnits: 2, locale: locale)
        case .date(let date, .offset):
            return Self.unitsPatterns(abs(now.timeIntervalSince(date)), maximumUnits: 1, locale: locale).flatMap { ["+" + $0, "-" + $0] }
        case .timerInterval(let range, _):
            return [Self.clockPattern(range.upperBound.timeIntervalSince(range.lowerBound)), Self.clockPattern(0)]
        }
    }

    /// "##:##" under an hour, else the hour digits then ":##:##".
    static func clockPattern(_ seconds: TimeInterval) -> String {
        let hours = Int(seconds.rounded(.down)) / 3_600
        return hours > 0 ? String(repeating: "#", count: String(hours).count) + ":##:##" : "##:##"
    }

    /// The unit combinations `units(_:maximumUnits:locale:)` shows for `seconds` and for every smaller value,
    /// each number as `#`s (two digits; days at their current count), in the plural. In another language than
    /// English, each combination is written by Foundation's duration formatter with two-digit values below
    /// where units carry (22 hours, 55 minutes, 55 seconds), its Western digits then written as `#`.
    static func unitsPatterns(_ seconds: TimeInterval, maximumUnits: Int, locale: Locale = Locale(identifier: "en")) -> [String] {
        let total = Int(seconds.rounded(.down))
        if !isEnglish(locale) {
            let units: [Duration.UnitsFormatStyle.Unit] = [.days, .hours, .minutes, .seconds]
            let days = Int(String(repeating: "8", count: String(total / 86_400).count)) ?? 8
            let values = [days, 22, 55, 55]
            let top = [total / 86_400, total % 86_400 / 3_600, total % 3_600 / 60, total % 60].firstIndex { $0 > 0 } ?? 3
            return (top...3).map { first in
                let shown = Array(first..<min(first + max(maximumUnits, 1), 4))
                let seconds = shown.reduce(Int64(0)) { $0 + Int64(values[$1]) * [86_400, 3_600, 60, 1][$1] }
                let text = Duration.seconds(seconds).formatted(.units(allowed: Set(shown.map { units[$0] }), width: .wide,
                                                                      maximumUnitCount: shown.count).locale(locale))
                return String(text.map { $0.isASCII && $0.isNumber ? "#" : $0 })
            }
        }
        let units: [(String, Int)] = [("day", String(total / 86_400).count), ("hour", 2), ("minute", 2), ("second", 2)]
        let values = [total / 86_400, total % 86_400 / 3_600, total % 3_600 / 60, total % 60]
        let top = values.firstIndex { $0 > 0 } ?? 3
        return (top...3).map { first in
            units[first..<min(first + max(maximumUnits, 1), 4)]
                .map { String(repeating: "#", count: $0.1) + " \($0.0)s" }.joined(separator: ", ")
        }
    }

    /// `date` in `style` at the instant `now`, for `locale` and `timeZone`: what `Text(date, style:)` and
    /// `Text("\(date, style:)")` show.
    static func format(_ date: Date, _ style: Text.DateStyle, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch style {
        case .time: return formatters.string(from: date, dateStyle: .none, timeStyle: .short, locale: locale, timeZone: timeZone)
        case .date: return formatters.string(from: date, dateStyle: .long, timeStyle: .none, locale: locale, timeZone: timeZone)
        case .relative: return units(abs(date.timeIntervalSince(now)), maximumUnits: 2, locale: locale)
        case .offset:
            let interval = now.timeIntervalSince(date)
            let sign = interval < 0 ? "-" : "+"
            return sign + units(abs(interval), maximumUnits: 1, locale: locale)
        case .timer: return clock(abs(date.timeIntervalSince(now)))
        }
    }

    /// Making a `DateFormatter` opens an ICU formatter, which cost 9% of a check; one per style, locale and
    /// time zone is kept and used under a lock (a formatter is not safe to share between threads).
    private static let formatters = FormatterCache()

    private final class FormatterCache: Sendable {
        private let formatters = Mutex<[String: DateFormatter]>([:])

        func string(from date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style, locale: Locale, timeZone: TimeZone) -> String {
            let key = "\(dateStyle.rawValue)\(timeStyle.rawValue)|\(locale.identifier)|\(timeZone.identifier)"
            return formatters.withLock { cache in
                let formatter: DateFormatter
                if let known = cache[key] {
                    formatter = known
                } else {
                    formatter = DateFormatter()
                    formatter.locale = locale
                    formatter.timeZone = timeZone
                    formatter.dateStyle = dateStyle
                    formatter.timeStyle = timeStyle
                    cache[key] = formatter
                }
                return formatter.string(from: date)
            }
        }
    }

    /// "2 hours, 23 minutes": the largest units first, as SwiftUI's relative style shows them. In another
    /// language, Foundation's duration formatter writes the same units in it ("2 Stunden und 23 Minuten").
    static func units(_ seconds: TimeInterval, maximumUnits: Int, locale: Locale = Locale(identifier: "en")) -> String {
        let total = Int(seconds.rounded(.down))
        if !isEnglish(locale) {
            return Duration.seconds(Int64(total)).formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide,
                                                                   maximumUnitCount: max(maximumUnits, 1)).locale(locale))
        }
        let parts: [(Int, String)] = [(total / 86_400, "day"), (total % 86_400 / 3_600, "hour"),
                                      (total % 3_600 / 60, "minute"), (total % 60, "second")]
        let shown = parts.drop { $0.0 == 0 }.prefix(maximumUnits).filter { $0.0 > 0 }
        guard !shown.isEmpty else { return "0 seconds" }
        return shown.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }

    /// Whether `locale` writes English, for which SwiftUI's own wording is kept (the duration formatter's
    /// English is the same text; this keeps it independent of the machine's ICU data).
    private static func isEnglish(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        return identifier.isEmpty || identifier == "en" || identifier.hasPrefix("en_") || identifier.hasPrefix("en-")
    }

    /// "2:32" or "36:59:01", as the timer style shows elapsed or remaining time.
    static func clock(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded(.down))
        let h = total / 3_600, m = total % 3_600 / 60, s = total % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }
}
