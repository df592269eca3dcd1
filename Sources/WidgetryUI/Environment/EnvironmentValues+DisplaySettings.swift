import Foundation

// The display settings of Settings › Accessibility › Display & Text Size as SwiftUI's environment shows them.
// A render is the standard setting of each (docs/checking.md, "Accessibility"): widget code that reads them
// compiles and takes its usual branch. They are the values a display-setting axis will vary.

/// The weight of text the user asked for, as SwiftUI's `LegibilityWeight` (Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
    /// Bold Text is off.
    case regular
    /// Bold Text is on.
    case bold
}

/// The contrast the user asked for, as SwiftUI's `ColorSchemeContrast` (Increase Contrast).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// Increase Contrast is off.
    case standard
    /// Increase Contrast is on.
    case increased
}

private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether Bold Text is on (`.bold`); `.regular` in a render.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// Whether Increase Contrast is on; `.standard` in a render. Read-only in SwiftUI.
    public internal(set) var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// Whether Reduce Transparency is on; `false` in a render. Read-only in SwiftUI.
    public internal(set) var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    /// Whether Differentiate Without Color is on; `false` in a render. Read-only in SwiftUI.
    public internal(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
}
