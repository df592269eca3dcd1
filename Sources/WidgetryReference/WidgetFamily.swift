import Foundation

/// A widget size class: WidgetKit's `WidgetFamily`, with the same case names.
///
/// Which families a device offers, and their sizes, come from `DeviceProfile`.
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A small Home Screen widget (iOS 14+).
    case systemSmall
    /// A medium Home Screen widget: small's height, about twice its width (iOS 14+).
    case systemMedium
    /// A large Home Screen widget: medium's width, about twice its height (iOS 14+).
    case systemLarge
    /// An extra-large widget; iPadOS 15+ and macOS 14+ only, never on iPhone.
    case systemExtraLarge
    /// An extra-large widget standing upright (iPadOS 27+); never on iPhone. Widgets opt in with
    /// `supportedFamilies`. Its iPad sizes are derived (Reference/widget-sizes.json, iPadDerivedFamilies).
    case systemExtraLargePortrait
    /// A circular Lock Screen accessory (iOS 16+).
    case accessoryCircular
    /// A rectangular Lock Screen accessory (iOS 16+).
    case accessoryRectangular
    /// A single line of text above the Lock Screen clock (iOS 16+).
    case accessoryInline

    /// The WidgetKit case name, e.g. `"systemSmall"`.
    public var description: String { rawValue }

    /// Whether this is a Lock Screen (`accessory…`) family rather than a Home Screen (`system…`) one.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The short name, without the `system`/`accessory` prefix: `"small"`, `"extraLarge"`, `"inline"`.
    public var shortName: String {
        let prefix = isAccessory ? "accessory" : "system"
        let rest = rawValue.dropFirst(prefix.count)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// Parses a family from user input, ignoring case, spaces, hyphens and underscores: the case name
    /// (`"systemMedium"`) or its short name (`"medium"`, `"extraLarge"`, `"circular"`,
    /// `"rectangular"`, `"inline"`). Returns nil for anything else.
    public init?(argument: String) {
        let key = Self.lookupKey(argument)
        guard let family = Self.allCases.first(where: {
            Self.lookupKey($0.rawValue) == key || Self.lookupKey($0.shortName) == key
        }) else { return nil }
        self = family
    }

    private static func lookupKey(_ text: String) -> String {
        String(text.lowercased().filter { !" -_\t".contains($0) })
    }
}
