import Foundation
import WidgetryGraphics
import WidgetryReference

/// A font, as in SwiftUI: a text style that follows Dynamic Type, a fixed system size, or a custom
/// family that scales like `UIFontMetrics`.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle, design: Design?)
        case system(size: CGFloat, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var isItalic = false
    var isMonospacedDigit = false

    init(base: Base, weight: Weight? = nil) { self.base = base; self.weight = weight }

    /// SwiftUI's text styles. Each maps to a row of Apple's Dynamic Type table (`TypeStyle`).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The reference table's row: SwiftUI's `title` is UIKit's `title1`, `caption` is `caption1`.
        public var typeStyle: TypeStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption1
            case .caption2: return .caption2
            }
        }
    }

    /// Font weights, as in SwiftUI, with the CSS/OpenType weight each maps to.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// Font designs. Widgetry maps them to installed families: Inter for the default (standing in for
    /// SF Pro), fontconfig's `serif` and `monospace` aliases, and Inter for rounded.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(base: .textStyle(.largeTitle, design: nil))
    public static let title = Font(base: .textStyle(.title, design: nil))
    public static let title2 = Font(base: .textStyle(.title2, design: nil))
    public static let title3 = Font(base: .textStyle(.title3, design: nil))
    public static let headline = Font(base: .textStyle(.headline, design: nil))
    public static let subheadline = Font(base: .textStyle(.subheadline, design: nil))
    public static let body = Font(base: .textStyle(.body, design: nil))
    public static let callout = Font(base: .textStyle(.callout, design: nil))
    public static let footnote = Font(base: .textStyle(.footnote, design: nil))
    public static let caption = Font(base: .textStyle(.caption, design: nil))
    public static let caption2 = Font(base: .textStyle(.caption2, design: nil))

    /// A text style, optionally with a design and weight; scales with Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design), weight: weight)
    }

    /// The system font at a fixed size: it does not scale with Dynamic Type, as in SwiftUI.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, design: design), weight: weight)
    }

    /// A custom font that scales with Dynamic Type relative to `.body`, as SwiftUI's does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A custom font that scales with Dynamic Type relative to `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A custom font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italic.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The widths a font family may come in (iOS 16).
    public struct Width: Hashable, Sendable {
        /// The width as a proportion of standard.
        public var value: CGFloat
        /// A width as a proportion of standard.
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(0.7)
        public static let condensed = Width(0.85)
        public static let standard = Width(1)
        public static let expanded = Width(1.2)
    }

    /// This font in another width. Measured at the standard width: the stand-in for SF Pro (Inter) has no
    /// condensed or expanded faces, so `fontWidth(_:)` reports an info finding where it is used.
    public func width(_ width: Width) -> Font { self }

    /// This font with small capitals for lowercase and uppercase letters (`smallCaps()`), lowercase only
    /// (`lowercaseSmallCaps()`) or uppercase only (`uppercaseSmallCaps()`), as SwiftUI's. Drawn in the letters' own case:
    /// the stand-in for SF Pro (Inter) has no small-capital glyphs (no `smcp` or `c2sc` feature), so such text is measured
    /// a little wider than iOS draws it.
    public func smallCaps() -> Font { self }
    /// See ``smallCaps()``.
    public func lowercaseSmallCaps() -> Font { self }
    /// See ``smallCaps()``.
    public func uppercaseSmallCaps() -> Font { self }

    /// This font with digits of equal width, so changing numbers do not shift.
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    /// This font in its monospaced design.
    public func monospaced() -> Font {
        var f = self
        switch base {
        case .textStyle(let style, _): f.base = .textStyle(style, design: .monospaced)
        case .system(let size, _): f.base = .system(size: size, design: .monospaced)
        case .custom: break
        }
        return f
    }
}
