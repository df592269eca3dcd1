import Foundation

/// UIKit's description of a font, the slice widget code uses to derive one font from another: a system font made
/// rounded (`withDesign(.rounded)`), a text style's font made bold (`withSymbolicTraits(.traitBold)`), then
/// `UIFont(descriptor:size:)`. Immutable, hence `Sendable`.
public final class UIFontDescriptor: Sendable {
    /// The size in points; 0 when the descriptor leaves it to `UIFont(descriptor:size:)`.
    public let pointSize: CGFloat
    /// The traits the font has: bold, italic, monospaced.
    public let symbolicTraits: SymbolicTraits
    let familyName: String
    let fontName: String
    let weight: UIFont.Weight
    let design: UIFont.Design

    init(pointSize: CGFloat, familyName: String, fontName: String, weight: UIFont.Weight, italic: Bool, design: UIFont.Design) {
        self.pointSize = pointSize
        self.familyName = familyName
        self.fontName = fontName
        self.weight = weight
        self.design = design
        var traits: SymbolicTraits = []
        if weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if italic { traits.insert(.traitItalic) }
        if design == .monospaced { traits.insert(.traitMonoSpace) }
        symbolicTraits = traits
    }

    /// The PostScript name UIKit reports (".SFUI-Bold" style for system fonts).
    public var postscriptName: String { fontName }

    /// The descriptor of a Dynamic Type text style's font at the text size of the view being built.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same font with `traits` instead of its own: `.traitBold` makes it Bold (a lighter weight is
    /// raised to Bold, as UIKit does), `.traitItalic` slants it, `.traitMonoSpace` makes the system font SF Mono.
    /// Never `nil` here: every combination has a face in the stand-in font.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let bold = traits.contains(.traitBold)
        let newWeight = bold ? (weight.rawValue >= UIFont.Weight.bold.rawValue ? weight : .bold)
            : (weight.rawValue >= UIFont.Weight.semibold.rawValue && symbolicTraits.contains(.traitBold) ? .regular : weight)
        let newDesign: UIFont.Design = traits.contains(.traitMonoSpace) && design != .named ? .monospaced
            : (design == .monospaced ? .system : design)
        return UIFontDescriptor(pointSize: pointSize, familyName: familyName, fontName: fontName, weight: newWeight,
                                italic: traits.contains(.traitItalic), design: newDesign)
    }

    /// The same system font in another design (rounded, serif, monospaced); `nil` for a named font, as on iOS
    /// where only the system font has designs.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard self.design != .named else { return nil }
        let mapped: UIFont.Design = switch design {
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        default: .system
        }
        return UIFontDescriptor(pointSize: pointSize, familyName: familyName, fontName: fontName, weight: weight,
                                italic: symbolicTraits.contains(.traitItalic), design: mapped)
    }

    /// The same font at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, familyName: familyName, fontName: fontName, weight: weight,
                         italic: symbolicTraits.contains(.traitItalic), design: design)
    }

    /// UIKit's font traits, as `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Monospaced.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs, as `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// SF Pro.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
        /// SF Pro Rounded.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// New York.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// SF Mono.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

extension UIFont {
    /// This font's descriptor.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(pointSize: pointSize, familyName: familyName, fontName: fontName, weight: weight, italic: isItalic, design: design)
    }

    /// The font a descriptor describes, at `size` points (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        let size = size > 0 ? size : descriptor.pointSize
        self.init(pointSize: size, familyName: descriptor.familyName, fontName: descriptor.fontName,
                  weight: descriptor.weight, isItalic: descriptor.symbolicTraits.contains(.traitItalic), design: descriptor.design)
    }
}
