import Foundation
import WidgetryFoundation

// A descriptor's attribute dictionary, as shared code reads and edits it to change a font's weight
// (`fontAttributes[.traits]` → `[TraitKey: Any]`, `traits[.weight] = UIFont.Weight.semibold.rawValue`,
// `addingAttributes([.traits: traits])`). UIKit keeps the dictionary itself; here a descriptor keeps typed
// fields and the dictionary is made from them and read back into them, so only the keys below mean anything.
extension UIFontDescriptor {
    /// The keys of a descriptor's attributes, as `UIFontDescriptor.AttributeName` (UIKit's string values).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's key.
        public let rawValue: String
        /// A key from UIKit's string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name (`String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family (`String`, "Bold").
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points (`CGFloat` or `NSNumber`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits (`[TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
        /// The text style the font was made for (`UIFont.TextStyle`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// OpenType features (`[[FeatureKey: Int]]`); kept by UIKit, not read here.
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        /// A fixed advance for every glyph; not read here.
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        /// Fonts to fall back on; not read here.
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
    }

    /// The keys of the ``AttributeName/traits`` dictionary, as `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's key.
        public let rawValue: String
        /// A key from UIKit's string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (`UInt32`, ``SymbolicTraits``' raw value).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (`CGFloat`, `UIFont.Weight`'s raw value, −1 … 1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (`CGFloat`, −1 condensed … 1 expanded); kept by UIKit, not read here.
        public static let width = TraitKey(rawValue: "NSCTFontWidthTrait")
        /// The slant (`CGFloat`, 0 upright); a non-zero slant makes the font italic.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// OpenType feature keys, as `UIFontDescriptor.FeatureKey`; accepted, not applied.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's key.
        public let rawValue: String
        /// A key from UIKit's string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature type.
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector.
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// The descriptor's attributes: family, name, size and traits (symbolic, weight, slant), as UIKit reports them.
    public var fontAttributes: [AttributeName: Any] {
        var traits: [TraitKey: Any] = [.symbolic: symbolicTraits.rawValue, .weight: weight.rawValue]
        if symbolicTraits.contains(.traitItalic) { traits[.slant] = CGFloat(0.07) }
        var attributes: [AttributeName: Any] = [.family: familyName, .name: fontName, .traits: traits]
        if pointSize > 0 { attributes[.size] = pointSize }
        return attributes
    }

    /// A descriptor with `attributes` over this one's: a new size, family or name, and from ``AttributeName/traits``
    /// a weight (``TraitKey/weight``), symbolic traits (bold raises the weight to Bold and monospace makes the system
    /// font SF Mono, as in ``withSymbolicTraits(_:)``) and a slant (italic). Keys UIKit keeps but nothing here draws
    /// (width, features) are dropped.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var size = pointSize
        if let value = attributes[.size] { size = coreFoundationNumber(value) ?? size }
        var newWeight = weight
        var italic = symbolicTraits.contains(.traitItalic)
        var newDesign = design
        var family = familyName
        var name = fontName
        if let value = attributes[.family] as? String, value != familyName { family = value; name = value; newDesign = .named }
        if let value = attributes[.name] as? String, value != fontName { name = value; newDesign = .named }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let symbolic = traits[.symbolic].flatMap(coreFoundationNumber) {
                let requested = SymbolicTraits(rawValue: UInt32(symbolic))
                if requested.contains(.traitBold), newWeight.rawValue < UIFont.Weight.bold.rawValue { newWeight = .bold }
                italic = requested.contains(.traitItalic)
                if requested.contains(.traitMonoSpace), newDesign != .named { newDesign = .monospaced }
            }
            if let value = traits[.weight].flatMap(coreFoundationNumber) { newWeight = UIFont.Weight(rawValue: value) }
            if let value = traits[.slant].flatMap(coreFoundationNumber) { italic = value != 0 }
        }
        return UIFontDescriptor(pointSize: size, familyName: family, fontName: name, weight: newWeight, italic: italic, design: newDesign)
    }

    /// A descriptor from attributes alone: the system font unless they name a family or font.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let system = UIFont.systemFont(ofSize: 0).fontDescriptor.addingAttributes(attributes)
        self.init(pointSize: system.pointSize, familyName: system.familyName, fontName: system.fontName,
                  weight: system.weight, italic: system.symbolicTraits.contains(.traitItalic), design: system.design)
    }

    /// A descriptor of the font named `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The same descriptor in the family `newFamily` (its regular face).
    public func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }

    /// The value of one attribute, as UIKit's `object(forKey:)`.
    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }
}

/// A font descriptor's variation axes (axis identifier to value), as Core Text's `kCTFontVariationAttribute`, which
/// `import SwiftUI` and `import UIKit` bring on iOS; code sets a variable font's weight or width with it
/// (`kCTFontVariationAttribute as UIFontDescriptor.AttributeName: axes`). On iOS it is a `CFString` that bridges to the
/// key; here it is the key itself, so the cast compiles and `.rawValue` gives the string. Accepted: a descriptor drops
/// it as it drops width and features, and the face drawn is the font's named one.
public let kCTFontVariationAttribute = UIFontDescriptor.AttributeName(rawValue: "NSCTFontVariationAttribute")
