import Foundation

/// The part of `NSExtensionContext` a Today widget uses for display modes (iOS 10–14): which modes it
/// offers, which one is active, and the largest size of each.
///
/// The host creates one for every appearance and hands it to the controller as `extensionContext`.
/// Not `Sendable`: like UIKit's, it is used on the thread that drives the host.
public final class TodayExtensionContext {
    /// The largest mode the widget offers. Setting `.expanded` makes the host show "Show More"; it is
    /// `.compact` until the widget sets it, as on iOS.
    public var widgetLargestAvailableDisplayMode: NCWidgetDisplayMode = .compact {
        didSet {
            guard oldValue != widgetLargestAvailableDisplayMode else { return }
            events.append(.largestModeSet(from: oldValue, to: widgetLargestAvailableDisplayMode))
            // The host reacts at once, so the widget sees the resulting active mode on its next line.
            largestModeDidChange?(widgetLargestAvailableDisplayMode)
        }
    }

    /// The mode the host shows the widget in now; only the host changes it.
    public internal(set) var widgetActiveDisplayMode: NCWidgetDisplayMode = .compact

    /// What the widget did, for the host to judge; the host clears it.
    var events: [TodayHostEvent] = []
    var metrics: TodayHostMetrics
    /// The host's reaction to a change of the largest mode.
    var largestModeDidChange: ((NCWidgetDisplayMode) -> Void)?

    init(metrics: TodayHostMetrics) {
        self.metrics = metrics
    }

    /// The largest size the host grants in `displayMode` on this device and orientation: the widget's
    /// width and 110 points compact; the width and the device's expanded maximum expanded.
    public func widgetMaximumSize(for displayMode: NCWidgetDisplayMode) -> CGSize {
        metrics.maximumSize(for: displayMode)
    }
}
