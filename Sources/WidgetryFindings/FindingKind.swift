/// Every kind of problem Widgetry reports, grouped by the step that finds it. The raw values are the
/// stable identifiers in JSON reports and on the command line.
public enum FindingKind: String, Sendable, Codable, CaseIterable {
    // Text and content, found in a laid-out widget.
    /// Text shows fewer lines than it needs.
    case truncatedText
    /// Text lies outside a clip that an ancestor applies.
    case clippedText
    /// `minimumScaleFactor` shrank text below the legible threshold.
    case scaledText
    /// Content lies outside the widget.
    case outOfBounds
    /// Siblings a stack placed apart cover each other.
    case overlap
    /// A `Link` in a family where iOS ignores links (small and Lock Screen widgets).
    case ignoredLink
    /// A Live Activity's Lock Screen or expanded presentation is taller than the 160 points above which
    /// the system may truncate it (ActivityKit, "Displaying live data with Live Activities").
    case liveActivityTooTall

    // Localisation: found while resolving `Text("key")` for the cell's locale.
    /// The locale's localization lacks the key: the development language's text is shown.
    case missingTranslation
    /// Text of a localized widget that is in no string table: every language shows it as written.
    case notLocalized

    // Presentation contexts: found by drawing a widget as a tinted, glass or StandBy screen shows it.
    /// An opaque image that the accented rendering mode turns into a solid shape.
    case opaqueImageInAccentedMode
    /// An image left in full colour in the accented rendering mode, where a desaturated mode keeps it legible.
    case fullColorImageInAccentedMode
    /// Marks told apart only by colour, which the accented rendering mode draws in one colour.
    case colorOnlyDistinction
    /// Text with too little contrast against what is drawn behind it in a context.
    case lowContrast
    /// A background marked not removable, where the context removes backgrounds.
    case backgroundNotRemovable

    // Resources: found while building, measuring or drawing.
    /// An image that was asked for does not exist; a placeholder is drawn.
    case missingImage
    /// An image file exists but cannot be decoded; a placeholder is drawn.
    case unreadableImage
    /// A named colour is not in the asset catalog; it is drawn clear.
    case missingColor
    /// A font family is not installed; the fallback is used.
    case missingFont
    /// Characters no installed font can draw.
    case missingGlyphs
    /// An SF Symbol (Apple's, not on Linux) drawn with a Material Icons stand-in or, for a symbol with none, a
    /// labelled placeholder of the symbol's size.
    case symbolStandIn

    // Layout: values SwiftUI would log and work around.
    /// A length was NaN, infinite or negative; it was clamped.
    case invalidLength
    /// `min > max` in a frame.
    case contradictoryFrame
    /// Views nest deeper than Widgetry lays out.
    case nestingTooDeep
    /// A number in drawing was not finite; the drawing step skipped or replaced it.
    case invalidValue
    /// An API that compiles but changes nothing in Widgetry's render, though it can on a device: the
    /// picture is approximate there (`docs/compatibility.md`).
    case acceptedWithoutEffect

    // Cells that could not be rendered.
    /// The widget does not list the family in `supportedFamilies`.
    case unsupportedFamily
    /// The device has no widgets of the family.
    case familyNotOnDevice
    /// The widget has no configuration, or its timeline showed nothing at the time asked for.
    case nothingToRender
    /// A widget without `containerBackground(for: .widget)`: on iOS 17 and later WidgetKit shows "Please
    /// adopt containerBackground API" instead of its content.
    case missingContainerBackground
    /// The widget's own code stopped the process (a force-unwrapped `nil`, a failed `try!`, an index out
    /// of range) while its provider or view ran — typically app data a Linux run does not have.
    case widgetCrashed

    // Today widgets (iOS 10+).
    /// `preferredContentSize` set while compact: the host ignores it.
    case todayPreferredSizeWrongMode
    /// The largest display mode changed without a new preferred size.
    case todayLargestModeWithoutPreferredSize
    /// The preferred height exceeds the maximum and is clamped.
    case todayPreferredHeightClamped
    /// The content is taller than the granted height.
    case todayContentTallerThanGranted

    // Timelines under the refresh budget.
    /// Entries due too soon after the previous render were never shown.
    case entriesNeverShown
    /// Entries already past when their timeline arrived were never shown.
    case entriesPastWhenDelivered
    /// Entries closer together than recommended.
    case entriesTooClose
    /// Reloads refused because they came too soon after the previous one.
    case reloadsTooSoon
    /// Reloads refused because the daily budget was spent.
    case budgetExhausted
    /// The provider went without new content for too long.
    case staleContent
    /// The placeholder stayed on screen too long.
    case placeholderTooLong
    /// The provider never called its completion.
    case providerTimedOut
    /// The provider threw.
    case providerFailed
    /// A timeline without entries.
    case emptyTimeline
    /// Entries out of date order.
    case entriesOutOfOrder
    /// The provider asked `WidgetCenter` to reload while building its timeline.
    case providerRequestedReload

    // Charts (Swift Charts), found while laying a chart out. Last, so that existing kinds keep their order.
    /// A chart mark lies outside the plot area: its value is outside the scale's domain (`chartYScale(domain:)`).
    case markOutsidePlot
    /// A chart's legend does not fit beside the plot: entries are cut or the plot has no room.
    case clippedLegend

    // The accessibility audit (docs/checking.md, "Accessibility"). Last, so that existing kinds keep their order.
    /// A `Button(intent:)`, `Toggle(isOn:intent:)` or `Link` whose tap area is smaller than the 44 × 44 pt
    /// hit region Apple's Human Interface Guidelines ask of every control ("Buttons", "Accessibility").
    case smallTapTarget
    /// Two tap targets cover each other: a tap there reaches only the one on top.
    case overlappingTapTargets
    /// An image, or a button or link showing only images, with no accessibility label: VoiceOver reads the
    /// image's file or symbol name.
    case missingAccessibilityLabel
    /// Two VoiceOver elements read the same label, so a listener cannot tell them apart.
    case repeatedAccessibilityLabel
    /// VoiceOver reads the elements in an order that differs from the order they appear in.
    case readingOrderMismatch
    /// Text whose contrast drops below 3:1 for someone with protanopia, deuteranopia or tritanopia (simulated
    /// after Machado et al. 2009), though it has enough in full colour.
    case lowContrastInColorVision
    /// Marks that tell states or series apart only by colour, and whose colours become alike for someone with a
    /// colour vision deficiency (simulated after Machado et al. 2009).
    case colorOnlyStatus

    /// The severity a finding of this kind has unless its finder says otherwise.
    public var defaultSeverity: Severity {
        switch self {
        case .clippedText, .outOfBounds, .missingGlyphs, .unsupportedFamily, .familyNotOnDevice, .nothingToRender, .missingContainerBackground, .widgetCrashed,
             .todayContentTallerThanGranted, .providerTimedOut, .providerFailed:
            return .error
        case .entriesTooClose, .providerRequestedReload, .acceptedWithoutEffect, .fullColorImageInAccentedMode, .backgroundNotRemovable,
             .symbolStandIn:
            return .info
        default:
            return .warning
        }
    }
}
