import Foundation

/// A running Live Activity, as ActivityKit's `Activity`. On Linux none can start: ``request(attributes:content:pushType:)``
/// throws ``ActivityAuthorizationError/unsupported`` and ``activities`` is empty.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    // @unchecked: no instance is ever created (every request throws), so nothing is shared.

    /// The activity's identifier.
    public let id: String
    /// The activity's fixed attributes.
    public let attributes: Attributes
    /// The activity's current content.
    public let content: ActivityContent<Attributes.ContentState>
    /// The activity's state.
    public let activityState: ActivityState

    private init(id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        self.id = id
        self.attributes = attributes
        self.content = content
        activityState = .active
    }

    /// The app's running activities of this type: none on Linux.
    public static var activities: [Activity<Attributes>] { [] }

    /// Starts a Live Activity; always throws on Linux, where Live Activities cannot start.
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Starts a Live Activity from a content state (iOS 16.1's form); always throws on Linux.
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Changes the activity's content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {}

    /// Changes the activity's content and alerts the user.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {}

    /// Changes the activity's content state, as iOS 16.1's `update(using:)` (deprecated in iOS 16.2 for
    /// ``update(_:)``).
    public func update(using contentState: Attributes.ContentState) async {}

    /// Changes the content state and alerts the user, as iOS 16.1's `update(using:alertConfiguration:)`.
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration?) async {}

    /// Ends the activity with a final content state, as iOS 16.1's `end(using:dismissalPolicy:)`.
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}

    /// Ends the activity, showing `content` until `dismissalPolicy` removes it.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}

    /// The push token for updating the activity remotely: none on Linux.
    public var pushToken: Data? { nil }

    /// The activity's state changes, as ActivityKit's `ActivityStateUpdates`.
    public typealias ActivityStateUpdates = AsyncStream<ActivityState>
    /// The activity's content changes, as ActivityKit's `ContentUpdates`.
    public typealias ContentUpdates = AsyncStream<ActivityContent<Attributes.ContentState>>
    /// The activity's push tokens, as ActivityKit's `PushTokenUpdates`.
    public typealias PushTokenUpdates = AsyncStream<Data>
    /// Activities as they start, as ActivityKit's `ActivityUpdates`.
    public typealias ActivityUpdates = AsyncStream<Activity<Attributes>>

    /// The activity's state as it changes (iOS 16.1). No activity runs on Linux, so nothing changes: the sequence waits
    /// until its task is cancelled, as iOS's does for an activity that stays as it is.
    public var activityStateUpdates: ActivityStateUpdates { .waitingUntilCancelled() }
    /// The activity's content as it changes (iOS 16.1); waits, as ``activityStateUpdates``.
    public var contentUpdates: ContentUpdates { .waitingUntilCancelled() }
    /// The activity's push tokens as they are issued (iOS 16.1); none on Linux.
    public var pushTokenUpdates: PushTokenUpdates { .waitingUntilCancelled() }
    /// Activities of this type as they start, including from a push (iOS 16.1); none start on Linux, so the sequence
    /// waits until its task is cancelled.
    public static var activityUpdates: ActivityUpdates { .waitingUntilCancelled() }
    /// Tokens for starting activities of this type by push (iOS 17.2); none on Linux.
    public static var pushToStartTokenUpdates: PushTokenUpdates { .waitingUntilCancelled() }
}

extension AsyncStream {
    /// A sequence that yields nothing and ends when the task iterating it is cancelled: an event that never comes.
    static func waitingUntilCancelled() -> AsyncStream<Element> {
        AsyncStream(unfolding: {
            // An hour at a time: Task.sleep returns early (throwing) when the task is cancelled.
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 3_600_000_000_000) }
            return nil
        })
    }
}

/// How an activity is updated remotely, as ActivityKit's `PushType`.
public struct PushType: Sendable, Hashable {
    let name: String
    /// Updates sent to the activity's push token.
    public static let token = PushType(name: "token")
}

/// An activity's life-cycle state, as ActivityKit's `ActivityState`.
public enum ActivityState: Sendable, Hashable, Codable {
    /// Running and visible.
    case active
    /// Ended, still visible.
    case ended
    /// Removed.
    case dismissed
    /// Past its stale date.
    case stale
    /// Scheduled to start at a date, not yet started (iOS 26).
    case pending
}

/// When an ended activity leaves the Lock Screen, as ActivityKit's `ActivityUIDismissalPolicy`.
public struct ActivityUIDismissalPolicy: Sendable, Hashable {
    let date: Date?
    let immediately: Bool
    /// The system's default (up to four hours).
    public static let `default` = ActivityUIDismissalPolicy(date: nil, immediately: false)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(date: nil, immediately: true)
    /// At `date`.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(date: date, immediately: false) }
}

/// An alert shown with an update, as ActivityKit's `AlertConfiguration`.
public struct AlertConfiguration: Sendable, Hashable {
    /// The alert's title.
    public var title: String
    /// The alert's text.
    public var body: String
    /// The sound's name, if any.
    public var soundName: String?

    /// An alert.
    public init(title: String, body: String, sound: AlertSound = .default) {
        self.title = title
        self.body = body
        soundName = sound.name
    }

    /// The sound of an alert.
    public struct AlertSound: Sendable, Hashable {
        let name: String?
        /// The default sound.
        public static let `default` = AlertSound(name: nil)
        /// A sound file in the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
}

/// Why a Live Activity could not start, as ActivityKit's `ActivityAuthorizationError`.
public enum ActivityAuthorizationError: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// Live Activities are not available here (always so on Linux).
    case unsupported
    /// The user switched Live Activities off.
    case denied
    /// The app has too many activities running.
    case targetMaximumExceeded

    /// What went wrong.
    public var description: String {
        switch self {
        case .unsupported: return "Live Activities cannot start on Linux: Widgetry compiles ActivityKit code but has no system to run activities"
        case .denied: return "Live Activities are switched off for this app"
        case .targetMaximumExceeded: return "the app has too many Live Activities running"
        }
    }

    /// What went wrong.
    public var errorDescription: String? { description }
}

/// Whether the app may start Live Activities, as ActivityKit's `ActivityAuthorizationInfo`.
public final class ActivityAuthorizationInfo: Sendable {
    /// The current authorization.
    public init() {}
    /// Whether Live Activities are enabled: never on Linux.
    public var areActivitiesEnabled: Bool { false }
    /// Whether frequent push updates are enabled: never on Linux.
    public var frequentPushesEnabled: Bool { false }
}
