import Foundation

// Core Foundation's clock, which timing code in shared app files calls (`let start = CFAbsoluteTimeGetCurrent()`). Linux's
// Foundation keeps Core Foundation to itself; these are the same seconds Foundation's `Date` counts.

/// Seconds since 1 January 2001 00:00:00 UTC, as Core Foundation's `CFAbsoluteTime`.
public typealias CFAbsoluteTime = Double
/// An interval in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double
/// Seconds from 1 January 1970 to 1 January 2001, as `kCFAbsoluteTimeIntervalSince1970`.
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = Date.timeIntervalBetween1970AndReferenceDate

/// The current time, as `CFAbsoluteTimeGetCurrent()`: `Date().timeIntervalSinceReferenceDate`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
