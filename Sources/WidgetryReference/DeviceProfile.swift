import Foundation

/// A device screen from Apple's widget size tables (HIG widgets), with a readable name.
///
/// Each profile is one `screenKey` row of `Reference/widget-sizes.json`. The `name` is the most recent
/// model with that screen; the other models are `aliases`. iPhone names come from the JSON's
/// `exampleDevices_informational`; iPad names, and every `defaultScale`, from documented tables in
/// `scripts/generate-reference.py` (the HIG table lists neither).
///
/// Sizes on iPad: the HIG gives a *canvas* size (what the system lays the widget out and renders at)
/// and a smaller *device* size (what appears on the Home Screen after iPadOS scales the rendering
/// down). `size(for:)` returns the canvas size, the one to lay out at; `displayedSize(for:)` returns
/// the device size. On iPhone the two are equal.
public struct DeviceProfile: Sendable, Hashable, Identifiable {
    /// The device idiom (UIKit `UIUserInterfaceIdiom`).
    public enum Idiom: String, Sendable, Hashable {
        /// An iPhone (or the iPod touch, which shares the 320x568 screen).
        case phone
        /// An iPad.
        case pad
    }

    /// A stable slug of `name`, e.g. `"iphone-16"`.
    public let id: String
    /// The readable name, e.g. `"iPhone 16"`: the most recent model with this screen.
    public let name: String
    /// The other models sharing this screen, e.g. `"iPhone 15 Pro"`; `DeviceCatalog.device(named:)`
    /// finds the profile by any of them.
    public let aliases: [String]
    /// Phone or pad.
    public let idiom: Idiom
    /// The screen as the JSON keys it, `"<width>x<height>"` in portrait points, e.g. `"393x852"`.
    public let screenKey: String
    /// The screen size in points, portrait.
    public let screenSize: CGSize
    /// Pixels per point of the named model: 3 for the iPhone X and later and the Plus/Max models,
    /// 2 for the 4- and 4.7-inch iPhones and every iPad.
    public let defaultScale: Int

    /// How the widget sizes were derived, for screens Apple's table does not list yet (402x874, 420x912,
    /// 440x956); `nil` when they are Apple's published numbers. Reports and `widgetry list` say so.
    public let derivation: String?

    private let layoutSizes: [WidgetFamily: CGSize]
    private let displayedSizes: [WidgetFamily: CGSize]

    /// Creates a profile. `displayedSizes` nil means widgets are displayed at their layout size.
    init(
        id: String, name: String, aliases: [String], idiom: Idiom, screenKey: String, screenSize: CGSize,
        defaultScale: Int, layoutSizes: [WidgetFamily: CGSize], displayedSizes: [WidgetFamily: CGSize]?,
        derivation: String? = nil
    ) {
        self.derivation = derivation
        self.id = id
        self.name = name
        self.aliases = aliases
        self.idiom = idiom
        self.screenKey = screenKey
        self.screenSize = screenSize
        self.defaultScale = defaultScale
        self.layoutSizes = layoutSizes
        self.displayedSizes = displayedSizes ?? layoutSizes
    }

    /// The size, in points, to lay out and render a widget of `family` at on this device (the HIG
    /// table; the canvas size on iPad). Nil when the family is not offered here: `systemExtraLarge`
    /// on iPhone, accessory families on iPad (no published sizes) and on the 320x568 screen (no iOS 16).
    public func size(for family: WidgetFamily) -> CGSize? {
        layoutSizes[family]
    }

    /// The size, in points, at which the Home Screen shows a widget of `family`: on iPad the HIG
    /// "device" size, to which iPadOS scales the canvas rendering down; on iPhone the same as
    /// `size(for:)`. Nil when the family is not offered.
    public func displayedSize(for family: WidgetFamily) -> CGSize? {
        displayedSizes[family]
    }

    /// The families this device offers, in `WidgetFamily.allCases` order.
    public var supportedFamilies: [WidgetFamily] {
        WidgetFamily.allCases.filter { layoutSizes[$0] != nil }
    }

    // Profiles come only from the catalog, where `id` is unique; comparing it is enough and avoids
    // depending on CGSize being Hashable, which differs between Foundation implementations.

    /// Profiles are equal when their ids are.
    public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
