import Foundation
import WidgetryReference
import WidgetryUI

/// A display setting of Settings › Accessibility › Display & Text Size that changes how a widget looks: one
/// coordinate of a check's matrix (`--display-setting`), beside the text size. Each is one setting turned on
/// alone; `standard` is all of them off.
public enum DisplaySetting: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// Every display setting off.
    case standard
    /// Bold Text: the system font two weights heavier (``Font/boldTextWeight(_:)``); text grows wider.
    case boldText
    /// Increase Contrast: system colours and asset catalogue colours take their high-contrast variants.
    case increaseContrast
    /// Reduce Transparency: materials and the glass Home Screen turn opaque.
    case reduceTransparency

    /// Sets what the widget's views see (`legibilityWeight`, `colorSchemeContrast`,
    /// `accessibilityReduceTransparency`).
    public func apply(to environment: inout EnvironmentValues) {
        environment.legibilityWeight = self == .boldText ? .bold : .regular
        environment.colorSchemeContrast = self == .increaseContrast ? .increased : .standard
        environment.accessibilityReduceTransparency = self == .reduceTransparency
    }

    /// Whether the setting can change what a widget of `family` shows in `context`, so the matrix checks it there:
    /// - Bold Text changes layout (text widths), which is the same in every context, so it is checked once, in
    ///   the family's usual context — as a placeholder's layout is;
    /// - Increase Contrast changes the widget's own colours, which only the full-colour contexts show (the accented
    ///   mode replaces them, the Lock Screen reduces them to greys);
    /// - Reduce Transparency makes the glass opaque (the contexts whose backdrop it changes) and materials opaque,
    ///   which the full-colour contexts show as drawn (the accented mode and the night's red recolour them, the Lock
    ///   Screen's blending is the system's own).
    public func changesWhatIsShown(in context: PresentationContext, for family: WidgetFamily) -> Bool {
        let rendering = ContextRendering(context, colorScheme: .light)
        switch self {
        case .standard: return true
        case .boldText: return ContextRendering.isUsual(context, for: family)
        case .increaseContrast: return rendering.colorMapping == .fullColor
        case .reduceTransparency:
            let opaque = ContextRendering(context, colorScheme: .light, reducesTransparency: true)
            return rendering.colorMapping == .fullColor || opaque.backdrop != rendering.backdrop
        }
    }

    /// Whether the setting changes text widths, so no layout made without it can stand for a cell with it.
    public var changesTextMetrics: Bool { self == .boldText }

    /// A name for people: "Bold Text".
    public var readableName: String {
        switch self {
        case .standard: "standard display settings"
        case .boldText: "Bold Text"
        case .increaseContrast: "Increase Contrast"
        case .reduceTransparency: "Reduce Transparency"
        }
    }

    /// The case name, as the command line and JSON reports spell it.
    public var description: String { rawValue }

    /// The setting named on the command line (its case name, ignoring case and hyphens: `bold-text`).
    public init?(argument: String) {
        let key = argument.lowercased().filter { $0.isLetter }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = match
    }
}

extension LayoutResult {
    /// Whether what was built and laid out depended on `setting` being on or off, as recorded while building
    /// (``readsIncreaseContrast``, ``readsReduceTransparency``). Bold Text always counts: it changes every text's
    /// width, and reading it is not recorded.
    public func dependsOn(_ setting: DisplaySetting) -> Bool {
        switch setting {
        case .standard: false
        case .boldText: true
        case .increaseContrast: readsIncreaseContrast
        case .reduceTransparency: readsReduceTransparency
        }
    }

    /// Whether this layout, made with `made` on, is the one a cell with `wanted` on gets. The two environments
    /// differ only in the values of the settings `made` and `wanted` turn on (``DisplaySetting/apply(to:)``);
    /// when no view read either value nor drew anything that depends on it, building and laying out took the
    /// same path with the same values. So a widget that draws `Color.blue` (which has a high-contrast variant)
    /// but no material shares its standard layout with its Reduce Transparency cells, and not with its Increase
    /// Contrast ones.
    public func serves(_ wanted: DisplaySetting, madeWith made: DisplaySetting) -> Bool {
        made == wanted || (!dependsOn(made) && !dependsOn(wanted))
    }
}
