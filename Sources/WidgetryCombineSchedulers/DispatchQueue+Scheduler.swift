import Dispatch
import Foundation
import OpenCombine

// `DispatchQueue` as a Combine scheduler (`.receive(on: DispatchQueue.main)`, `.debounce(for:scheduler:)`),
// as Combine declares it on Apple platforms. OpenCombineDispatch has an equivalent, but declares the
// conformance only `#if !canImport(Combine)`, which flips once Widgetry's `Combine` facade has been built
// (an incremental build then drops it); declared here, it always exists. Nothing else in the build declares
// it, because OpenCombineDispatch is not linked.

/// A closure handed to Dispatch from Combine's non-`Sendable` scheduler API.
struct ScheduledAction: @unchecked Sendable {
    // `@unchecked`: Combine's contract is that the action runs on the scheduler it was given to, which is
    // where Dispatch runs it.
    let run: () -> Void
}

extension DispatchQueue: @retroactive Scheduler {
    /// A moment on a dispatch queue's clock, as Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The moment.
        public var dispatchTime: DispatchTime

        /// The moment `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The interval from this moment to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(nanoseconds: Int(truncatingIfNeeded: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))
        }

        /// This moment moved by `n`.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let moved = Int64(truncatingIfNeeded: dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(moved, 1))))
        }

        public init(from decoder: any Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// An interval between two moments, in nanoseconds, as Combine's `Stride`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            /// Nanoseconds.
            public var magnitude: Int

            /// An interval of `nanoseconds`.
            init(nanoseconds: Int) { magnitude = nanoseconds }
            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: Double) { magnitude = Int((timeInterval * 1_000_000_000).rounded()) }
            /// An interval of `value` seconds.
            public init(floatLiteral value: Double) { self.init(value) }
            /// An interval of `value` nanoseconds.
            public init(integerLiteral value: Int) { magnitude = value }
            /// An interval of `source` nanoseconds.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }
            /// The interval as a dispatch interval.
            public init(_ interval: DispatchTimeInterval) {
                switch interval {
                case .seconds(let s): magnitude = s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }
            /// The interval in seconds.
            public var timeInterval: Double { Double(magnitude) / 1_000_000_000 }

            public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options for scheduling on a queue, as Combine's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions: @unchecked Sendable {
        // `@unchecked`: Dispatch's flags and groups are thread-safe values Dispatch itself shares across threads.
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The work item's flags.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins.
        public var group: DispatchGroup?

        /// Options with these values.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos; self.flags = flags; self.group = group
        }
    }

    /// The queue's current moment.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Dispatch has no minimum tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(nanoseconds: 0) }

    /// Runs `action` on the queue soon.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { scheduled.run() }
    }

    /// Runs `action` on the queue at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(run: action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { scheduled.run() }
    }

    /// Runs `action` on the queue at `date`, then every `interval`, until cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let scheduled = ScheduledAction(run: action)
        timer.setEventHandler { scheduled.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(interval.magnitude, 1)),
                       leeway: .nanoseconds(max(tolerance.magnitude, 0)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
