import Foundation
import WidgetryFindings
import WidgetryReference

/// A known Today-widget mistake the simulated host saw, with what goes wrong on a device. Reported as a
/// ``Finding`` (``finding``), on the same scale as every other check.
public enum TodayDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// `preferredContentSize` was set to a height other than the compact height while the widget was
    /// compact: the host ignores it (typically the expanded height set in the compact branch).
    case preferredSizeSetForWrongMode(requestedHeight: CGFloat, activeMode: NCWidgetDisplayMode, fixedHeight: CGFloat)
    /// `widgetLargestAvailableDisplayMode` changed while the widget is expanded (or became expandable
    /// while the user had left it expanded), and no `preferredContentSize` was set in expanded mode
    /// afterwards: the host keeps a stale height (or the compact height when none was ever set).
    case largestModeChangedWithoutPreferredSize(largestMode: NCWidgetDisplayMode, grantedHeight: CGFloat)
    /// The preferred expanded height exceeds the device's maximum: the host clamps it.
    case preferredHeightClamped(requestedHeight: CGFloat, maximumHeight: CGFloat)
    /// The widget's content, laid out at the granted width, wants more height than granted at this
    /// text size: the bottom is cut off.
    case contentTallerThanGranted(contentHeight: CGFloat, grantedHeight: CGFloat, mode: NCWidgetDisplayMode,
                                  dynamicTypeSize: DynamicTypeSize)

    /// A short identifier for tools and tests, e.g. `"preferred-size-wrong-mode"`.
    public var code: String {
        switch self {
        case .preferredSizeSetForWrongMode: return "preferred-size-wrong-mode"
        case .largestModeChangedWithoutPreferredSize: return "largest-mode-without-preferred-size"
        case .preferredHeightClamped: return "preferred-height-clamped"
        case .contentTallerThanGranted: return "content-taller-than-granted"
        }
    }

    /// What happened, with the numbers.
    public var message: String {
        func points(_ value: CGFloat) -> String { String(format: "%.1f pt", Double(value)) }
        switch self {
        case .preferredSizeSetForWrongMode(let requested, let mode, let fixed):
            return "preferredContentSize height \(points(requested)) was set while \(mode); compact height is fixed at \(points(fixed)) and the request is ignored"
        case .largestModeChangedWithoutPreferredSize(let largest, let granted):
            return "widgetLargestAvailableDisplayMode changed to \(largest) while expanded, but no preferredContentSize was set for expanded mode afterwards; the host keeps \(points(granted))"
        case .preferredHeightClamped(let requested, let maximum):
            return "preferred height \(points(requested)) exceeds the expanded maximum \(points(maximum)) on this device and orientation; the host clamps it"
        case .contentTallerThanGranted(let content, let granted, let mode, let size):
            return "content needs \(points(content)) but \(mode) mode grants \(points(granted)) at text size \(size.argumentName); the bottom is cut off"
        }
    }

    /// What to do about it.
    public var suggestion: String {
        switch self {
        case .preferredSizeSetForWrongMode: return "Set expanded heights only when activeDisplayMode == .expanded."
        case .largestModeChangedWithoutPreferredSize: return "Set preferredContentSize after changing the largest mode."
        case .preferredHeightClamped: return "Use widgetMaximumSize(for: .expanded)."
        case .contentTallerThanGranted: return "Derive heights from the text size (AdaptiveTodayHeights) or show fewer rows."
        }
    }

    /// What happened and what to do.
    public var description: String { "\(message). \(suggestion)" }

    /// The finding tools report: kind, severity, what happened and the fix.
    public var finding: Finding {
        let kind: FindingKind = switch self {
        case .preferredSizeSetForWrongMode: .todayPreferredSizeWrongMode
        case .largestModeChangedWithoutPreferredSize: .todayLargestModeWithoutPreferredSize
        case .preferredHeightClamped: .todayPreferredHeightClamped
        case .contentTallerThanGranted: .todayContentTallerThanGranted
        }
        return Finding(kind: kind, message: message, suggestion: suggestion)
    }
}
