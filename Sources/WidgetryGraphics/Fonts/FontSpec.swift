import Foundation

/// A font request: family, size in points, CSS weight and style.
///
/// Requests are resolved by fontconfig through Pango; a family that is not installed falls back to
/// ``FontSpec/systemFamily`` and the measurement lists it in ``TextMeasurement/missingFontFamilies``.
public struct FontSpec: Sendable, Hashable {
    /// The family that stands in for SF Pro, Apple's system font (Inter has very similar metrics).
    public static let systemFamily = "Inter"

    /// The smallest size text is laid out at; NaN, infinite, zero and negative sizes become this.
    public static let minimumSize: CGFloat = 1
    /// The largest size text is laid out at; Pango stores sizes as 32-bit fixed point.
    public static let maximumSize: CGFloat = 5_000

    /// The family name, such as "Inter" or "Noto Sans CJK SC".
    public var family: String
    /// The size in points (the em size, as in UIKit).
    public var size: CGFloat
    /// The CSS weight: 100 (thin) ... 400 (regular) ... 700 (bold) ... 900 (black).
    public var weight: Int
    /// Whether to use the italic (or oblique) style.
    public var italic: Bool
    /// Whether digits should all have the same width (OpenType `tnum`), as with `.monospacedDigit()`.
    public var monospacedDigits: Bool

    /// Creates a font request.
    public init(
        family: String = FontSpec.systemFamily, size: CGFloat, weight: Int = 400, italic: Bool = false,
        monospacedDigits: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
    }

    /// The size clamped to ``minimumSize``...``maximumSize``; ``sizeProblem`` says when it was replaced.
    var sanitizedSize: CGFloat {
        if isSizeUsable { return size }
        return size.isFinite && size > FontSpec.maximumSize ? FontSpec.maximumSize : FontSpec.minimumSize
    }

    private var isSizeUsable: Bool { size.isFinite && size >= FontSpec.minimumSize && size <= FontSpec.maximumSize }

    /// Why the size was replaced, for the measurement's ``TextMeasurement/invalidValues``; `nil` when usable.
    var sizeProblem: String? {
        guard !isSizeUsable else { return nil }
        return "font size \(size) pt is not usable; laid out at \(sanitizedSize) pt instead. "
            + "Pass a finite size between \(FontSpec.minimumSize) and \(FontSpec.maximumSize) points."
    }

    /// The weight clamped to the 100...1000 range that Pango accepts.
    var sanitizedWeight: Int { min(max(weight, 100), 1000) }
}
