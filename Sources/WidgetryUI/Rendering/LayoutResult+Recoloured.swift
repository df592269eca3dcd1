import Foundation
import WidgetryGraphics

extension LayoutResult {
    /// This layout as its twin in `variant` gets it — the same cell with Increase Contrast on, or in the dark
    /// appearance — made by swapping each colour for what it resolved to there (``colorVariants``) instead of
    /// building and laying the widget out again; `nil` when the swap could be wrong: nothing was recorded, a view
    /// asked for the setting (`colorSchemeContrast`, `colorScheme`), the record is ambiguous, or the layout holds a
    /// colour no `Color` resolved to (blended after resolving), whose variant is unknown.
    ///
    /// Both variants change the colours views resolve and nothing else about them unless a view asks for the
    /// setting, which is noted: so the geometry, text and findings that do not look at colour are this layout's.
    package func recoloured(for variant: ColorVariant) -> LayoutResult? {
        switch variant {
        case .increasedContrast, .darkIncreasedContrast: if readsContrastSetting { return nil }
        case .dark: break
        }
        if variant != .increasedContrast, readsColorScheme { return nil }
        guard let colors = colorVariants?.map(for: variant), colors.isUsable else { return nil }
        var unknown = false
        func swap(_ color: RGBAColor) -> RGBAColor {
            if let changed = colors[color] { return changed }
            unknown = true
            return color
        }
        var result = self
        result.root = root.mappingColors(swap)
        result.containerBackground = containerBackground?.mappingColors(swap)
        result.colorVariants = colorVariants?.after(variant)
        if variant == .dark, let increased = result.colorVariants?.map(for: .increasedContrast), increased.changesAnything {
            // An asset catalog colour may have a high-contrast variant in one appearance only.
            result.readsIncreaseContrast = true
        }
        return unknown ? nil : result
    }

    /// This layout as its Increase Contrast twin gets it (``recoloured(for:)``).
    package func increasingContrast() -> LayoutResult? { recoloured(for: .increasedContrast) }
}

extension PlacedElement {
    /// This element and everything under it with every colour it paints passed through `transform`: text runs,
    /// fills, strokes, symbols, shadows, tinted image groups, `colorMultiply` colours and a container background. Image pixels are left as
    /// they are.
    func mappingColors(_ transform: (RGBAColor) -> RGBAColor) -> PlacedElement {
        var copy = self
        switch content {
        case .none, .image:
            break
        case .text(var placed):
            for index in placed.text.runs.indices { placed.text.runs[index].color = transform(placed.text.runs[index].color) }
            copy.content = .text(placed)
        case .shape(let shape, let fill, let stroke, let lineWidth):
            copy.content = .shape(shape, fill: fill?.mappingColors(transform), stroke: stroke?.mappingColors(transform), lineWidth: lineWidth)
        case .styledStroke(let shape, let stroke, let style):
            copy.content = .styledStroke(shape, stroke: stroke.mappingColors(transform), style: style)
        case .symbol(let name, let color, let standIn, let glyphSize):
            copy.content = .symbol(name: name, color: transform(color), standIn: standIn, glyphSize: glyphSize)
        }
        if var shadow { shadow.color = transform(shadow.color); copy.shadow = shadow }
        if case .tintedImages(let color, let luminanceAsAlpha)? = renderingGroup {
            copy.renderingGroup = .tintedImages(transform(color), luminanceAsAlpha: luminanceAsAlpha)
        }
        if case .multiplied(let color)? = renderingGroup { copy.renderingGroup = .multiplied(transform(color)) }
        if let background = containerBackground { copy.containerBackground = background.mappingColors(transform) }
        let children = self.children
        if !children.isEmpty { copy.children = children.map { $0.mappingColors(transform) } }
        return copy
    }
}
