import Foundation
import WidgetryReference

/// The sizes the simulated iOS 10+ Today host grants a widget on one device in one orientation.
///
/// Apple never published a table of these; ``derived(device:orientation:)`` builds them from
/// `TodayWidgetFacts` (generated from `Reference/today-widget.json`) and ``rules`` lists each rule
/// with its source and confidence. Pass measured values to ``init(width:compactHeight:expandedMaximumHeight:)``
/// to simulate a device more exactly.
public struct TodayHostMetrics: Sendable, Hashable {
    /// The width of the widget in both modes, in points.
    public var width: CGFloat
    /// The fixed height of compact mode.
    public var compactHeight: CGFloat
    /// The most an expanded widget may be granted.
    public var expandedMaximumHeight: CGFloat

    /// Metrics with these sizes; the expanded maximum is never below the compact height.
    public init(width: CGFloat, compactHeight: CGFloat = CGFloat(TodayWidgetFacts.compactHeight), expandedMaximumHeight: CGFloat) {
        self.width = max(0, width)
        self.compactHeight = max(0, compactHeight)
        self.expandedMaximumHeight = max(self.compactHeight, expandedMaximumHeight)
    }

    /// The margin between the screen edge and a widget on each side, in points. Assumption: no source
    /// in the reference data gives iOS 10 widget widths; 8 pt a side makes a 375-point-wide iPhone's
    /// widget 359 points wide, the maximum width developers commonly quote for iOS 10.
    public static let horizontalMargin: CGFloat = 8

    /// The metrics for `device` in `orientation`, by the ``rules``.
    public static func derived(device: DeviceProfile, orientation: TodayOrientation) -> TodayHostMetrics {
        let screen = orientation.screenSize(portrait: device.screenSize)
        let ruleOfThumb = CGFloat(TodayWidgetFacts.ruleOfThumbMaximumHeight(screenHeight: Double(screen.height), idiom: device.idiom))
        let maximum = device.idiom == .pad ? min(ruleOfThumb, CGFloat(TodayWidgetFacts.iPadExpandedMaximumHeight)) : ruleOfThumb
        return TodayHostMetrics(width: screen.width - 2 * horizontalMargin,
                                compactHeight: CGFloat(TodayWidgetFacts.compactHeight),
                                expandedMaximumHeight: maximum)
    }

    /// `widgetMaximumSize(for:)`: the width and the compact height or the expanded maximum.
    public func maximumSize(for mode: NCWidgetDisplayMode) -> CGSize {
        CGSize(width: width, height: mode == .compact ? compactHeight : expandedMaximumHeight)
    }

    /// The rules ``derived(device:orientation:)`` applies, with sources and confidence.
    public static let rules: [TodaySizeRule] = [
        TodaySizeRule(
            name: "compact height", formula: "110 pt, whatever preferredContentSize asks",
            source: "TodayWidgetFacts.compactHeight: stackoverflow.com/questions/39203189 (WWDC 2016 'What's New in Cocoa Touch'), medium.com/impala-studios, Packt iOS 12 guide, public code fallbacks. Reported to grow with text size and to be 120 pt on iOS 11 (unconfirmed); Widgetry keeps 110.",
            confidence: .corroborated),
        TodaySizeRule(
            name: "expanded maximum height (iPhone)", formula: "screen height in the orientation − 126 pt",
            source: "TodayWidgetFacts.iPhoneMaximumHeightInset: one Stack Overflow answer's iOS 8 rule of thumb (newbedev/codehunter mirrors); iOS 10 reuse is an extrapolation.",
            confidence: .singleSourced),
        TodaySizeRule(
            name: "expanded maximum height (iPad)", formula: "min(screen height in the orientation − 171 pt, 616 pt)",
            source: "TodayWidgetFacts.iPadMaximumHeightInset (same iOS 8 answer) capped by TodayWidgetFacts.iPadExpandedMaximumHeight, 616 pt from one public code comment (iPad Air / Air 2 / Pro 9.7in).",
            confidence: .singleSourced),
        TodaySizeRule(
            name: "width", formula: "screen width in the orientation − 2 × 8 pt",
            source: "Widgetry's assumption: the reference data has no iOS 10 widths (iOS 8 widths included an icon column); 359 pt on a 375-point iPhone matches the commonly quoted iOS 10 maximum width.",
            confidence: .assumption),
    ]
}
