import Foundation
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// Where a finding was found: the widget and the cell's coordinates, typed. Encoded with the names the
/// command line uses (`"family": "systemMedium"`, `"sizeCategory": "accessibility3"`), so JSON reports
/// read as the options that reproduce them.
public struct CellKey: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The widget's kind (or a preview's name).
    public var widget: String
    /// The family.
    public var family: WidgetFamily
    /// The device's name.
    public var device: String
    /// The text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Where the widget is presented.
    public var context: PresentationContext
    /// The language of its localized text; nil when shown as written.
    public var locale: String?
    /// The Live Activity presentation of a Live Activity cell; `nil` for a widget.
    public var liveActivity: LiveActivityPresentation?
    /// The display setting turned on, or `.standard`.
    public var displaySetting: DisplaySetting = .standard

    /// The family's name, or a Live Activity presentation's (`"liveActivity.lockScreen"`): what reports
    /// and JSON show as the cell's family.
    public var familyName: String { liveActivity?.familyName ?? family.caseName }

    /// A key from its coordinates.
    public init(widget: String, family: WidgetFamily, device: String, dynamicTypeSize: DynamicTypeSize, colorScheme: ColorScheme,
                context: PresentationContext, locale: String? = nil, liveActivity: LiveActivityPresentation? = nil) {
        self.widget = widget
        self.family = family
        self.device = device
        self.dynamicTypeSize = dynamicTypeSize
        self.colorScheme = colorScheme
        self.context = context
        self.locale = locale
        self.liveActivity = liveActivity
    }

    /// The key of `widget` in `cell`.
    public init(widget: String, cell: WidgetCell) {
        self.widget = widget
        family = cell.family
        device = cell.device.name
        dynamicTypeSize = cell.dynamicTypeSize
        colorScheme = cell.colorScheme
        context = cell.context
        locale = cell.locale?.description
        liveActivity = cell.liveActivity?.presentation
        displaySetting = cell.displaySetting
    }

    /// "Quote · systemMedium · iPhone 16 · large · light", with the context when it is not the family's
    /// usual one ("… · dark · tinted").
    public var description: String {
        "\(widget) · " + WidgetCell.describe(familyName: familyName, device: device, dynamicTypeSize: dynamicTypeSize,
                                              colorScheme: "\(colorScheme)", context: ContextRendering.isUsual(context, for: family) ? nil : context,
                                              locale: locale, displaySetting: displaySetting)
    }

    private enum CodingKeys: String, CodingKey { case widget, family, device, sizeCategory, appearance, context, locale, displaySetting }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        widget = try container.decode(String.self, forKey: .widget)
        device = try container.decode(String.self, forKey: .device)
        let familyName = try container.decode(String.self, forKey: .family)
        // A Live Activity cell is written with its presentation's name; its family is the medium one it is laid out with.
        liveActivity = LiveActivityPresentation(familyName: familyName)
        guard let family = liveActivity == nil ? WidgetFamily(caseName: familyName) : .systemMedium else {
            throw DecodingError.dataCorruptedError(forKey: .family, in: container, debugDescription: "unknown family '\(familyName)'")
        }
        self.family = family
        let sizeName = try container.decode(String.self, forKey: .sizeCategory)
        guard let size = DynamicTypeSize(argument: sizeName) else {
            throw DecodingError.dataCorruptedError(forKey: .sizeCategory, in: container, debugDescription: "unknown size category '\(sizeName)'")
        }
        dynamicTypeSize = size
        let schemeName = try container.decode(String.self, forKey: .appearance)
        guard let scheme = ColorScheme(rawValue: schemeName) else {
            throw DecodingError.dataCorruptedError(forKey: .appearance, in: container, debugDescription: "unknown appearance '\(schemeName)'")
        }
        colorScheme = scheme
        // Reports written before the context axis hold only the family's usual context.
        if let contextName = try container.decodeIfPresent(String.self, forKey: .context) {
            guard let context = PresentationContext(rawValue: contextName) else {
                throw DecodingError.dataCorruptedError(forKey: .context, in: container, debugDescription: "unknown context '\(contextName)'")
            }
            self.context = context
        } else {
            context = .default(for: family)
        }
        locale = try container.decodeIfPresent(String.self, forKey: .locale)
        // Reports written before the display-setting axis hold only the standard settings; it is written only when on.
        if let settingName = try container.decodeIfPresent(String.self, forKey: .displaySetting) {
            guard let setting = DisplaySetting(rawValue: settingName) else {
                throw DecodingError.dataCorruptedError(forKey: .displaySetting, in: container, debugDescription: "unknown display setting '\(settingName)'")
            }
            displaySetting = setting
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(widget, forKey: .widget)
        try container.encode(self.familyName, forKey: .family)
        try container.encode(device, forKey: .device)
        try container.encode(dynamicTypeSize.argumentName, forKey: .sizeCategory)
        try container.encode(colorScheme.rawValue, forKey: .appearance)
        try container.encode(context.rawValue, forKey: .context)
        try container.encodeIfPresent(locale, forKey: .locale)
        if displaySetting != .standard { try container.encode(displaySetting.rawValue, forKey: .displaySetting) }
    }
}
