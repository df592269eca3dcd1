import Foundation
import WidgetryFoundation
import WidgetryUI

/// A button on an alarm's alert or Live Activity, as AlarmKit's `AlarmButton`.
public struct AlarmButton: Codable, Hashable, Sendable {
    /// The label.
    public var text: LocalizedStringResource
    /// The label's colour.
    public var textColor: Color
    /// The SF Symbol beside the label.
    public var systemImageName: String

    /// A button with this label, colour and symbol.
    public init(text: LocalizedStringResource, textColor: Color, systemImageName: String) {
        self.text = text
        self.textColor = textColor
        self.systemImageName = systemImageName
    }

    private enum CodingKeys: String, CodingKey { case text, textColor, systemImageName }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(LocalizedStringResource.self, forKey: .text)
        textColor = try container.decode(CodedColor.self, forKey: .textColor).color
        systemImageName = try container.decode(String.self, forKey: .systemImageName)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(CodedColor(textColor), forKey: .textColor)
        try container.encode(systemImageName, forKey: .systemImageName)
    }
}

/// What an alarm shows while alerting, counting down and paused, as AlarmKit's `AlarmPresentation`.
public struct AlarmPresentation: Codable, Hashable, Sendable {
    /// While alerting.
    public var alert: Alert
    /// While counting down, if the alarm counts down.
    public var countdown: Countdown?
    /// While paused, if the countdown can pause.
    public var paused: Paused?

    /// A presentation for these states.
    public init(alert: Alert, countdown: Countdown? = nil, paused: Paused? = nil) {
        self.alert = alert
        self.countdown = countdown
        self.paused = paused
    }

    /// The alerting state's title and buttons, as `AlarmPresentation.Alert`.
    public struct Alert: Codable, Hashable, Sendable {
        /// The title.
        public var title: LocalizedStringResource
        /// The button that stops the alarm.
        public var stopButton: AlarmButton
        /// A second button (snooze, open the app).
        public var secondaryButton: AlarmButton?
        /// What the second button does.
        public var secondaryButtonBehavior: SecondaryButtonBehavior?

        /// An alert with this title and buttons.
        public init(title: LocalizedStringResource, stopButton: AlarmButton, secondaryButton: AlarmButton? = nil,
                    secondaryButtonBehavior: SecondaryButtonBehavior? = nil) {
            self.title = title
            self.stopButton = stopButton
            self.secondaryButton = secondaryButton
            self.secondaryButtonBehavior = secondaryButtonBehavior
        }

        /// What the second button does, as `AlarmPresentation.Alert.SecondaryButtonBehavior`.
        public enum SecondaryButtonBehavior: Codable, Hashable, Sendable {
            /// Starts the countdown again (snooze).
            case countdown
            /// Runs the app's intent.
            case custom
        }
    }

    /// The counting-down state's title and pause button, as `AlarmPresentation.Countdown`.
    public struct Countdown: Codable, Hashable, Sendable {
        /// The title.
        public var title: LocalizedStringResource
        /// The button that pauses the countdown.
        public var pauseButton: AlarmButton?
        /// A countdown with this title and pause button.
        public init(title: LocalizedStringResource, pauseButton: AlarmButton? = nil) {
            self.title = title
            self.pauseButton = pauseButton
        }
    }

    /// The paused state's title and resume button, as `AlarmPresentation.Paused`.
    public struct Paused: Codable, Hashable, Sendable {
        /// The title.
        public var title: LocalizedStringResource
        /// The button that resumes the countdown.
        public var resumeButton: AlarmButton
        /// A paused state with this title and resume button.
        public init(title: LocalizedStringResource, resumeButton: AlarmButton) {
            self.title = title
            self.resumeButton = resumeButton
        }
    }
}

/// An alarm's Live Activity content state, as AlarmKit's `AlarmPresentationState`: which alarm, and its mode.
public struct AlarmPresentationState: Codable, Hashable, Sendable {
    /// The alarm.
    public var alarmID: UUID
    /// Alerting, counting down or paused.
    public var mode: Mode

    /// A state of this alarm in this mode (for previews and fixtures).
    public init(alarmID: UUID, mode: Mode) {
        self.alarmID = alarmID
        self.mode = mode
    }

    /// The alarm's mode, as `AlarmPresentationState.Mode`.
    public enum Mode: Codable, Hashable, Sendable {
        /// Alerting.
        case alert(Alert)
        /// Counting down.
        case countdown(Countdown)
        /// Paused.
        case paused(Paused)

        /// The alerting mode's time, as `AlarmPresentationState.Mode.Alert`.
        public struct Alert: Codable, Hashable, Sendable {
            /// The time the alarm alerted for.
            public var time: Alarm.Schedule.Relative.Time
            /// An alert at `time`.
            public init(time: Alarm.Schedule.Relative.Time) { self.time = time }
        }

        /// The countdown, as `AlarmPresentationState.Mode.Countdown`.
        public struct Countdown: Codable, Hashable, Sendable {
            /// The whole countdown, in seconds.
            public var totalCountdownDuration: TimeInterval
            /// Seconds counted before the last pause.
            public var previouslyElapsedDuration: TimeInterval
            /// When this stretch of the countdown started.
            public var startDate: Date
            /// When the alarm fires.
            public var fireDate: Date
            /// A countdown with these durations and dates.
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval, startDate: Date, fireDate: Date) {
                self.totalCountdownDuration = totalCountdownDuration
                self.previouslyElapsedDuration = previouslyElapsedDuration
                self.startDate = startDate
                self.fireDate = fireDate
            }
        }

        /// A paused countdown, as `AlarmPresentationState.Mode.Paused`.
        public struct Paused: Codable, Hashable, Sendable {
            /// The whole countdown, in seconds.
            public var totalCountdownDuration: TimeInterval
            /// Seconds counted before the pause.
            public var previouslyElapsedDuration: TimeInterval
            /// A pause after `previouslyElapsedDuration` of `totalCountdownDuration`.
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval) {
                self.totalCountdownDuration = totalCountdownDuration
                self.previouslyElapsedDuration = previouslyElapsedDuration
            }
        }
    }
}
