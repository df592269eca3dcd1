import Foundation

/// The simulated host's clock: it starts at a chosen date and only moves when the host advances it, so a
/// simulated day takes milliseconds and runs the same every time.
public struct SimulatedClock: Sendable, Hashable {
    /// The current simulated instant.
    public private(set) var now: Date

    /// A clock reading `start`.
    public init(start: Date) { now = start }

    /// Moves the clock forward by `interval` seconds (never backward: time in a host only advances).
    public mutating func advance(by interval: TimeInterval) { now = now.addingTimeInterval(max(0, interval)) }

    /// Moves the clock to `date`, if that is later than now.
    public mutating func advance(to date: Date) { if date > now { now = date } }

    /// The simulated instant while a ``WidgetHostSimulator`` runs a provider or app activity on this task,
    /// else the real date. Providers that read the time from here instead of `Date()` give the same
    /// entries on a device and deterministic entries in a simulation.
    public static var currentDate: Date { current ?? Date() }

    /// Bound by the host around every call into widget code.
    @TaskLocal static var current: Date?
}
