import Foundation
@_spi(WidgetryUIKit) import WidgetryUI

extension UIImage {
    /// How an SF Symbol is drawn — size, weight, scale, colours — as UIKit's `UIImage.SymbolConfiguration` (iOS 13;
    /// palette and hierarchical colours iOS 15). Kept, not applied: a symbol from UIKit is drawn with its stand-in at the
    /// default size in the image's own colours (see ``UIImage/init(systemName:)``).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size asked for; 0 when none was.
        public private(set) var pointSize: CGFloat = 0
        /// The weight asked for.
        public private(set) var weight: SymbolWeight = .unspecified
        /// The scale relative to the text it sits in.
        public private(set) var scale: SymbolScale = .unspecified
        /// The text style whose size it follows.
        public private(set) var textStyle: UIFont.TextStyle?
        /// The font whose size and weight it follows.
        public private(set) var font: UIFont?
        /// The palette colours, one per layer.
        public private(set) var paletteColors: [UIColor]?
        /// The colour of a hierarchical rendering.
        public private(set) var hierarchicalColor: UIColor?
        /// Whether the multicolour rendering is preferred.
        public private(set) var prefersMulticolor = false

        private func with(_ change: (SymbolConfiguration) -> Void) -> SymbolConfiguration {
            let copy = SymbolConfiguration()
            copy.pointSize = pointSize; copy.weight = weight; copy.scale = scale; copy.textStyle = textStyle; copy.font = font
            copy.paletteColors = paletteColors; copy.hierarchicalColor = hierarchicalColor; copy.prefersMulticolor = prefersMulticolor
            change(copy)
            return copy
        }

        public override init() { super.init() }
        public convenience init(pointSize: CGFloat) { self.init(); self.pointSize = pointSize }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize); self.weight = weight }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(); self.textStyle = textStyle }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(textStyle: textStyle); self.scale = scale }
        public convenience init(font: UIFont) { self.init(); self.font = font }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(font: font); self.scale = scale }
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }
        /// Palette colours, one per layer of the symbol (iOS 15).
        public convenience init(paletteColors: [UIColor]) { self.init(); self.paletteColors = paletteColors }
        /// One colour in hierarchical opacities (iOS 15).
        public convenience init(hierarchicalColor: UIColor) { self.init(); self.hierarchicalColor = hierarchicalColor }

        /// The multicolour rendering (iOS 15).
        public class func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration().with { $0.prefersMulticolor = true } }
        /// The monochrome rendering (iOS 16).
        public class func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }
        /// This configuration preferring the multicolour rendering.
        public func preferringMulticolor() -> SymbolConfiguration { with { $0.prefersMulticolor = true } }
        /// This configuration with `other`'s settings where `other` has them, as `applying(_:)`.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return with { copy in
                if other.pointSize > 0 { copy.pointSize = other.pointSize }
                if other.weight != .unspecified { copy.weight = other.weight }
                if other.scale != .unspecified { copy.scale = other.scale }
                if let style = other.textStyle { copy.textStyle = style }
                if let font = other.font { copy.font = font }
                if let colors = other.paletteColors { copy.paletteColors = colors }
                if let color = other.hierarchicalColor { copy.hierarchicalColor = color }
                if other.prefersMulticolor { copy.prefersMulticolor = true }
            }
        }
    }

    /// A symbol's stroke weight, as UIKit's `UIImage.SymbolWeight` (Apple's raw values).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to the text beside it, as UIKit's `UIImage.SymbolScale` (Apple's raw values).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// The image with `configuration` (kept, not applied: see ``SymbolConfiguration``).
    public func withConfiguration(_ configuration: Configuration) -> UIImage { UIImage(copying: self) }
    /// The symbol with `configuration` applied to its own (kept, not applied); `nil` for an image that is not a symbol,
    /// as UIKit answers.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard case .system = source else { return nil }
        return UIImage(copying: self)
    }
}
