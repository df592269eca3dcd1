import Foundation

/// Where and how the system presents a widget: one coordinate of a check's matrix.
///
/// Each context is a place a widget of a given family appears in 2026 together with the rendering mode the
/// system uses there (facts and sources: `../shared/notes/widgets-in-2026.md`, docs/checking.md):
/// - Home Screen, full colour (iOS 14).
/// - Home Screen, tinted (iOS 18): the accented rendering mode over a tinted backdrop.
/// - Home Screen, clear and tinted Liquid Glass (iOS 26): accented mode, all content white, the container
///   background replaced by glass (clear) or a tinted glass.
/// - Lock Screen (iOS 16): accessory families, vibrant.
/// - StandBy (iOS 17): small widgets, container background removed, full colour, dark; at night the whole
///   screen turns monochrome red.
public enum PresentationContext: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The Home Screen in full colour.
    case homeScreen
    /// The tinted Home Screen (iOS 18): accented rendering over a tinted backdrop.
    case tinted
    /// The clear Liquid Glass Home Screen (iOS 26): accented rendering, content white over clear glass.
    case clearGlass
    /// The tinted Liquid Glass Home Screen (iOS 26): accented rendering, content white over tinted glass.
    case tintedGlass
    /// The Lock Screen (iOS 16): accessory families, vibrant rendering over the wallpaper.
    case lockScreen
    /// StandBy (iOS 17): a small widget, background removed, full colour on black.
    case standBy
    /// StandBy at night: as StandBy, the whole screen monochrome red.
    case standByNight

    /// How WidgetKit renders in this context.
    public enum RenderingMode: String, Sendable, Hashable {
        case fullColor, accented, vibrant
    }

    /// The rendering mode WidgetKit reports in `widgetRenderingMode` here.
    public var renderingMode: RenderingMode {
        switch self {
        case .homeScreen, .standBy, .standByNight: .fullColor
        case .tinted, .clearGlass, .tintedGlass: .accented
        case .lockScreen: .vibrant
        }
    }

    /// Whether the system removes the widget's container background here (and reports
    /// `showsWidgetContainerBackground == false`): everywhere but the full-colour Home Screen.
    public var removesContainerBackground: Bool { self != .homeScreen }

    /// Whether this context exists in the dark appearance only: StandBy, the phone on its nightstand with the
    /// screen black. Its cells run once, dark, whatever appearances are asked for.
    public var isDarkOnly: Bool { self == .standBy || self == .standByNight }

    /// Whether views here see the dark colour scheme whatever the device's appearance: StandBy, and the Lock
    /// Screen, whose accessory widgets draw light content over the wallpaper.
    public var reportsDarkColorScheme: Bool { isDarkOnly || self == .lockScreen }

    /// A name for people: "tinted Home Screen", "StandBy screen at night".
    public var readableName: String {
        switch self {
        case .homeScreen: "Home Screen"
        case .tinted: "tinted Home Screen"
        case .clearGlass: "clear glass Home Screen"
        case .tintedGlass: "tinted glass Home Screen"
        case .lockScreen: "Lock Screen"
        case .standBy: "StandBy screen"
        case .standByNight: "StandBy screen at night"
        }
    }

    /// The first iOS version with this context.
    public var introducedIn: String {
        switch self {
        case .homeScreen: "iOS 14"
        case .lockScreen: "iOS 16"
        case .standBy, .standByNight: "iOS 17"
        case .tinted: "iOS 18"
        case .clearGlass, .tintedGlass: "iOS 26"
        }
    }

    /// Whether a widget of `family` appears in this context: Home Screen contexts show the system
    /// families, the Lock Screen the accessory families, StandBy small widgets on iPhone.
    public func shows(_ family: WidgetFamily, on idiom: DeviceProfile.Idiom) -> Bool {
        switch self {
        case .homeScreen, .tinted, .clearGlass, .tintedGlass: !family.isAccessory
        case .lockScreen: family.isAccessory
        case .standBy, .standByNight: family == .systemSmall && idiom == .phone
        }
    }

    /// The context a family is shown in when none is named: the Lock Screen for accessory families, the
    /// full-colour Home Screen otherwise.
    public static func `default`(for family: WidgetFamily) -> PresentationContext {
        family.isAccessory ? .lockScreen : .homeScreen
    }

    /// Every context a widget of `family` can appear in on a device of `idiom`, in declaration order.
    public static func all(for family: WidgetFamily, on idiom: DeviceProfile.Idiom) -> [PresentationContext] {
        allCases.filter { $0.shows(family, on: idiom) }
    }

    /// The context named on the command line (its case name, ignoring case, hyphens and spaces:
    /// `tinted-glass`, `standby`).
    public init?(argument: String) {
        let key = argument.lowercased().filter { $0.isLetter }
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = match
    }

    /// The case name, as the command line and JSON reports spell it.
    public var description: String { rawValue }
}
