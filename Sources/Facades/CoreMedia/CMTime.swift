import Foundation

/// A time as a rational number of seconds, `value / timescale`, as Core Media's `CMTime`
/// (https://developer.apple.com/documentation/coremedia/cmtime): video code asks for frames at such times.
/// Arithmetic and comparison follow Core Media's rules for valid and numeric times; invalid, indefinite and
/// infinite times compare and add as Core Media documents for the cases shared code meets.
public struct CMTime: Hashable, Comparable, Sendable {
    /// The numerator.
    public var value: CMTimeValue
    /// Units per second.
    public var timescale: CMTimeScale
    /// Whether the time is valid, rounded, infinite or indefinite.
    public var flags: CMTimeFlags
    /// Distinguishes otherwise equal times in different loops.
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `value / timescale` seconds, as `CMTimeMake`.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` in units of `1 / preferredTimescale`, rounded to the nearest, as `CMTimeMakeWithSeconds`.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard seconds.isFinite else {
            self = seconds.isNaN ? .invalid : seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        let exact = seconds * Double(preferredTimescale)
        let rounded = exact.rounded()
        self.init(value: CMTimeValue(rounded), timescale: preferredTimescale,
                  flags: rounded == exact ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    /// The time in seconds; NaN for an invalid or indefinite time, ±infinity for the infinities.
    public var seconds: Double {
        if flags.contains(.positiveInfinity) { return .infinity }
        if flags.contains(.negativeInfinity) { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// Whether the time is valid.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is a number of seconds (valid, not indefinite or infinite).
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) && timescale > 0 }
    /// Whether the time is indefinite (unknown, as a live stream's duration).
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is +infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is −infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }

    /// The time `0/1`.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// An invalid time, as `CMTime.invalid` (all zero).
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// An indefinite time.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// +infinity.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// −infinity.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Core Media's order: −infinity < numeric times (by seconds, then epoch) < +infinity < indefinite; invalid
    /// times are equal to each other and less than valid ones, as `CMTimeCompare`.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }
    /// Equal as times (`1/2 == 2/4`), as `CMTimeCompare` answers 0.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isNumeric ? seconds : isValid ? Double(flags.intersection(.impliedValueFlagsMask).rawValue) : -1)
    }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
}

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// A time's state bits, as Core Media's `CMTimeFlags` (Apple's raw values).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// `value / timescale` seconds.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds` at `preferredTimescale`, rounded.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// The time in seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// −1, 0 or 1 as `time1` is before, at or after `time2`, in Core Media's order (see ``CMTime/<(_:_:)``).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    func rank(_ t: CMTime) -> Int {
        if !t.isValid { return 0 }
        if t.isNegativeInfinity { return 1 }
        if t.isNumeric { return 2 }
        if t.isPositiveInfinity { return 3 }
        return 4
    }
    let (a, b) = (rank(time1), rank(time2))
    if a != b { return a < b ? -1 : 1 }
    guard a == 2 else { return 0 }
    if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
    // Cross-multiplied so that 1/3 and 2/6 are equal exactly (the values fit: timescales are 32-bit).
    let left = time1.value.multipliedFullWidth(by: CMTimeValue(time2.timescale))
    let right = time2.value.multipliedFullWidth(by: CMTimeValue(time1.timescale))
    if left.high != right.high { return left.high < right.high ? -1 : 1 }
    return left.low == right.low ? 0 : left.low < right.low ? -1 : 1
}

/// The sum, as `CMTimeAdd` (CMTime.h): numeric times at their common timescale — the same one, else the least common
/// multiple of the two, capped at ``kCMTimeMaxTimescale`` and rounded half away from zero there; infinities as Core Media
/// adds them (+∞ + −∞ is invalid); anything with an invalid time invalid, with an indefinite one indefinite.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
    let infinities = [lhs, rhs].filter { $0.isPositiveInfinity || $0.isNegativeInfinity }
    if let first = infinities.first {
        return infinities.allSatisfy({ $0.isPositiveInfinity == first.isPositiveInfinity }) ? first : .invalid
    }
    if lhs.timescale == rhs.timescale { return CMTime(value: lhs.value + rhs.value, timescale: lhs.timescale) }
    func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }
    let (a, b) = (Int64(lhs.timescale), Int64(rhs.timescale))
    let scale = min(a / gcd(a, b) * b, Int64(kCMTimeMaxTimescale))
    func at(_ t: CMTime) -> (value: CMTimeValue, exact: Bool) {
        let scaled = Double(t.value) * Double(scale) / Double(t.timescale)
        return (CMTimeValue(scaled.rounded(.toNearestOrAwayFromZero)), scaled == scaled.rounded())
    }
    let (x, y) = (at(lhs), at(rhs))
    var sum = CMTime(value: x.value + y.value, timescale: Int32(scale))
    if !(x.exact && y.exact) { sum.flags.insert(.hasBeenRounded) }
    return sum
}

/// The largest timescale, as Core Media's `kCMTimeMaxTimescale`.
public let kCMTimeMaxTimescale: Int32 = 0x7FFF_FFFF

/// The difference, as ``CMTimeAdd(_:_:)`` with `rhs` negated.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    var negated = rhs
    if rhs.isPositiveInfinity { negated = .negativeInfinity } else if rhs.isNegativeInfinity { negated = .positiveInfinity } else { negated.value = -rhs.value }
    return CMTimeAdd(lhs, negated)
}

/// A span of media time, as Core Media's `CMTimeRange`.
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) { self.start = start; self.duration = duration }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }
    /// Where the range ends.
    public var end: CMTime { start + duration }
    /// Whether `time` is in the range (its start included, its end not).
    public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }
    /// The range of no time.
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// An invalid range.
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
}

extension NSValue {
    // Linux's `NSValue` cannot hold a struct (its type encoding parser refuses `{…}`), so the time is kept in a small
    // allocation whose address the value holds, registered so ``timeValue`` knows a time value from any other pointer.
    private static let times = TimeValueRegistry()

    /// A value holding `time`, as AVFoundation's `NSValue(time:)` (the times asked of an image generator).
    public convenience init(time: CMTime) {
        let storage = UnsafeMutablePointer<CMTime>.allocate(capacity: 1)
        storage.initialize(to: time)
        Self.times.register(storage)
        var address = UInt64(UInt(bitPattern: storage))
        self.init(bytes: &address, objCType: "Q")
    }

    /// The time held, as AVFoundation's `timeValue`; ``CMTime/invalid`` for a value not made by ``init(time:)``.
    public var timeValue: CMTime {
        guard String(cString: objCType) == "Q" else { return .invalid }
        var address: UInt64 = 0
        getValue(&address)
        guard let pointer = UnsafeRawPointer(bitPattern: UInt(address)), Self.times.contains(pointer) else { return .invalid }
        return pointer.assumingMemoryBound(to: CMTime.self).pointee
    }
}

/// The allocations ``NSValue/init(time:)`` made; values are kept as long as the process, as a time value is small and
/// apps make a handful.
private final class TimeValueRegistry: @unchecked Sendable {
    // `@unchecked`: guarded by `lock`.
    private let lock = NSLock()
    private var pointers: Set<UnsafeRawPointer> = []
    func register(_ pointer: UnsafeMutablePointer<CMTime>) { lock.withLock { _ = pointers.insert(UnsafeRawPointer(pointer)) } }
    func contains(_ pointer: UnsafeRawPointer) -> Bool { lock.withLock { pointers.contains(pointer) } }
}
