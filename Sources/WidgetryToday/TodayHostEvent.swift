import Foundation

/// Something a widget controller did that the host's diagnostics judge afterwards, in order.
enum TodayHostEvent: Sendable, Hashable {
    /// The controller set `widgetLargestAvailableDisplayMode`.
    case largestModeSet(from: NCWidgetDisplayMode, to: NCWidgetDisplayMode)
    /// The controller set `preferredContentSize` while `activeMode` was active.
    case preferredSizeSet(CGSize, activeMode: NCWidgetDisplayMode)
}
