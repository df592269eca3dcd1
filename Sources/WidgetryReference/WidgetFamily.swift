import Foundation

/// A widget size class: WidgetKit's `WidgetFamily`, with the same case names.
///
/// Which families a device offers, and their sizes, come from `DeviceProfile`.
///
/// As in WidgetKit the raw value is an `Int` (`WidgetFamily.RawValue` is `Int` in the SDK), so code that stores
/// `context.family.rawValue` in an `Int` or rebuilds a family with `WidgetFamily(rawValue: 0)` compiles and
/// reads the same numbers. Swift numbers an `Int` enum's cases in declaration order; the SDK declares
/// `systemSmall`, `systemMedium`, `systemLarge`, `systemExtraLarge`, watchOS's `accessoryCorner`, then
/// `accessoryCircular`, `accessoryRectangular`, `accessoryInline` (the order of the "Accessing accessory
/// families" topic, https://developer.apple.com/documentation/widgetkit/widgetfamily), and the newest family
/// last. `accessoryCorner` is watchOS-only, so 4 is no family here. Reports and the command line spell a
/// family by its case name (`caseName`), never by this number.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A small Home Screen widget (iOS 14+).
    case systemSmall = 0
    /// A medium Home Screen widget: small's height, about twice its width (iOS 14+).
    case systemMedium = 1
    /// A large Home Screen widget: medium's width, about twice its height (iOS 14+).
    case systemLarge = 2
    /// An extra-large widget; iPadOS 15+ and macOS 14+ only, never on iPhone.
    case systemExtraLarge = 3
    /// An extra-large widget standing upright (iPadOS 27+); never on iPhone. Widgets opt in with
    /// `supportedFamilies`. Its iPad sizes are derived (Reference/widget-sizes.json, iPadDerivedFamilies).
    case systemExtraLargePortrait = 8
    /// A circular Lock Screen accessory (iOS 16+).
    case accessoryCircular = 5
    /// A rectangular Lock Screen accessory (iOS 16+).
    case accessoryRectangular = 6
    /// A single line of text above the Lock Screen clock (iOS 16+).
    case accessoryInline = 7

    /// The WidgetKit case name, e.g. `"systemSmall"`: how reports, the command line and file names spell a family.
    public var caseName: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .systemExtraLargePortrait: "systemExtraLargePortrait"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// The family with that case name (`"systemMedium"`), exactly as spelled; nil for anything else.
    public init?(caseName: String) {
        guard let family = Self.allCases.first(where: { $0.caseName == caseName }) else { return nil }
        self = family
    }

    /// The WidgetKit case name, e.g. `"systemSmall"`.
    public var description: String { caseName }

    /// Whether this is a Lock Screen (`accessory…`) family rather than a Home Screen (`system…`) one.
    public var isAccessory: Bool { caseName.hasPrefix("accessory") }

    /// The short name, without the `system`/`accessory` prefix: `"small"`, `"extraLarge"`, `"inline"`.
    public var shortName: String {
        let prefix = isAccessory ? "accessory" : "system"
        let rest = caseName.dropFirst(prefix.count)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// Parses a family from user input, ignoring case, spaces, hyphens and underscores: the case name
    /// (`"systemMedium"`) or its short name (`"medium"`, `"extraLarge"`, `"circular"`,
    /// `"rectangular"`, `"inline"`). Returns nil for anything else.
    public init?(argument: String) {
        let key = Self.lookupKey(argument)
        guard let family = Self.allCases.first(where: {
            Self.lookupKey($0.caseName) == key || Self.lookupKey($0.shortName) == key
        }) else { return nil }
        self = family
    }

    private static func lookupKey(_ text: String) -> String {
        String(text.lowercased().filter { !" -_\t".contains($0) })
    }
}
