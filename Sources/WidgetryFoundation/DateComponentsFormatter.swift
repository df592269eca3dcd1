import Foundation

#if !canImport(Darwin)
/// "1:02:05", "1h 2m", "1 hour, 2 minutes", as Foundation's `DateComponentsFormatter` — which Linux's Foundation
/// declares unavailable; this class shadows it for code that imports Foundation through Widgetry.
///
/// The words come from Foundation's own `Duration.UnitsFormatStyle` (locale-aware on Linux), so they follow the
/// locale as iOS's do; the positional style ("1:02:05") is written here. Units above days (weeks, months, years) are
/// counted as days, as a widget's countdowns and durations rarely reach them; `includesApproximationPhrase` and
/// `includesTimeRemainingPhrase` add English phrases only.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written, as Foundation's `DateComponentsFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05".
        case positional
        /// "1h 2m".
        case abbreviated
        /// "1 hr, 2 min".
        case short
        /// "1 hour, 2 minutes".
        case full
        /// "one hour, two minutes" on iOS; written as `full` here.
        case spellOut
        /// "1hr 2min".
        case brief
    }

    /// Which zero-valued units are written, as Foundation's `DateComponentsFormatter.ZeroFormattingBehavior`.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Foundation's default: leading zeros dropped in the positional style, every zero elsewhere.
        public static let `default` = ZeroFormattingBehavior([])
        /// Leading zero units are not written.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units between others are not written.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Trailing zero units are not written.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// No zero unit is written.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units are written, positional values with two digits.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units written; Foundation's default (empty) means years to seconds.
    open var allowedUnits: NSCalendar.Unit = []
    /// How the units are written; positional by default, as Foundation's.
    open var unitsStyle: UnitsStyle = .positional
    /// Which zero units are written.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units (the largest); 0 for no limit.
    open var maximumUnitCount: Int = 0
    /// "About 2 hours".
    open var includesApproximationPhrase = false
    /// "2 hours remaining".
    open var includesTimeRemainingPhrase = false
    /// Whether the last unit may carry a fraction; whole units are written here.
    open var allowsFractionalUnits = false
    /// The calendar whose locale names the units.
    open var calendar: Calendar? = nil
    /// Whether a largest unit of exactly one is written in the next unit instead: 1 minute 5 seconds as "65 seconds"
    /// (Foundation's example), 1 hour 10 minutes as "70 minutes".
    open var collapsesLargestUnit = false

    /// A formatter with Foundation's defaults.
    public override init() { super.init() }
    /// Not supported on Linux (no archiving).
    public required init?(coder: NSCoder) { nil }

    /// The units `allowedUnits` names, largest first; hours, minutes and seconds when it names none of them.
    private var units: [NSCalendar.Unit] {
        let all: [NSCalendar.Unit] = [.day, .hour, .minute, .second]
        var allowed = allowedUnits
        // Units longer than a day count as days (see the type's note).
        if !allowed.isDisjoint(with: [.year, .month, .weekOfMonth, .weekOfYear]) { allowed.insert(.day) }
        let chosen = all.filter { allowed.contains($0) }
        return chosen.isEmpty ? (allowedUnits.isEmpty ? all : [.hour, .minute, .second]) : chosen
    }

    /// `interval` seconds written in the formatter's units and style.
    open func string(from interval: TimeInterval) -> String? {
        guard interval.isFinite else { return nil }
        let seconds = Int(interval.rounded(.towardZero))
        let text = unitsStyle == .positional ? positional(abs(seconds)) : worded(abs(seconds))
        var result = (seconds < 0 ? "-" : "") + text
        if includesApproximationPhrase { result = "About " + result }
        if includesTimeRemainingPhrase { result += " remaining" }
        return result
    }

    /// The time from `start` to `end`.
    open func string(from start: Date, to end: Date) -> String? {
        string(from: end.timeIntervalSince(start))
    }

    /// The components' total, in seconds, written as `string(from:)` writes an interval.
    open func string(from components: DateComponents) -> String? {
        let days = (components.day ?? 0) + 7 * (components.weekOfMonth ?? components.weekOfYear ?? 0)
        let total = ((days * 24 + (components.hour ?? 0)) * 60 + (components.minute ?? 0)) * 60 + (components.second ?? 0)
        return string(from: TimeInterval(total))
    }

    /// `Formatter`'s entry point: a `TimeInterval`, `NSNumber` or `DateComponents`.
    open override func string(for object: Any?) -> String? {
        switch object {
        case let interval as TimeInterval: string(from: interval)
        case let number as NSNumber: string(from: number.doubleValue)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// Each unit's whole count, largest unit first, with `maximumUnitCount` applied.
    private func counts(_ seconds: Int) -> [(NSCalendar.Unit, Int)] {
        var remaining = seconds
        let collapsed = collapsedUnit(seconds)
        return units.filter { $0 != collapsed }.map { unit in
            let count = remaining / Self.seconds(in: unit)
            remaining -= count * Self.seconds(in: unit)
            return (unit, count)
        }
    }

    /// The largest unit ``collapsesLargestUnit`` writes in the next one: the first with a count, when that count is one
    /// and a smaller unit follows.
    private func collapsedUnit(_ seconds: Int) -> NSCalendar.Unit? {
        guard collapsesLargestUnit else { return nil }
        var remaining = seconds
        for (index, unit) in units.enumerated() {
            let count = remaining / Self.seconds(in: unit)
            remaining -= count * Self.seconds(in: unit)
            if count != 0 { return count == 1 && index + 1 < units.count ? unit : nil }
        }
        return nil
    }

    private static func seconds(in unit: NSCalendar.Unit) -> Int {
        unit == .day ? 86_400 : unit == .hour ? 3_600 : unit == .minute ? 60 : 1
    }

    /// "1:02:05": the largest unit unpadded (`.pad` pads it), the others two digits.
    private func positional(_ seconds: Int) -> String {
        var parts = counts(seconds)
        // Leading zero units are dropped unless padding asks for them; minutes and seconds always stay.
        if !zeroFormattingBehavior.contains(.pad) {
            while parts.count > 2, parts[0].1 == 0 { parts.removeFirst() }
        }
        if maximumUnitCount > 0, parts.count > maximumUnitCount { parts = Array(parts.prefix(maximumUnitCount)) }
        return parts.enumerated().map { index, part in
            index == 0 && !zeroFormattingBehavior.contains(.pad) ? String(part.1) : String(format: "%02d", part.1)
        }.joined(separator: ":")
    }

    /// "1 hour, 2 minutes" and the other worded styles, by Foundation's `Duration.UnitsFormatStyle`.
    private func worded(_ seconds: Int) -> String {
        // A collapsed largest unit is left out of the units written, so its count goes to the next.
        let collapsed = collapsedUnit(seconds)
        let written = units.filter { $0 != collapsed }
        let allowed: Set<Duration.UnitsFormatStyle.Unit> = Set(written.map { unit in
            switch unit {
            case .day: .days
            case .hour: .hours
            case .minute: .minutes
            default: .seconds
            }
        })
        let width: Duration.UnitsFormatStyle.UnitWidth = switch unitsStyle {
        case .abbreviated: .narrow
        case .short: .abbreviated
        case .brief: .condensedAbbreviated
        case .full, .spellOut, .positional: .wide
        }
        let zeros: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy = zeroFormattingBehavior.contains(.pad) ? .show(length: 1) : .hide
        let style = Duration.UnitsFormatStyle(allowedUnits: allowed, width: width,
                                              maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
                                              zeroValueUnits: zeros, fractionalPart: .hide)
        return style.locale(calendar?.locale ?? .autoupdatingCurrent).format(.seconds(seconds))
    }
}
#endif
