import Foundation
import Synchronization

/// Collects ``GraphicsWarning``s from every thread and reports each distinct one once.
///
/// Measuring runs thousands of times per render; without de-duplication a single missing font would
/// flood the terminal, and without reporting at all it would go unnoticed.
public final class WarningCenter: Sendable {
    /// The centre that the measurer, renderer and image store report to.
    public static let shared = WarningCenter()

    private struct State {
        var seen: Set<GraphicsWarning> = []
        var warnings: [GraphicsWarning] = []
        var printsToStandardError = true
    }

    private let state = Mutex(State())

    /// Creates an empty centre that prints to standard error.
    public init() {}

    /// Records a warning; returns `true` (and prints it, unless printing is off) the first time only.
    @discardableResult
    public func report(_ warning: GraphicsWarning) -> Bool {
        let (isNew, prints) = state.withLock { state -> (Bool, Bool) in
            guard state.seen.insert(warning).inserted else { return (false, false) }
            state.warnings.append(warning)
            return (true, state.printsToStandardError)
        }
        if prints {
            FileHandle.standardError.write(Data("\(warning.description)\n".utf8))
        }
        return isNew
    }

    /// Every distinct warning reported since the last ``reset()``, in the order first reported.
    public var warnings: [GraphicsWarning] {
        state.withLock { $0.warnings }
    }

    /// Turns printing to standard error on or off (warnings are still recorded).
    public func setPrintsToStandardError(_ on: Bool) {
        state.withLock { $0.printsToStandardError = on }
    }

    /// Forgets every warning, so each will be reported again.
    public func reset() {
        state.withLock { state in
            state.seen.removeAll()
            state.warnings.removeAll()
        }
    }
}
