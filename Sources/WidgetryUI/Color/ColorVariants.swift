import Foundation
import WidgetryGraphics

/// A change to the settings colours are resolved in that changes nothing else a view is made of, so a layout made
/// without it can stand for a layout made with it once its colours are swapped (``LayoutResult/recoloured(for:)``).
///
/// - Increase Contrast changes the colours views resolve and nothing else (in Widgetry `colorSchemeContrast` is
///   read only by ``Color/resolve(in:)``; a view that asks for it is noted apart).
/// - The dark appearance changes the colours views resolve and, beyond that, only what a view does after asking
///   for the colour scheme — which is noted (`LayoutResult.readsColorScheme`) and refuses the swap.
package enum ColorVariant: Hashable, Sendable, CaseIterable {
    /// The same appearance with Increase Contrast on.
    case increasedContrast
    /// The dark appearance, contrast as it was.
    case dark
    /// The dark appearance with Increase Contrast on: recorded so that a layout swapped to dark can still stand
    /// for its Increase Contrast twin.
    case darkIncreasedContrast

    /// `environment` as this variant resolves colours in it, recording nothing.
    func environment(from environment: EnvironmentValues) -> EnvironmentValues {
        var changed = environment
        changed.buildLog = nil
        if self != .increasedContrast { changed.colorScheme = .dark }
        if self != .dark { changed.colorSchemeContrast = .increased }
        return changed
    }

    /// The variants a build in `environment` can record: none that is already the case there.
    static func recordable(in environment: EnvironmentValues) -> Set<ColorVariant> {
        var variants = environment.recordedColorVariants
        if environment.increasesContrast { variants.subtract([.increasedContrast, .darkIncreasedContrast]) }
        if environment.colorSchemeForColors == .dark { variants.subtract([.dark, .darkIncreasedContrast]) }
        return variants
    }
}

/// The colours a layout resolved, each with what it resolves to in each ``ColorVariant`` the build was asked to
/// record (``EnvironmentValues/recordedColorVariants``), noted while the layout was built (``Color/resolve(in:)``
/// and the styles that resolve colours of their own).
package struct ColorVariants: Sendable {
    private var maps: [ColorVariant: ColorMap]

    /// An empty record of `variants`.
    package init(recording variants: Set<ColorVariant>) {
        maps = Dictionary(uniqueKeysWithValues: variants.map { ($0, ColorMap()) })
    }

    /// The variants this record notes.
    var recorded: Dictionary<ColorVariant, ColorMap>.Keys { maps.keys }

    /// What each colour becomes in `variant`, if that variant was recorded.
    package func map(for variant: ColorVariant) -> ColorMap? { maps[variant] }

    /// Notes that a colour resolved to `color` here and to `changed` in `variant`.
    mutating func record(_ color: RGBAColor, in variant: ColorVariant, as changed: RGBAColor) {
        maps[variant]?.record(color, as: changed)
    }

    /// Adds what another log of the same build recorded.
    mutating func merge(_ other: ColorVariants) {
        for (variant, map) in other.maps { maps[variant]?.merge(map) }
    }

    /// The record the layout swapped to `variant` carries: for a layout swapped to dark, what its colours become
    /// with Increase Contrast on, derived from the dark and dark-with-Increase-Contrast records (each colour `c`
    /// gives `dark(c) → darkIncreasedContrast(c)`); nothing for a swap to Increase Contrast.
    func after(_ variant: ColorVariant) -> ColorVariants? {
        guard variant == .dark, let dark = maps[.dark], let darkIncreased = maps[.darkIncreasedContrast],
              dark.isUsable, darkIncreased.isUsable else { return nil }
        var derived = ColorMap()
        for color in dark.colors {
            guard let darkened = dark[color], let increased = darkIncreased[color] else { return nil }
            derived.record(darkened, as: increased)
        }
        var result = ColorVariants(recording: [])
        result.maps[.increasedContrast] = derived
        return result
    }
}

/// The colours resolved in one build, each with what it resolves to in one ``ColorVariant``. Refused as a whole
/// (``isUsable``) when it could be wrong: a colour resolved to one value whose variants differ, or a value that
/// stays as it is for one view and changes for another.
package struct ColorMap: Sendable {
    /// Each resolved colour that the variant changes, with what it becomes.
    private var changes: [RGBAColor: RGBAColor] = [:]
    /// Resolved colours the variant leaves as they are.
    private var unchanged: Set<RGBAColor> = []
    /// Whether one resolved colour stood for two different results.
    private var isAmbiguous = false

    package init() {}

    /// Notes that a colour resolved to `color` here and to `changed` in the variant.
    mutating func record(_ color: RGBAColor, as changed: RGBAColor) {
        if color == changed {
            unchanged.insert(color)
        } else if let known = changes.updateValue(changed, forKey: color), known != changed {
            isAmbiguous = true
        }
    }

    /// Adds what another log of the same build recorded.
    mutating func merge(_ other: ColorMap) {
        isAmbiguous = isAmbiguous || other.isAmbiguous
        unchanged.formUnion(other.unchanged)
        for (color, changed) in other.changes { record(color, as: changed) }
    }

    /// Whether every colour maps to one result: no colour with two variants, none that both changes and stays.
    package var isUsable: Bool { !isAmbiguous && unchanged.isDisjoint(with: changes.keys) }

    /// Whether the variant changes any colour recorded.
    var changesAnything: Bool { !changes.isEmpty }

    /// Every colour recorded.
    var colors: [RGBAColor] { Array(changes.keys) + Array(unchanged) }

    /// What `color` becomes in the variant; `nil` for a colour no `Color` resolved to (one derived later, by
    /// blending), which the swap cannot know.
    package subscript(_ color: RGBAColor) -> RGBAColor? {
        if let changed = changes[color] { return changed }
        return unchanged.contains(color) ? color : nil
    }
}

extension EnvironmentValues {
    /// Notes, in the layout being built, what a colour resolved here as `resolved` resolves to in each
    /// ``ColorVariant`` the build records: `resolve` is asked again in each variant's environment.
    func recordVariants(of resolved: RGBAColor, _ resolve: (EnvironmentValues) -> RGBAColor) {
        guard let log = buildLog, let variants = log.colorVariants?.recorded, !variants.isEmpty else { return }
        for variant in Array(variants) {
            log.colorVariants?.record(resolved, in: variant, as: resolve(variant.environment(from: self)))
        }
    }

    /// Notes that a colour resolved here as `resolved` is the same in every ``ColorVariant``.
    func recordInvariant(_ resolved: RGBAColor) {
        guard let log = buildLog, let variants = log.colorVariants?.recorded, !variants.isEmpty else { return }
        for variant in Array(variants) { log.colorVariants?.record(resolved, in: variant, as: resolved) }
    }
}
