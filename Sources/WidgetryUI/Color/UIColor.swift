/// The UIKit colours widget code passes to `Color(_:)`, e.g. `Color(.secondarySystemBackground)`,
/// so that such code compiles unchanged. Only the semantic colours are provided.
public struct UIColor: Hashable, Sendable {
    let system: SystemColor
    public static let label = UIColor(system: .label)
    public static let secondaryLabel = UIColor(system: .secondaryLabel)
    public static let tertiaryLabel = UIColor(system: .tertiaryLabel)
    public static let quaternaryLabel = UIColor(system: .quaternaryLabel)
    public static let systemBackground = UIColor(system: .systemBackground)
    public static let secondarySystemBackground = UIColor(system: .secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(system: .tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(system: .systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(system: .secondarySystemGroupedBackground)
    public static let separator = UIColor(system: .separator)
    public static let systemFill = UIColor(system: .systemFill)
    public static let systemGray = UIColor(system: .gray)
    public static let systemGray2 = UIColor(system: .systemGray2)
    public static let systemGray3 = UIColor(system: .systemGray3)
    public static let systemGray4 = UIColor(system: .systemGray4)
    public static let systemGray5 = UIColor(system: .systemGray5)
    public static let systemGray6 = UIColor(system: .systemGray6)
    public static let systemRed = UIColor(system: .red)
    public static let systemBlue = UIColor(system: .blue)
    public static let systemGreen = UIColor(system: .green)
    public static let systemOrange = UIColor(system: .orange)
}

extension Color {
    /// A colour from a UIKit semantic colour; it follows the colour scheme.
    public init(_ color: UIColor) { self.init(storage: .system(color.system)) }
    /// A colour from a UIKit semantic colour; it follows the colour scheme.
    public init(uiColor: UIColor) { self.init(uiColor) }
}
