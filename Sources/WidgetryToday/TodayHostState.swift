import Foundation
import WidgetryFindings
import WidgetryReference
import WidgetryUI

/// What the simulated Today host shows after a step: modes, the control, the sizes asked for and
/// granted, the laid-out widget and the mistakes seen during the step.
public struct TodayHostState: Sendable {
    /// The device simulated.
    public let device: DeviceProfile
    /// The interface orientation.
    public let orientation: TodayOrientation
    /// The user's text size.
    public let dynamicTypeSize: DynamicTypeSize
    /// How many times the widget has appeared (each appearance made a new controller).
    public let appearance: Int
    /// Whether the widget is on screen; the other values describe the last appearance when it is not.
    public let isVisible: Bool
    /// The largest mode the widget offers.
    public let largestAvailableDisplayMode: NCWidgetDisplayMode
    /// The mode shown.
    public let activeDisplayMode: NCWidgetDisplayMode
    /// Whether the "Show More"/"Show Less" control is shown: only when the largest mode is expanded.
    public let showsDisplayModeControl: Bool
    /// The largest size of the active mode (`widgetMaximumSize(for:)`).
    public let maximumSize: CGSize
    /// The controller's `preferredContentSize`.
    public let preferredContentSize: CGSize
    /// The size the host gives the widget.
    public let grantedSize: CGSize
    /// The height the widget's content wants at the granted width (its ideal height).
    public let contentHeight: CGFloat
    /// What the last `widgetPerformUpdate` reported, if it has been called in this appearance.
    public let lastUpdateResult: NCUpdateResult?
    /// The mistakes seen during the step.
    public let diagnostics: [TodayDiagnostic]
    /// The widget laid out at `grantedSize`, ready to render.
    public let layout: LayoutResult

    /// The host's findings for the step and what building and laying out the content found. The checks
    /// on the laid-out content (text cut or lost) are added by `CellPipeline.findings(for:)`.
    public var hostFindings: [Finding] { diagnostics.map(\.finding) + layout.findings }

    /// The control's title as iOS shows it: "Show More" when compact, "Show Less" when expanded, nil
    /// when hidden.
    public var displayModeControlTitle: String? {
        guard showsDisplayModeControl else { return nil }
        return activeDisplayMode == .compact ? "Show More" : "Show Less"
    }
}
