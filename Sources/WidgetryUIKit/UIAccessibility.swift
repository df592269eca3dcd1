import Foundation
@_spi(WidgetryUIKit) import WidgetryUI

/// The system's accessibility settings and announcements, as UIKit's `UIAccessibility`. A setting a cell varies
/// (Bold Text, Increase Contrast, Reduce Transparency, Reduce Motion, Differentiate Without Color) answers what that
/// cell has, read from the environment of the view being built, so code that picks a layout or colour with
/// `UIAccessibility.isBoldTextEnabled` draws what the device would; assistive technologies are never running in a
/// render, so VoiceOver, Switch Control and the rest answer `false`. Posting an announcement does nothing.
public enum UIAccessibility {
    private static var environment: EnvironmentValues { .ofCurrentView }

    /// Bold Text (Settings › Accessibility › Display & Text Size).
    public static var isBoldTextEnabled: Bool { environment.legibilityWeight == .bold }
    /// Increase Contrast.
    public static var isDarkerSystemColorsEnabled: Bool { environment.colorSchemeContrast == .increased }
    /// Reduce Transparency.
    public static var isReduceTransparencyEnabled: Bool { environment.accessibilityReduceTransparency }
    /// Reduce Motion.
    public static var isReduceMotionEnabled: Bool { environment.accessibilityReduceMotion }
    /// Differentiate Without Color.
    public static var shouldDifferentiateWithoutColor: Bool { environment.accessibilityDifferentiateWithoutColor }
    /// Prefer Cross-Fade Transitions (a Reduce Motion option).
    public static var prefersCrossFadeTransitions: Bool { environment.accessibilityReduceMotion }
    /// Button Shapes; off in a render.
    public static var buttonShapesEnabled: Bool { false }
    /// On/Off Labels; off in a render.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Smart Invert; off in a render.
    public static var isInvertColorsEnabled: Bool { false }
    /// Grayscale; off in a render.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether VoiceOver is running; never in a render.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running; never in a render.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Guided Access is on; never in a render.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Speak Screen is on; never in a render.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on; never in a render.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether closed captions are preferred; off in a render.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether audio is mixed to mono; off in a render.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Shake to Undo is on, as on a new device.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether videos play automatically, as on a new device.
    public static var isVideoAutoplayEnabled: Bool { true }

    /// What an announcement tells assistive technologies (`.announcement`, `.screenChanged`, …).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// Its value (distinct per kind).
        public var rawValue: UInt32
        /// A notification from its value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed; VoiceOver moves to the argument.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a string).
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies about a change; there are none in a render, so nothing happens.
    public static func post(notification: Notification, argument: Any?) {}

    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast changes.
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Differentiate Without Color changes.
    public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when Grayscale changes; a render changes no setting, so never posted.
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when Smart Invert changes; a render changes no setting, so never posted.
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when Switch Control changes; a render changes no setting, so never posted.
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Guided Access changes; a render changes no setting, so never posted.
    public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    /// Posted when Speak Screen changes; a render changes no setting, so never posted.
    public static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    /// Posted when Speak Selection changes; a render changes no setting, so never posted.
    public static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    /// Posted when closed captioning changes; a render changes no setting, so never posted.
    public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Posted when Mono Audio changes; a render changes no setting, so never posted.
    public static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Posted when On/Off Labels changes; a render changes no setting, so never posted.
    public static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    /// Posted when Button Shapes changes; a render changes no setting, so never posted.
    public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// Posted when Shake to Undo changes; a render changes no setting, so never posted.
    public static let shakeToUndoDidChangeNotification = Foundation.Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    /// Posted when video autoplay changes; a render changes no setting, so never posted.
    public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    /// Posted when Prefer Cross-Fade Transitions changes; a render changes no setting, so never posted.
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
}
