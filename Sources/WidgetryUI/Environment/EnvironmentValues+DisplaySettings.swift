import Foundation

// The display settings of Settings › Accessibility › Display & Text Size as SwiftUI's environment shows them.
// A cell's display setting (`--display-setting`, docs/checking.md "Display settings") sets them; a view that
// reads Increase Contrast or Reduce Transparency is noted, so its layout is not shared with cells of another
// setting.

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
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct RecordedColorVariantsKey: EnvironmentKey { static let defaultValue: Set<ColorVariant> = [] }

extension EnvironmentValues {
    /// Whether Bold Text is on (`.bold`); `.regular` in a render.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// Whether Increase Contrast is on; `.standard` in a render. Read-only in SwiftUI.
    public package(set) var colorSchemeContrast: ColorSchemeContrast {
        get {
            buildLog?.readIncreaseContrast = true
            buildLog?.readContrastSetting = true
            return self[ColorSchemeContrastKey.self]
        }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// Whether Reduce Transparency is on; `false` in a render. Read-only in SwiftUI.
    public package(set) var accessibilityReduceTransparency: Bool {
        get { buildLog?.readReduceTransparency = true; return self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    /// Whether Reduce Motion is on (Settings › Accessibility › Motion); `false` in a render, which has no motion to
    /// reduce: code that picks a simpler animation or transition with it draws the same picture. Read-only in SwiftUI.
    public package(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// Whether Differentiate Without Color is on; `false` in a render. Read-only in SwiftUI.
    public package(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Whether text is drawn with Bold Text's heavier weights: what the font resolution reads. (Bold Text changes
    /// every text's width, so cells with it never share a layout with cells without; reading it is not noted.)
    var usesBoldText: Bool { self[LegibilityWeightKey.self] == .bold }
    /// Increase Contrast as colour resolution reads it (noted by the colour, when it has a high-contrast variant).
    var increasesContrast: Bool { self[ColorSchemeContrastKey.self] == .increased }
    /// Reduce Transparency as materials read it (noted by the material).
    var reducesTransparency: Bool { self[ReduceTransparencyKey.self] }
    /// The ``ColorVariant``s a layout built here notes, for each colour it resolves, what the variant makes of it
    /// (``ColorVariants``), so that it can stand for the same cell in that variant (Increase Contrast on, the dark
    /// appearance). Set by a pipeline whose cells include such twins; empty, colours are resolved once.
    package var recordedColorVariants: Set<ColorVariant> {
        get { self[RecordedColorVariantsKey.self] }
        set { self[RecordedColorVariantsKey.self] = newValue }
    }
}
