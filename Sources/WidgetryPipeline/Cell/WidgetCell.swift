import Foundation
import WidgetryKit
import WidgetryGraphics
import WidgetryReference
import WidgetryUI

/// One setting a widget is rendered in: family, device, text size, appearance and presentation context.
public struct WidgetCell: Sendable, Hashable, CustomStringConvertible {
    /// The widget family.
    public var family: WidgetFamily
    /// The device whose widget sizes apply.
    public var device: DeviceProfile
    /// The user's text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Where the widget is presented (Home Screen in full colour, tinted, glass, Lock Screen, StandBy).
    public var context: PresentationContext

    /// The language of the widget's localized text; nil shows it as written (the development language).
    public var locale: CellLocale?

    /// The display setting turned on (Bold Text, Increase Contrast, Reduce Transparency), or none.
    public var displaySetting: DisplaySetting = .standard

    /// The colour the tinted contexts tint with (the user's chosen tint in iOS 18's Customize sheet);
    /// not a coordinate of the cell's key.
    public var tint: RGBAColor = ContextRendering.defaultTint

    /// The iOS release whose system colours and control styles the cell draws (iOS 26 unless set); not a
    /// coordinate of the cell's key.
    public var systemDesign: SystemDesign = .current

    /// The Live Activity presentation this cell lays out, with its size (`WidgetCell(liveActivity:…)`);
    /// `nil` for a widget. A Live Activity cell's ``family`` only carries the rules of a medium widget
    /// (links honoured), never its size.
    public var liveActivity: LiveActivityCanvas?

    /// Creates a cell; without a context, the family's usual one (Lock Screen for accessory families,
    /// the full-colour Home Screen otherwise).
    public init(family: WidgetFamily, device: DeviceProfile = DeviceCatalog.defaultDevice,
                dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
                context: PresentationContext? = nil) {
        self.family = family; self.device = device; self.dynamicTypeSize = dynamicTypeSize; self.colorScheme = colorScheme
        self.context = context ?? .default(for: family)
    }

    /// The text size the widget is laid out at. WidgetKit clamps widget text to Large…AX5 (HIG, Widgets:
    /// "widgets support Dynamic Type sizes from Large to AX5"), so a smaller setting renders as Large.
    public var effectiveDynamicTypeSize: DynamicTypeSize {
        min(max(dynamicTypeSize, DynamicTypeSize.widgetSupportedRange.lowerBound), DynamicTypeSize.widgetSupportedRange.upperBound)
    }

    /// The widget's size in points on this device, if the device offers the family.
    public var size: CGSize? { liveActivity?.size ?? device.size(for: family) }

    /// The appearance the widget's views see: dark where the context always reports it (StandBy, the Lock
    /// Screen) and in the Dynamic Island, which is black in both appearances; the cell's otherwise.
    public var environmentColorScheme: ColorScheme {
        context.reportsDarkColorScheme || liveActivity?.presentation.isInDynamicIsland == true ? .dark : colorScheme
    }

    /// "systemMedium · iPhone 16 · large · light", with the context when it is not the family's usual one
    /// ("systemSmall · iPhone 16 · large · dark · standBy") and the display setting when one is on.
    public var description: String {
        Self.describe(familyName: liveActivity?.presentation.familyName ?? family.caseName, device: device.name,
                      dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme.rawValue,
                      context: ContextRendering.isUsual(context, for: family) ? nil : context, locale: locale?.description,
                      displaySetting: displaySetting)
    }

    /// How cells and cell keys name their coordinates: "systemSmall · iPhone 16 · large · dark", then the
    /// context when given (it is left out where it is the family's usual one), the locale and the display setting
    /// when one is on.
    public static func describe(familyName: String, device: String, dynamicTypeSize: DynamicTypeSize, colorScheme: String,
                                context: PresentationContext?, locale: String?, displaySetting: DisplaySetting = .standard) -> String {
        var text = "\(familyName) · \(device) · \(dynamicTypeSize.argumentName) · \(colorScheme)"
        if let context { text += " · \(context)" }
        if let locale { text += " · \(locale)" }
        if displaySetting != .standard { text += " · \(displaySetting)" }
        return text
    }
}
