import Foundation

/// A request the simulated Today host cannot carry out, as a user could not on a device.
public enum TodayHostError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The widget is not on screen; call `appear()` first.
    case notVisible
    /// "Show More"/"Show Less" is hidden because the widget's largest available mode is compact.
    case displayModeControlHidden

    /// What went wrong.
    public var description: String {
        switch self {
        case .notVisible: return "the widget is not visible; make it appear first"
        case .displayModeControlHidden: return "the Show More/Show Less control is hidden: widgetLargestAvailableDisplayMode is .compact"
        }
    }
}
