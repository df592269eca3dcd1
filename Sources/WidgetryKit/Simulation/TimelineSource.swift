import Dispatch
import Foundation
import WidgetryUI

/// What the simulated host needs of a widget: its kind, its placeholder, and a way to ask for a
/// timeline. Made from a configured widget (``init(descriptor:)``) or from an async throwing function
/// (``async(kind:placeholder:timeline:content:)``), the form providers take when they load data over
/// the network.
public struct TimelineSource {
    /// One entry of a delivered timeline: what tools know of it and how to draw it.
    public struct Entry {
        /// The entry's date and relevance.
        public var snapshot: WidgetEntrySnapshot
        /// Builds the entry's view.
        public var view: () -> AnyView
        /// An entry.
        public init(snapshot: WidgetEntrySnapshot, view: @escaping () -> AnyView) { self.snapshot = snapshot; self.view = view }
    }

    /// What asking for a timeline produced.
    public enum Outcome {
        /// Entries, in the order the provider gave them, and the reload policy.
        case timeline([Entry], TimelineReloadPolicy)
        /// The provider threw (async form only; a callback provider cannot throw).
        case failed(String)
    }

    /// The widget's kind, which `WidgetCenter.reloadTimelines(ofKind:)` matches.
    public var kind: String
    /// The placeholder view, shown until the first entry arrives.
    public var placeholder: (TimelineProviderContext) -> AnyView
    /// Asks for a timeline; the completion may be called at once, later from another thread, or never.
    public var load: (TimelineProviderContext, @escaping (Outcome) -> Void) -> Void

    /// A source from its parts.
    public init(kind: String, placeholder: @escaping (TimelineProviderContext) -> AnyView,
                load: @escaping (TimelineProviderContext, @escaping (Outcome) -> Void) -> Void) {
        self.kind = kind; self.placeholder = placeholder; self.load = load
    }

    /// The source of a configured widget: its provider's `placeholder(in:)` and `getTimeline(in:completion:)`.
    public init(descriptor: WidgetDescriptor) {
        self.init(
            kind: descriptor.kind,
            placeholder: { context in
                // WidgetKit draws the placeholder redacted.
                AnyView(descriptor.placeholder(context).view.redacted(reason: .placeholder))
            },
            load: { context, completion in
                descriptor.timeline(context) { entries, policy in
                    completion(.timeline(entries.map { Entry(snapshot: $0.entry, view: $0.view) }, policy))
                }
            })
    }

    /// A source whose timeline comes from an async throwing function, as a provider that fetches its
    /// data would be written; a thrown error is reported as a provider failure.
    public static func async<E: TimelineEntry & Sendable, V: View>(
        kind: String, placeholder: E,
        timeline: @escaping @Sendable (TimelineProviderContext) async throws -> Timeline<E>,
        content: @escaping (E) -> V
    ) -> TimelineSource {
        TimelineSource(
            kind: kind,
            placeholder: { _ in AnyView(content(placeholder).redacted(reason: .placeholder)) },
            load: { context, completion in
                // The task only carries the Sendable timeline; mapping entries to views (which capture the
                // non-Sendable `content`) happens in the box, on whichever thread completes.
                let box = CompletionBox<E> { result in
                    switch result {
                    case .success(let timeline):
                        completion(.timeline(timeline.entries.map { entry in
                            Entry(snapshot: WidgetEntrySnapshot(of: entry, comparingContent: false),
                                  view: { AnyView(content(entry)) })
                        }, timeline.policy))
                    case .failure(let error):
                        completion(.failed(String(describing: error)))
                    }
                }
                let now = SimulatedClock.currentDate
                // The host waits for the result on its own thread; if that thread belongs to Swift's
                // cooperative pool (a test, an async caller), a plain Task could wait for a pool thread
                // that never frees up on a 2-core machine. The provider task prefers an executor of its own.
                Task(executorPreference: ProviderTaskExecutor.shared) {
                    let result: Result<Timeline<E>, any Error> = await SimulatedClock.$current.withValue(now) {
                        do { return .success(try await timeline(context)) } catch { return .failure(error) }
                    }
                    box.call(result)
                }
            })
    }
}

/// Carries a non-`Sendable` completion into the task that calls it. Unchecked: the host hands each
/// completion to exactly one call and guards what it delivers with its own lock.
private final class CompletionBox<E: TimelineEntry & Sendable>: @unchecked Sendable {
    let deliver: (Result<Timeline<E>, any Error>) -> Void
    init(_ deliver: @escaping (Result<Timeline<E>, any Error>) -> Void) { self.deliver = deliver }
    func call(_ result: Result<Timeline<E>, any Error>) { deliver(result) }
}

/// Runs async providers' tasks on Dispatch's global queue instead of the cooperative pool, so a host
/// that blocks a cooperative thread while it waits cannot starve the task it waits for.
public final class ProviderTaskExecutor: TaskExecutor {
    /// The one executor; it holds no state.
    public static let shared = ProviderTaskExecutor()

    /// Runs `job` on a Dispatch global-queue thread.
    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        DispatchQueue.global().async { unowned.runSynchronously(on: executor) }
    }
}
