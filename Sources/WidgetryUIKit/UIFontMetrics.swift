import Foundation
@_spi(WidgetryUIKit) import WidgetryUI
import WidgetryReference

/// UIKit's `UIFontMetrics`: scales custom fonts and lengths with Dynamic Type as a text style does. The
/// factor is the style's point size at the text size of the view being built on this thread (Large
/// outside any view) over its size at Large, from the HIG typography tables: body at AX5 is 53 / 17.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Metrics that scale as body text does.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private var factor: CGFloat { factor(at: EnvironmentValues.ofCurrentView.dynamicTypeSize) }

    private func factor(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(DynamicTypeTable.scaleFactor(relativeTo: textStyle.typeStyle, at: size))
    }

    /// The factor for `traits`' text size; a collection that does not specify one scales as the current view does,
    /// as UIKit falls back on the app's traits.
    private func factor(compatibleWith traits: UITraitCollection?) -> CGFloat {
        guard let size = traits?.preferredContentSizeCategory.dynamicTypeSize else { return factor }
        return factor(at: size)
    }

    /// `value` scaled for the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value * factor }

    /// `font` at its size scaled for the current text size.
    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(font.pointSize * factor) }

    /// `font` scaled for the current text size, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(font.pointSize * factor, maximumPointSize))
    }

    /// `value` scaled for the text size of `traitCollection` (`UITraitCollection(preferredContentSizeCategory:)`).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(compatibleWith: traitCollection)
    }

    /// `font` scaled for the text size of `traitCollection`, as a view modifier that reads `\.sizeCategory` does.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * factor(compatibleWith: traitCollection))
    }

    /// `font` scaled for the text size of `traitCollection`, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(min(font.pointSize * factor(compatibleWith: traitCollection), maximumPointSize))
    }
}
