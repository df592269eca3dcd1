import Foundation
import WidgetryGraphics

/// The colours a layout made without Increase Contrast resolved, each with what it resolves to with Increase
/// Contrast on, recorded while the layout was built (``Color/resolve(in:)``).
///
/// Increase Contrast changes colours and nothing else a view is made of (a view that asks `colorSchemeContrast`
/// may change more, and is noted apart), so the layout a cell with it gets is the standard layout with these
/// colours swapped in (``LayoutResult/increasingContrast()``) — without building and laying the widget out again.
/// The swap is refused when it could be wrong: a colour resolved to one value whose high-contrast variants differ,
/// or a value that stays as it is for one view and changes for another.
package struct IncreasedContrastColors: Sendable {
    /// Each resolved colour that Increase Contrast changes, with what it becomes.
    private var variants: [RGBAColor: RGBAColor] = [:]
    /// Resolved colours Increase Contrast leaves as they are.
    private var unchanged: Set<RGBAColor> = []
    /// Whether one resolved colour stood for two different results.
    private var isAmbiguous = false

    package init() {}

    /// Notes that a colour resolved to `color` without Increase Contrast and to `increased` with it.
    mutating func record(_ color: RGBAColor, increased: RGBAColor) {
        if color == increased {
            unchanged.insert(color)
        } else if let known = variants.updateValue(increased, forKey: color), known != increased {
            isAmbiguous = true
        }
    }

    /// Adds what another log of the same build recorded.
    mutating func merge(_ other: IncreasedContrastColors) {
        isAmbiguous = isAmbiguous || other.isAmbiguous
        unchanged.formUnion(other.unchanged)
        for (color, increased) in other.variants { record(color, increased: increased) }
    }

    /// Whether every colour maps to one result: no colour with two variants, none that both changes and stays.
    var isUsable: Bool { !isAmbiguous && unchanged.isDisjoint(with: variants.keys) }

    /// What `color` becomes with Increase Contrast on; `nil` for a colour no `Color` resolved to (one derived
    /// later, by blending or a material), which the swap cannot know.
    func increased(_ color: RGBAColor) -> RGBAColor? {
        if let variant = variants[color] { return variant }
        return unchanged.contains(color) ? color : nil
    }
}
