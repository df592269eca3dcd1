import Foundation
import Synchronization
import WidgetryReference

/// Asks WidgetKit to reload widgets' timelines, as WidgetKit's `WidgetCenter`.
///
/// On a device the system decides when the reload happens and charges it to the widget's daily budget.
/// In Widgetry, a reload asked for while a ``WidgetHostSimulator`` runs app activity (or runs the
/// provider) goes to that simulation, which treats it as an app-triggered reload request at the
/// simulated instant; outside a simulation it is only logged (``recordedReloads``), so app code that
/// calls it compiles and runs unchanged.
public final class WidgetCenter: Sendable {
    /// The shared widget center, as in WidgetKit.
    public static let shared = WidgetCenter()

    /// One reload an app asked for.
    public struct ReloadRequest: Sendable, Hashable, Codable {
        /// The kind to reload; `nil` means every kind (`reloadAllTimelines()`).
        public var kind: String?
        /// When it was asked for: the simulated instant in a simulation, else the real date.
        public var date: Date
    }

    /// Receives reloads while a simulation runs; bound with a task-local so parallel simulations
    /// (one per widget in a benchmark or a test run) never see each other's reloads.
    @TaskLocal static var recorder: ReloadRecorder?

    /// The widgets the host has placed while a provider runs (``placing(kind:family:_:)``); none outside.
    @TaskLocal static var placed: [WidgetPlacement] = []

    /// Reloads asked for outside any simulation; a mutex because app code may call from any thread.
    private let log = Mutex<[ReloadRequest]>([])

    private init() {}

    /// Asks for a new timeline for every widget of `kind`.
    public func reloadTimelines(ofKind kind: String) { record(ReloadRequest(kind: kind, date: SimulatedClock.currentDate)) }

    /// Asks for a new timeline for every widget of the app.
    public func reloadAllTimelines() { record(ReloadRequest(kind: nil, date: SimulatedClock.currentDate)) }

    /// Asks the system to fetch the widget's configuration recommendations again (`recommendations()` of an App Intent
    /// provider), as iOS 16's `invalidateConfigurationRecommendations()`: they are read at each check here, so nothing
    /// is kept to invalidate.
    public func invalidateConfigurationRecommendations() {}

    /// The widgets the user has placed, as WidgetKit's `getCurrentConfigurations(_:)`: while Widgetry runs a
    /// widget's provider (a check's cell, a simulation) the one widget being run; elsewhere none, as for an app whose
    /// widgets are not on any screen yet. The completion is called before this returns.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(currentlyPlaced))
    }

    /// The widgets the user has placed, as iOS 17's `currentConfigurations()` (see ``getCurrentConfigurations(_:)``).
    public func currentConfigurations() async throws -> [WidgetInfo] { currentlyPlaced }

    private var currentlyPlaced: [WidgetInfo] {
        Self.placed.map { WidgetInfo(kind: $0.kind, family: $0.family) }
    }

    /// Runs `body` with the widget of `kind` at `family` placed, so app code in a provider that asks WidgetKit which
    /// widgets are installed finds the one being run.
    package static func placing<R>(kind: String, family: WidgetFamily, _ body: () throws -> R) rethrows -> R {
        try $placed.withValue([WidgetPlacement(kind: kind, family: family)], operation: body)
    }

    /// Reloads asked for outside a simulation, oldest first.
    public var recordedReloads: [ReloadRequest] { log.withLock { $0 } }

    /// Forgets the reloads asked for outside a simulation.
    public func clearRecordedReloads() { log.withLock { $0.removeAll() } }

    private func record(_ request: ReloadRequest) {
        if let recorder = Self.recorder { recorder.append(request) } else { log.withLock { $0.append(request) } }
    }
}

/// A placed widget as the host records it; Sendable, unlike `WidgetInfo`, which may carry an intent object.
struct WidgetPlacement: Sendable {
    var kind: String
    var family: WidgetFamily
}

/// Collects the reloads asked for during one simulated moment.
final class ReloadRecorder: Sendable {
    private let requests = Mutex<[WidgetCenter.ReloadRequest]>([])
    func append(_ request: WidgetCenter.ReloadRequest) { requests.withLock { $0.append(request) } }
    /// The requests so far, which are then forgotten.
    func drain() -> [WidgetCenter.ReloadRequest] { requests.withLock { let all = $0; $0.removeAll(); return all } }
}
