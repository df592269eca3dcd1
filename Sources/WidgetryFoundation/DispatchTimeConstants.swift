// Darwin's <dispatch/time.h> constants, which Swift imports on iOS through Dispatch and Foundation
// (`UInt64(seconds * Double(NSEC_PER_SEC))`, common in code that sleeps a task or builds a DispatchTime);
// Linux's Dispatch module does not export them.

/// Nanoseconds in a second (`NSEC_PER_SEC`, <dispatch/time.h>).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
