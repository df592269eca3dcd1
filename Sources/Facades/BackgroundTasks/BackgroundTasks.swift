// `import BackgroundTasks`: the scheduler app code shares with a widget to refresh its data
// (https://developer.apple.com/documentation/backgroundtasks). A widget's process cannot schedule
// background tasks, nor can Linux: `submit` throws `BGTaskScheduler.Error.unavailable`, as iOS does where
// background refresh is off, so the app's fallback path runs. See docs/compatibility.md.
@_exported import Foundation
import WidgetryFoundation

/// A request to run a task later, as `BGTaskRequest`.
open class BGTaskRequest: NSObject, @unchecked Sendable {
    /// The identifier registered for the task (Info.plist's `BGTaskSchedulerPermittedIdentifiers`).
    public let identifier: String
    /// The earliest time the task may run; `nil` for no delay.
    open var earliestBeginDate: Date?
    init(identifier: String) { self.identifier = identifier }
}

/// A request to refresh the app's content briefly, as `BGAppRefreshTaskRequest`.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// A request for the task registered as `identifier`.
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A request for a longer, deferrable task, as `BGProcessingTaskRequest`.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// Whether the task needs the network.
    open var requiresNetworkConnectivity = false
    /// Whether the task needs the device to be charging.
    open var requiresExternalPower = false
    /// A request for the task registered as `identifier`.
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A task the system runs, as `BGTask`. None is ever launched here.
open class BGTask: NSObject, @unchecked Sendable {
    /// The task's identifier.
    public let identifier: String
    /// Called when the system needs the time back.
    open var expirationHandler: (() -> Void)?
    init(identifier: String) { self.identifier = identifier }
    /// Tells the system the work finished.
    open func setTaskCompleted(success: Bool) {}
}

/// A content refresh task, as `BGAppRefreshTask`.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}
/// A processing task, as `BGProcessingTask`.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// The app's background task scheduler, as `BGTaskScheduler`. Registrations are kept (so registering twice
/// answers as iOS does) and never launched; submitting throws ``Error/unavailable``.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    // @unchecked: `registered` is read and written only with `lock` held.
    private let lock = NSLock()
    private var registered: Set<String> = []

    /// The app's scheduler.
    public static let shared = BGTaskScheduler()

    /// Why a request was refused, as `BGTaskScheduler.Error` (`catch BGTaskScheduler.Error.unavailable`
    /// and `error.code == .unavailable` both work).
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// The reason, as `BGTaskScheduler.Error.Code`.
        public enum Code: Int, Sendable {
            /// Background work is not available to this app (here: to any process on Linux).
            case unavailable = 1
            /// Too many requests of this kind are pending.
            case tooManyPendingTaskRequests = 2
            /// The identifier is not in the app's permitted identifiers.
            case notPermitted = 3
            /// The task cannot run immediately.
            case immediateRunIneligible = 4
            /// Matches an error against a code (`catch BGTaskScheduler.Error.unavailable`), as the error
            /// structs Swift imports from Objective-C do.
            public static func ~= (code: Code, error: any Swift.Error) -> Bool { (error as? BGTaskScheduler.Error)?.code == code }
        }
        /// The reason.
        public let code: Code
        /// An error with `code`.
        public init(_ code: Code) { self.code = code }
        /// Background work is unavailable.
        public static var unavailable: Code { .unavailable }
        /// Too many pending requests.
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        /// The identifier is not permitted.
        public static var notPermitted: Code { .notPermitted }
        public var description: String { "BGTaskScheduler.Error(\(code))" }
    }

    /// Registers `launchHandler` for `identifier`: `true` the first time, `false` after, as on iOS.
    @discardableResult
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping (BGTask) -> Void) -> Bool {
        lock.withLock { registered.insert(identifier).inserted }
    }

    /// Throws ``Error/unavailable``: nothing runs in the background here.
    open func submit(_ taskRequest: BGTaskRequest) throws {
        SkippedEffects.note("BackgroundTasks", "BGTaskScheduler.submit(\(taskRequest.identifier)) throws .unavailable; no background task runs")
        throw Error(.unavailable)
    }

    /// Cancels a pending request (there are none).
    open func cancel(taskRequestWithIdentifier identifier: String) {}
    /// Cancels every pending request (there are none).
    open func cancelAllTaskRequests() {}
    /// The pending requests: none.
    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) { completionHandler([]) }
    /// The pending requests: none.
    open func pendingTaskRequests() async -> [BGTaskRequest] { [] }
}
