import Foundation

/// An alarm, as AlarmKit's `Alarm` (iOS 26).
public struct Alarm: Identifiable, Codable, Hashable, Sendable {
    public typealias ID = UUID
    /// The alarm's identifier.
    public var id: UUID
    /// When it alerts, if it is scheduled rather than a timer.
    public var schedule: Schedule?
    /// Its state.
    public var state: State

    /// When an alarm alerts, as `Alarm.Schedule`.
    public enum Schedule: Codable, Hashable, Sendable {
        /// At a date.
        case fixed(Date)
        /// At a time of day, perhaps repeating.
        case relative(Relative)

        /// A time of day and recurrence, as `Alarm.Schedule.Relative`.
        public struct Relative: Codable, Hashable, Sendable {
            /// The time of day.
            public var time: Time
            /// Which days it repeats on.
            public var repeats: Recurrence
            /// A schedule at `time`, repeating as `repeats`.
            public init(time: Time, repeats: Recurrence = .never) {
                self.time = time
                self.repeats = repeats
            }

            /// A time of day, as `Alarm.Schedule.Relative.Time`.
            public struct Time: Codable, Hashable, Sendable {
                /// The hour, 0–23.
                public var hour: Int
                /// The minute, 0–59.
                public var minute: Int
                /// The time `hour`:`minute`.
                public init(hour: Int, minute: Int) {
                    self.hour = hour
                    self.minute = minute
                }
            }

            /// Which days an alarm repeats on, as `Alarm.Schedule.Relative.Recurrence`.
            public enum Recurrence: Codable, Hashable, Sendable {
                /// Once.
                case never
                /// On these weekdays.
                case weekly([Locale.Weekday])
            }
        }
    }

    /// An alarm's state, as `Alarm.State`.
    public enum State: Codable, Hashable, Sendable {
        case scheduled, countdown, paused, alerting
    }
}

/// The system's alarms, as AlarmKit's `AlarmManager` (iOS 26). This device has none the app may use: the
/// app is not authorised (`authorizationState` is `.notDetermined`, a request answers `.denied`), there are
/// no alarms, and acting on an alarm throws ``AlarmError/unavailable``, as acting on one that does not
/// exist does on a device. A widget's Live Activity is rendered from previews and fixtures, never from here.
public final class AlarmManager: Sendable {
    /// The app's manager.
    public static let shared = AlarmManager()
    private init() {}

    /// Whether the app may schedule alarms, as `AlarmManager.AuthorizationState`.
    public enum AuthorizationState: Codable, Hashable, Sendable {
        case notDetermined, denied, authorized
    }

    /// Why an alarm call failed.
    public enum AlarmError: Error, LocalizedError, Sendable {
        /// Every call here.
        case unavailable
        public var errorDescription: String? { "AlarmKit is unavailable in Widgetry (no alarms on Linux)" }
    }

    /// What to schedule, as `AlarmManager.AlarmConfiguration`: the attributes and schedule, kept as given.
    public struct AlarmConfiguration<Metadata: AlarmMetadata>: Sendable {
        /// The countdown before and after the alert, in seconds.
        public var countdownDuration: Alarm.CountdownDuration?
        /// When the alarm alerts.
        public var schedule: Alarm.Schedule?
        /// The Live Activity's attributes.
        public var attributes: AlarmAttributes<Metadata>

        /// A configuration for a countdown, a schedule, or both.
        public init(countdownDuration: Alarm.CountdownDuration? = nil, schedule: Alarm.Schedule? = nil,
                    attributes: AlarmAttributes<Metadata>) {
            self.countdownDuration = countdownDuration
            self.schedule = schedule
            self.attributes = attributes
        }

        /// A timer of `duration` seconds.
        public static func timer(duration: TimeInterval, attributes: AlarmAttributes<Metadata>) -> Self {
            Self(countdownDuration: Alarm.CountdownDuration(preAlert: duration, postAlert: nil), attributes: attributes)
        }

        /// An alarm at `schedule`.
        public static func alarm(schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>) -> Self {
            Self(schedule: schedule, attributes: attributes)
        }
    }

    /// The app's authorisation: not determined.
    public var authorizationState: AuthorizationState { .notDetermined }
    /// Asks to schedule alarms: denied.
    public func requestAuthorization() async throws -> AuthorizationState { .denied }
    /// The app's alarms: none.
    public var alarms: [Alarm] { get throws { [] } }
    /// Schedules an alarm: throws ``AlarmError/unavailable``.
    public func schedule<Metadata>(id: Alarm.ID, configuration: AlarmConfiguration<Metadata>) async throws -> Alarm {
        throw AlarmError.unavailable
    }
    /// Cancels an alarm: throws ``AlarmError/unavailable``.
    public func cancel(id: Alarm.ID) throws { throw AlarmError.unavailable }
    /// Stops an alerting alarm: throws ``AlarmError/unavailable``.
    public func stop(id: Alarm.ID) throws { throw AlarmError.unavailable }
    /// Pauses a countdown: throws ``AlarmError/unavailable``.
    public func pause(id: Alarm.ID) throws { throw AlarmError.unavailable }
    /// Resumes a countdown: throws ``AlarmError/unavailable``.
    public func resume(id: Alarm.ID) throws { throw AlarmError.unavailable }
    /// Restarts the countdown (snooze): throws ``AlarmError/unavailable``.
    public func countdown(id: Alarm.ID) throws { throw AlarmError.unavailable }
}

extension Alarm {
    /// The countdown before and after an alert, as `Alarm.CountdownDuration`.
    public struct CountdownDuration: Codable, Hashable, Sendable {
        /// Seconds before the first alert.
        public var preAlert: TimeInterval?
        /// Seconds of each snooze.
        public var postAlert: TimeInterval?
        /// A countdown of these durations.
        public init(preAlert: TimeInterval?, postAlert: TimeInterval?) {
            self.preAlert = preAlert
            self.postAlert = postAlert
        }
    }
}
