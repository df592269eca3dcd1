import Foundation
import WidgetryReference

/// A sequence of things a user and the system do to a Today widget, to run against a
/// ``TodayHostSimulator`` and render step by step (what `widgetry today` does).
public struct TodayScenario: Sendable, Hashable {
    /// One thing that happens.
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// The widget scrolls into view (a new controller).
        case appear
        /// The widget scrolls out of view.
        case disappear
        /// The user taps "Show More".
        case expand
        /// The user taps "Show Less".
        case collapse
        /// The user changes the text size.
        case setTextSize(DynamicTypeSize)
        /// The user rotates the device.
        case rotate(TodayOrientation)
        /// The system asks the widget for fresh content.
        case performUpdate

        /// A short label, e.g. `"text size accessibility3"`.
        public var description: String {
            switch self {
            case .appear: return "appear"
            case .disappear: return "disappear"
            case .expand: return "expand"
            case .collapse: return "collapse"
            case .setTextSize(let size): return "text size \(size.argumentName)"
            case .rotate(let orientation): return "rotate \(orientation.rawValue)"
            case .performUpdate: return "update"
            }
        }
    }

    /// The steps, in order.
    public var steps: [Step]

    /// A scenario of `steps`.
    public init(steps: [Step]) { self.steps = steps }

    /// The walk-through: appear → expand → collapse → text size change → rotation (landscape),
    /// then expand again so the landscape maximum shows. `textSize` is the size changed to.
    public static func standard(textSize: DynamicTypeSize = .accessibility3) -> TodayScenario {
        TodayScenario(steps: [.appear, .expand, .collapse, .setTextSize(textSize), .rotate(.landscape), .expand])
    }

    /// Runs the steps on `host`, one result per step. A step the host refuses (expanding a widget with
    /// no "Show More", anything while not visible) is recorded with its error and the unchanged state.
    public func run(on host: TodayHostSimulator) -> [TodayStepResult] {
        steps.map { step in
            do throws(TodayHostError) {
                let state: TodayHostState?
                switch step {
                case .appear: state = host.appear()
                case .disappear:
                    host.disappear()
                    state = nil
                case .expand: state = try host.expand()
                case .collapse: state = try host.collapse()
                case .setTextSize(let size): state = host.setDynamicTypeSize(size)
                case .rotate(let orientation): state = host.rotate(to: orientation)
                case .performUpdate: state = try host.performUpdate()
                }
                return TodayStepResult(step: step, state: state, error: nil)
            } catch {
                return TodayStepResult(step: step, state: host.state, error: error)
            }
        }
    }
}
