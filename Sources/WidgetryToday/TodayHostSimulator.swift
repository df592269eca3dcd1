import Foundation
import WidgetryReference
import WidgetryUI

/// A simulated iOS 10+ Today view hosting one widget: it applies the host's rules, drives the
/// controller through the calls iOS makes, and reports the known mistakes as ``TodayDiagnostic``s.
///
/// Rules applied (``TodayHostMetrics/rules`` gives the sizes' sources):
/// - Compact mode is always `compactHeight` (110 pt) tall, whatever `preferredContentSize` asks.
/// - Expanded mode is the preferred height clamped to the device's expanded maximum for the current
///   orientation; with no preferred height (0) the widget stays at the compact height.
/// - The width is always the host's; the preferred width is ignored.
/// - "Show More"/"Show Less" is shown only while `widgetLargestAvailableDisplayMode` is `.expanded`.
/// - The mode the user chose is remembered across appearances; a widget reappears in it when it
///   offers expanded mode by the end of `viewDidLoad()`.
/// - Every appearance creates a new controller with the factory (state in the controller is lost).
///
/// Calls made, in order: on appearance `viewDidLoad()`, then — if the widget offers expanded mode —
/// `widgetActiveDisplayModeDidChange` with the remembered mode, then `widgetPerformUpdate`; on a tap
/// of the control, `widgetActiveDisplayModeDidChange` with the new mode; on rotation of an expandable
/// widget, `widgetActiveDisplayModeDidChange` again with the new maximum size (an assumption: iOS
/// lays the Today view out again for the new width). When the widget lowers its largest mode to
/// compact while expanded, the host collapses it and calls `widgetActiveDisplayModeDidChange(.compact…)`;
/// when it raises it to expanded later (after loading data, say) and the user had left it expanded,
/// the host shows it expanded *without* calling the method, so the widget must set its preferred
/// size itself — the situation behind ``TodayDiagnostic/largestModeChangedWithoutPreferredSize(largestMode:grantedHeight:)``.
/// These two behaviours are Widgetry's model of developer reports, not documented by Apple.
///
/// Not `Sendable`: it drives a non-`Sendable` controller, as UIKit does on one thread.
public final class TodayHostSimulator {
    /// The device simulated.
    public let device: DeviceProfile
    /// The interface orientation.
    public private(set) var orientation: TodayOrientation
    /// The user's text size.
    public private(set) var dynamicTypeSize: DynamicTypeSize
    /// The mode the user last chose with the control; the widget reappears in it.
    public private(set) var rememberedDisplayMode: NCWidgetDisplayMode = .compact
    /// How many times the widget has appeared.
    public private(set) var appearanceCount = 0
    /// The controller of the current appearance; nil while the widget is not visible.
    public private(set) var controller: TodayViewController?
    /// The environment widget content is laid out with (colour scheme, locale…); the host sets the
    /// text size and display scale on top of it.
    public var environment = EnvironmentValues()

    private let makeController: () -> TodayViewController
    private let metricsOverrides: [TodayOrientation: TodayHostMetrics]
    private var context: TodayExtensionContext?
    private var settingUpAppearance = false
    private var lastUpdateResult: NCUpdateResult?
    private var lastState: TodayHostState?

    /// A Today view on `device` in `orientation` at `dynamicTypeSize`, creating the widget's controller
    /// with `makeController` on every appearance. `metrics` replaces the derived sizes for the
    /// orientations it lists (e.g. measured values).
    public init(device: DeviceProfile, orientation: TodayOrientation = .portrait, dynamicTypeSize: DynamicTypeSize = .large,
                metrics: [TodayOrientation: TodayHostMetrics] = [:], makeController: @escaping () -> TodayViewController) {
        self.device = device
        self.orientation = orientation
        self.dynamicTypeSize = dynamicTypeSize
        self.metricsOverrides = metrics
        self.makeController = makeController
    }

    /// The sizes granted in the current orientation.
    public var metrics: TodayHostMetrics {
        metricsOverrides[orientation] ?? TodayHostMetrics.derived(device: device, orientation: orientation)
    }

    /// Whether the widget is on screen.
    public var isVisible: Bool { controller != nil }

    /// What the host showed after the last step; nil before the first appearance.
    public var state: TodayHostState? { lastState }

    // MARK: Steps

    /// Shows the widget: a new controller from the factory, `viewDidLoad()`, the remembered mode if
    /// the widget offers expanded mode, then `widgetPerformUpdate`. Appearing again while visible
    /// first makes the widget disappear, as scrolling it off and back does.
    @discardableResult
    public func appear() -> TodayHostState {
        if isVisible { disappear() }
        appearanceCount += 1
        let newContext = TodayExtensionContext(metrics: metrics)
        let newController = makeController()
        newController.extensionContext = newContext
        newController.dynamicTypeSize = dynamicTypeSize
        newContext.largestModeDidChange = { [weak self] largest in self?.largestModeDidChange(to: largest) }
        context = newContext
        controller = newController
        lastUpdateResult = nil
        beginStep()

        settingUpAppearance = true
        call { $0.viewDidLoad() }
        if newContext.widgetLargestAvailableDisplayMode == .expanded {
            newContext.widgetActiveDisplayMode = rememberedDisplayMode
            let mode = rememberedDisplayMode
            call { $0.widgetActiveDisplayModeDidChange(mode, withMaximumSize: newContext.widgetMaximumSize(for: mode)) }
        }
        settingUpAppearance = false
        call { controller in
            controller.widgetPerformUpdate { [weak self] result in self?.lastUpdateResult = result }
        }
        return finishStep()
    }

    /// Takes the widget off screen; its controller is released. The remembered mode is kept.
    public func disappear() {
        controller?.extensionContext = nil
        controller = nil
        context = nil
    }

    /// Taps "Show More" or "Show Less": the active mode flips, is remembered, and the controller hears
    /// `widgetActiveDisplayModeDidChange` with the new mode's maximum size.
    @discardableResult
    public func toggleDisplayMode() throws(TodayHostError) -> TodayHostState {
        guard let context else { throw .notVisible }
        guard context.widgetLargestAvailableDisplayMode == .expanded else { throw .displayModeControlHidden }
        beginStep()
        let mode: NCWidgetDisplayMode = context.widgetActiveDisplayMode == .compact ? .expanded : .compact
        context.widgetActiveDisplayMode = mode
        rememberedDisplayMode = mode
        call { $0.widgetActiveDisplayModeDidChange(mode, withMaximumSize: context.widgetMaximumSize(for: mode)) }
        return finishStep()
    }

    /// Taps "Show More" if the widget is compact; does nothing (but report) when already expanded.
    @discardableResult
    public func expand() throws(TodayHostError) -> TodayHostState {
        try setDisplayMode(.expanded)
    }

    /// Taps "Show Less" if the widget is expanded; does nothing (but report) when already compact.
    @discardableResult
    public func collapse() throws(TodayHostError) -> TodayHostState {
        try setDisplayMode(.compact)
    }

    private func setDisplayMode(_ mode: NCWidgetDisplayMode) throws(TodayHostError) -> TodayHostState {
        guard let context else { throw .notVisible }
        guard context.widgetLargestAvailableDisplayMode == .expanded else { throw .displayModeControlHidden }
        if context.widgetActiveDisplayMode == mode {
            beginStep()
            return finishStep()
        }
        return try toggleDisplayMode()
    }

    /// Changes the user's text size: the controller's `dynamicTypeSize` changes and it hears
    /// `dynamicTypeSizeDidChange()` (UIKit's trait-collection change); the content is laid out again.
    /// Returns nil while not visible.
    @discardableResult
    public func setDynamicTypeSize(_ size: DynamicTypeSize) -> TodayHostState? {
        dynamicTypeSize = size
        guard isVisible else { return nil }
        beginStep()
        controller?.dynamicTypeSize = size
        call { $0.dynamicTypeSizeDidChange() }
        return finishStep()
    }

    /// Rotates the device: the maximum sizes change, and an expandable widget hears
    /// `widgetActiveDisplayModeDidChange` with the active mode's new maximum size. Returns nil while
    /// not visible.
    @discardableResult
    public func rotate(to newOrientation: TodayOrientation) -> TodayHostState? {
        orientation = newOrientation
        guard let context else { return nil }
        context.metrics = metrics
        beginStep()
        if context.widgetLargestAvailableDisplayMode == .expanded {
            let mode = context.widgetActiveDisplayMode
            call { $0.widgetActiveDisplayModeDidChange(mode, withMaximumSize: context.widgetMaximumSize(for: mode)) }
        }
        return finishStep()
    }

    /// Asks the widget for fresh content (`widgetPerformUpdate`), as the Today view does when shown.
    @discardableResult
    public func performUpdate() throws(TodayHostError) -> TodayHostState {
        guard isVisible else { throw .notVisible }
        beginStep()
        call { controller in
            controller.widgetPerformUpdate { [weak self] result in self?.lastUpdateResult = result }
        }
        return finishStep()
    }

    // MARK: Host machinery

    private func beginStep() {
        context?.events.removeAll()
    }

    private func call(_ body: (TodayViewController) -> Void) {
        guard let controller else { return }
        body(controller)
    }

    /// The host's reaction to the widget changing its largest mode, applied before the setter returns.
    private func largestModeDidChange(to largest: NCWidgetDisplayMode) {
        guard let context else { return }
        if largest == .compact, context.widgetActiveDisplayMode == .expanded {
            // The control disappears and the widget collapses; the user's choice stays remembered.
            context.widgetActiveDisplayMode = .compact
            call { $0.widgetActiveDisplayModeDidChange(.compact, withMaximumSize: context.widgetMaximumSize(for: .compact)) }
        } else if largest == .expanded, !settingUpAppearance, context.widgetActiveDisplayMode == .compact,
                  rememberedDisplayMode == .expanded {
            // Shown expanded again without a callback (see the type's discussion).
            context.widgetActiveDisplayMode = .expanded
        }
    }

    /// Grants a size, lays the content out, judges the step's events and records the state.
    private func finishStep() -> TodayHostState {
        // Every step that reaches here runs while visible: the callers checked `context`.
        guard let context, let controller else { preconditionFailure("finishStep called while not visible") }
        let metrics = self.metrics
        let mode = context.widgetActiveDisplayMode
        let maximum = metrics.maximumSize(for: mode)
        let preferred = controller.preferredContentSize
        let grantedHeight: CGFloat
        if mode == .compact || preferred.height <= 0 {
            grantedHeight = metrics.compactHeight
        } else {
            grantedHeight = min(preferred.height, maximum.height)
        }
        let granted = CGSize(width: metrics.width, height: grantedHeight)

        var layoutEnvironment = environment
        layoutEnvironment.dynamicTypeSize = dynamicTypeSize
        layoutEnvironment.displayScale = CGFloat(device.defaultScale)
        let content = controller.content
        let contentHeight = ViewMeasurer.idealHeight(of: content, width: granted.width, environment: layoutEnvironment)
        let layout = LayoutEngine.layout(
            content.frame(width: granted.width, height: granted.height, alignment: .topLeading).clipped(),
            canvasSize: granted, environment: layoutEnvironment)

        var diagnostics = eventDiagnostics(context.events, mode: mode, metrics: metrics, grantedHeight: grantedHeight)
        if mode == .expanded, preferred.height > maximum.height {
            diagnostics.append(.preferredHeightClamped(requestedHeight: preferred.height, maximumHeight: maximum.height))
        }
        // Half a point of slack: text metrics round to fractions of a pixel.
        if contentHeight > grantedHeight + 0.5 {
            diagnostics.append(.contentTallerThanGranted(contentHeight: contentHeight, grantedHeight: grantedHeight,
                                                         mode: mode, dynamicTypeSize: dynamicTypeSize))
        }

        let state = TodayHostState(
            device: device, orientation: orientation, dynamicTypeSize: dynamicTypeSize, appearance: appearanceCount,
            isVisible: true, largestAvailableDisplayMode: context.widgetLargestAvailableDisplayMode,
            activeDisplayMode: mode, showsDisplayModeControl: context.widgetLargestAvailableDisplayMode == .expanded,
            maximumSize: maximum, preferredContentSize: preferred, grantedSize: granted, contentHeight: contentHeight,
            lastUpdateResult: lastUpdateResult, diagnostics: diagnostics, layout: layout)
        lastState = state
        return state
    }

    /// The diagnostics that depend on the order of what the controller did during the step.
    private func eventDiagnostics(_ events: [TodayHostEvent], mode: NCWidgetDisplayMode, metrics: TodayHostMetrics,
                                  grantedHeight: CGFloat) -> [TodayDiagnostic] {
        var diagnostics: [TodayDiagnostic] = []
        var lastLargestChange: (index: Int, mode: NCWidgetDisplayMode)?
        for (index, event) in events.enumerated() {
            switch event {
            case .preferredSizeSet(let size, let activeMode):
                // Zero is the "no preference" reset, and the compact height itself is a harmless request.
                if activeMode == .compact, size.height > 0, abs(size.height - metrics.compactHeight) > 0.5 {
                    let diagnostic = TodayDiagnostic.preferredSizeSetForWrongMode(
                        requestedHeight: size.height, activeMode: activeMode, fixedHeight: metrics.compactHeight)
                    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
                }
            case .largestModeSet(_, let largest):
                lastLargestChange = (index, largest)
            }
        }
        if let change = lastLargestChange, mode == .expanded {
            let setAfterwards = events[(change.index + 1)...].contains { event in
                if case .preferredSizeSet(_, .expanded) = event { return true }
                return false
            }
            if !setAfterwards {
                diagnostics.append(.largestModeChangedWithoutPreferredSize(largestMode: change.mode, grantedHeight: grantedHeight))
            }
        }
        return diagnostics
    }
}
