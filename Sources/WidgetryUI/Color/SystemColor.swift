import WidgetryGraphics

/// iOS's semantic and system colours with their light and dark values.
///
/// Values: Apple Human Interface Guidelines, "Color" — the "Specifications" tables of system colours
/// (default and increased contrast) and of dynamic system colours (label, background, separator),
/// https://developer.apple.com/design/human-interface-guidelines/color — in 0–255 sRGB. The tables before the
/// HIG's June 9, 2025 update ("Updated system color values") are iOS 13–18's (``SystemDesign/iOS18``); the
/// twelve hues of the current "System colors" table are iOS 26's (``iOS26Values``). The grays, labels and
/// backgrounds are the same in both.
enum SystemColor: Hashable, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator, link, systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// (red, green, blue, alpha) with RGB in 0…255, for light then dark.
    private var values: (light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        switch self {
        case .label: return ((0, 0, 0, 1), (255, 255, 255, 1))
        case .secondaryLabel: return ((60, 60, 67, 0.6), (235, 235, 245, 0.6))
        case .tertiaryLabel: return ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .quaternaryLabel: return ((60, 60, 67, 0.18), (235, 235, 245, 0.16))
        case .systemBackground: return ((255, 255, 255, 1), (0, 0, 0, 1))
        case .secondarySystemBackground: return ((242, 242, 247, 1), (28, 28, 30, 1))
        case .tertiarySystemBackground: return ((255, 255, 255, 1), (44, 44, 46, 1))
        case .systemGroupedBackground: return ((242, 242, 247, 1), (0, 0, 0, 1))
        case .secondarySystemGroupedBackground: return ((255, 255, 255, 1), (28, 28, 30, 1))
        case .tertiarySystemGroupedBackground: return ((242, 242, 247, 1), (44, 44, 46, 1))
        case .separator: return ((60, 60, 67, 0.29), (84, 84, 88, 0.6))
        // UIKit's resolved values (`UIColor.opaqueSeparator` / `.link` `.resolvedColor(with:)`, light and dark).
        case .opaqueSeparator: return ((198, 198, 200, 1), (56, 56, 58, 1))
        case .link: return ((0, 122, 255, 1), (9, 132, 255, 1))
        case .systemFill: return ((120, 120, 128, 0.2), (120, 120, 128, 0.36))
        // The other fills: UIKit's resolved values (`UIColor.secondarySystemFill.resolvedColor(with:)`, light and dark).
        case .secondarySystemFill: return ((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        case .tertiarySystemFill: return ((118, 118, 128, 0.12), (118, 118, 128, 0.24))
        case .quaternarySystemFill: return ((116, 116, 128, 0.08), (118, 118, 128, 0.18))
        case .red: return ((255, 59, 48, 1), (255, 69, 58, 1))
        case .orange: return ((255, 149, 0, 1), (255, 159, 10, 1))
        case .yellow: return ((255, 204, 0, 1), (255, 214, 10, 1))
        case .green: return ((52, 199, 89, 1), (48, 209, 88, 1))
        case .mint: return ((0, 199, 190, 1), (99, 230, 226, 1))
        case .teal: return ((48, 176, 199, 1), (64, 200, 224, 1))
        case .cyan: return ((50, 173, 230, 1), (100, 210, 255, 1))
        case .blue: return ((0, 122, 255, 1), (10, 132, 255, 1))
        case .indigo: return ((88, 86, 214, 1), (94, 92, 230, 1))
        case .purple: return ((175, 82, 222, 1), (191, 90, 242, 1))
        case .pink: return ((255, 45, 85, 1), (255, 55, 95, 1))
        case .brown: return ((162, 132, 94, 1), (172, 142, 104, 1))
        case .gray: return ((142, 142, 147, 1), (142, 142, 147, 1))
        case .systemGray2: return ((174, 174, 178, 1), (99, 99, 102, 1))
        case .systemGray3: return ((199, 199, 204, 1), (72, 72, 74, 1))
        case .systemGray4: return ((209, 209, 214, 1), (58, 58, 60, 1))
        case .systemGray5: return ((229, 229, 234, 1), (44, 44, 46, 1))
        case .systemGray6: return ((242, 242, 247, 1), (28, 28, 30, 1))
        }
    }

    /// The Increase Contrast values of the same tables' "Increased contrast" columns (light, dark), for the
    /// system colours that have them; the label, background, separator and fill colours keep their values here
    /// (the HIG's dynamic-colour table gives no increased-contrast column for them).
    private var increasedContrastValues: (light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double))? {
        switch self {
        case .red: return ((215, 0, 21, 1), (255, 105, 97, 1))
        case .orange: return ((201, 52, 0, 1), (255, 179, 64, 1))
        case .yellow: return ((178, 80, 0, 1), (255, 212, 38, 1))
        case .green: return ((36, 138, 61, 1), (48, 219, 91, 1))
        case .mint: return ((12, 129, 123, 1), (102, 212, 207, 1))
        case .teal: return ((0, 130, 153, 1), (93, 230, 255, 1))
        case .cyan: return ((0, 113, 164, 1), (112, 215, 255, 1))
        case .blue: return ((0, 64, 221, 1), (64, 156, 255, 1))
        case .indigo: return ((54, 52, 163, 1), (125, 122, 255, 1))
        case .purple: return ((137, 68, 171, 1), (218, 143, 255, 1))
        case .pink: return ((211, 15, 69, 1), (255, 100, 130, 1))
        case .brown: return ((127, 101, 69, 1), (181, 148, 105, 1))
        case .gray: return ((108, 108, 112, 1), (174, 174, 178, 1))
        case .systemGray2: return ((142, 142, 147, 1), (124, 124, 128, 1))
        case .systemGray3: return ((174, 174, 178, 1), (84, 84, 86, 1))
        case .systemGray4: return ((188, 188, 192, 1), (68, 68, 70, 1))
        case .systemGray5: return ((216, 216, 220, 1), (54, 54, 56, 1))
        case .systemGray6: return ((235, 235, 240, 1), (36, 36, 38, 1))
        default: return nil
        }
    }

    /// Whether Increase Contrast changes this colour.
    var hasIncreasedContrastVariant: Bool { increasedContrastValues != nil }

    typealias Components = (Double, Double, Double, Double)

    /// iOS 26's values of the hues: the HIG's "System colors" table as of its June 9, 2025 update, columns
    /// Default (light), Default (dark), Increased contrast (light), Increased contrast (dark) — each swatch's
    /// published "R-…,G-…,B-…" value. `nil` for colours the update left unchanged (grays, labels, backgrounds).
    private var iOS26Values: (light: Components, dark: Components, contrastLight: Components, contrastDark: Components)? {
        switch self {
        case .red: return ((255, 56, 60, 1), (255, 66, 69, 1), (233, 21, 45, 1), (255, 97, 101, 1))
        case .orange: return ((255, 141, 40, 1), (255, 146, 48, 1), (197, 83, 0, 1), (255, 160, 86, 1))
        case .yellow: return ((255, 204, 0, 1), (255, 214, 0, 1), (161, 106, 0, 1), (254, 223, 67, 1))
        case .green: return ((52, 199, 89, 1), (48, 209, 88, 1), (0, 137, 50, 1), (74, 217, 104, 1))
        case .mint: return ((0, 200, 179, 1), (0, 218, 195, 1), (0, 133, 117, 1), (84, 223, 203, 1))
        case .teal: return ((0, 195, 208, 1), (0, 210, 224, 1), (0, 129, 152, 1), (59, 221, 236, 1))
        case .cyan: return ((0, 192, 232, 1), (60, 211, 254, 1), (0, 126, 174, 1), (109, 217, 255, 1))
        case .blue: return ((0, 136, 255, 1), (0, 145, 255, 1), (30, 110, 244, 1), (92, 184, 255, 1))
        case .indigo: return ((97, 85, 245, 1), (109, 124, 255, 1), (86, 74, 222, 1), (167, 170, 255, 1))
        case .purple: return ((203, 48, 224, 1), (219, 52, 242, 1), (176, 47, 194, 1), (234, 141, 255, 1))
        case .pink: return ((255, 45, 85, 1), (255, 55, 95, 1), (231, 18, 77, 1), (255, 138, 196, 1))
        case .brown: return ((172, 127, 94, 1), (183, 138, 102, 1), (149, 109, 81, 1), (219, 166, 121, 1))
        default: return nil
        }
    }

    func resolve(_ scheme: ColorScheme, increasedContrast: Bool = false, design: SystemDesign = .current) -> RGBAColor {
        if design == .iOS26, let table = iOS26Values {
            let (r, g, b, a) = scheme == .dark ? (increasedContrast ? table.contrastDark : table.dark)
                                               : (increasedContrast ? table.contrastLight : table.light)
            return RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        }
        let table = increasedContrast ? (increasedContrastValues ?? values) : values
        let (r, g, b, a) = scheme == .dark ? table.dark : table.light
        return RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
}
