import Foundation

/// What one ``TodayScenario`` step did: the host's state afterwards (nil once the widget has
/// disappeared) and, when the host refused the step, why.
public struct TodayStepResult: Sendable {
    /// The step.
    public let step: TodayScenario.Step
    /// The state after the step; for a refused step, the state before it. Its `layout` is what to
    /// render, `grantedSize` the canvas, `diagnostics` the mistakes seen during the step.
    public let state: TodayHostState?
    /// Why the host refused the step, e.g. ``TodayHostError/displayModeControlHidden``.
    public let error: TodayHostError?

    /// Creates a result; ``TodayScenario/run(on:)`` makes these.
    public init(step: TodayScenario.Step, state: TodayHostState?, error: TodayHostError?) {
        self.step = step
        self.state = state
        self.error = error
    }
}
