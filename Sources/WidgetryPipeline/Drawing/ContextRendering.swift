import Foundation
import WidgetryGraphics
import WidgetryKit
import WidgetryReference
import WidgetryUI

/// How a presentation context shows a widget: what is behind it, how its colours change, whether the wallpaper
/// surrounds it, and which checks apply there. The one place that says what each ``PresentationContext`` means
/// for drawing and checking — the renderer, the legibility and colour-vision checks, the reports and the pages
/// read it, and its initialiser switches over every context, so a new context fails to compile here and in
/// `PresentationContext` (WidgetryReference), nowhere else.
///
/// Apple publishes none of the colours: the backdrops are stand-ins chosen so that what is illegible over them
/// is illegible on a device too — a dark tinted backdrop with light tinted content (iOS 18's dark tinted Home
/// Screen), white content over glass that dims a mid-tone wallpaper (iOS 26's Liquid Glass: "all content is
/// tinted white", WWDC25 "What's new in widgets"), black for StandBy. docs/checking.md lists them.
public struct ContextRendering: Sendable, Hashable {
    /// How the context changes the colours the widget draws.
    public enum ColorMapping: Sendable, Hashable {
        /// Colours as the widget draws them (the full-colour Home Screen, StandBy by day).
        case fullColor
        /// The accented mode (tinted and glass Home Screens): each view keeps its opacity and takes the
        /// `accent` colour inside a `widgetAccentable()` group, the `primary` colour elsewhere (Apple,
        /// "Optimizing your widget for accented rendering mode and Liquid Glass").
        case accented(primary: RGBAColor, accent: RGBAColor)
        /// The Lock Screen's vibrant mode, approximated: every colour reduced to its grey (the system's blending
        /// with the wallpaper is not modelled).
        case greyscale
        /// StandBy at night: the whole screen monochrome red.
        case nightRed
    }

    /// The context described.
    public let context: PresentationContext
    /// What is painted behind the widget's content (opaque): the system background (white or black) on the
    /// full-colour Home Screen, drawn only for a widget without a container background; elsewhere the backdrop
    /// the system puts where it removed the container background.
    public let backdrop: RGBAColor
    /// How colours change.
    public let colorMapping: ColorMapping
    /// Whether the wallpaper (the backdrop) surrounds the widget rather than taking its shape: the Lock Screen,
    /// whose accessory widgets sit on the wallpaper itself.
    public let wallpaperSurroundsWidget: Bool
    /// Whether ``ContextLegibilityCheck`` runs: wherever the container background is removed and colours or
    /// backdrop differ from the widget's design (not the full-colour Home Screen, whose drawing is the design,
    /// nor the Lock Screen, whose vibrant greys the system blends itself).
    public let checksLegibility: Bool
    /// Whether text contrast is measured (by the legibility and colour-vision checks): not at night, when
    /// StandBy dims the whole screen to red by design and the widget cannot change it.
    public let checksTextContrast: Bool
    /// Whether ``ColorVisionCheck`` runs: where the widget's own colours are shown (full colour, by day).
    public let checksColorVision: Bool

    /// A mid-tone blue-grey wallpaper, seen through glass.
    public static let wallpaper = RGBAColor(red: 0.33, green: 0.40, blue: 0.52)
    /// Glass under Reduce Transparency: an opaque dark grey (UIKit's dark `secondarySystemBackground`, 28, 28, 30),
    /// as opaque materials are drawn.
    public static let opaqueGlass = RGBAColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255)
    /// What accessory widgets are drawn over: a dark grey standing in for the Lock Screen's wallpaper.
    public static let lockScreenWallpaper = RGBAColor(red: 0.22, green: 0.22, blue: 0.24)
    /// The tint of the tinted contexts when none is chosen: an amber, one of the tints iOS 18 offers from the
    /// wallpaper. A stand-in: the user picks any colour.
    public static let defaultTint = RGBAColor(red: 0.98, green: 0.70, blue: 0.28)

    /// How `context` shows a widget in `colorScheme`, tinted (where it tints) with `tint`.
    /// `reducesTransparency`: Reduce Transparency is on, which makes the glass opaque — the wallpaper no longer
    /// shows through, and the glass is drawn as a dark opaque surface (tinted, for tinted glass) behind the
    /// white content.
    public init(_ context: PresentationContext, colorScheme: ColorScheme, tint: RGBAColor = ContextRendering.defaultTint,
                reducesTransparency: Bool = false) {
        self.context = context
        switch context {
        case .homeScreen:
            backdrop = colorScheme == .dark ? .black : .white
            colorMapping = .fullColor
            wallpaperSurroundsWidget = false
            checksLegibility = false
            checksColorVision = true
        case .tinted:
            // iOS 18's tinted Home Screen: a deep tinted backdrop and light tinted content in dark; the reverse in light.
            if colorScheme == .dark {
                backdrop = tint.mixed(with: .black, amount: 0.75)
                colorMapping = .accented(primary: tint.mixed(with: .white, amount: 0.8), accent: tint.mixed(with: .white, amount: 0.3))
            } else {
                backdrop = tint.mixed(with: .white, amount: 0.7)
                colorMapping = .accented(primary: tint.mixed(with: .black, amount: 0.65), accent: tint.mixed(with: .black, amount: 0.3))
            }
            wallpaperSurroundsWidget = false
            checksLegibility = true
            checksColorVision = false
        case .clearGlass:
            // The glass dims what is behind it so that white content reads: the wallpaper darkened by a third.
            backdrop = reducesTransparency ? Self.opaqueGlass : Self.wallpaper.mixed(with: .black, amount: 0.3)
            colorMapping = .accented(primary: .white, accent: .white)
            wallpaperSurroundsWidget = false
            checksLegibility = true
            checksColorVision = false
        case .tintedGlass:
            backdrop = reducesTransparency ? Self.opaqueGlass.mixed(with: tint, amount: 0.25)
                : Self.wallpaper.mixed(with: tint, amount: 0.35).mixed(with: .black, amount: 0.35)
            colorMapping = .accented(primary: .white, accent: .white)
            wallpaperSurroundsWidget = false
            checksLegibility = true
            checksColorVision = false
        case .lockScreen:
            backdrop = Self.lockScreenWallpaper
            colorMapping = .greyscale
            wallpaperSurroundsWidget = true
            checksLegibility = false
            checksColorVision = false
        case .standBy:
            backdrop = .black
            colorMapping = .fullColor
            wallpaperSurroundsWidget = false
            checksLegibility = true
            checksColorVision = true
        case .standByNight:
            backdrop = .black
            colorMapping = .nightRed
            wallpaperSurroundsWidget = false
            checksLegibility = true
            checksColorVision = false
        }
        checksTextContrast = colorMapping != .nightRed
    }

    /// How `cell`'s context shows its widget, in the cell's appearance and tint, with its display setting.
    public init(for cell: WidgetCell) {
        self.init(cell.context, colorScheme: cell.colorScheme, tint: cell.tint, reducesTransparency: cell.displaySetting == .reduceTransparency)
    }

    /// Whether `context` is where a widget of `family` is shown when none is named — the Lock Screen for
    /// accessory families, the full-colour Home Screen otherwise — so reports and file names leave it out.
    public static func isUsual(_ context: PresentationContext, for family: WidgetFamily) -> Bool {
        context == .default(for: family)
    }

    /// The contexts that are some family's usual one (the full-colour Home Screen, the Lock Screen), in
    /// declaration order: what pages and reports show when no context is chosen.
    public static var usualContexts: [PresentationContext] {
        PresentationContext.allCases.filter { context in WidgetFamily.allCases.contains { isUsual(context, for: $0) } }
    }

    /// A name for the usual contexts together: "Home Screen / Lock Screen".
    public static var usualContextsName: String { usualContexts.map(\.readableName).joined(separator: " / ") }

    /// Every context, described for help texts: "tinted (tinted Home Screen, iOS 18)".
    public static var contextsHelp: String {
        PresentationContext.allCases.map { "\($0) (\($0.readableName), \($0.introducedIn))" }.joined(separator: ", ")
    }

    /// Whether views are recoloured by the accented mode here.
    public var isAccented: Bool {
        if case .accented = colorMapping { true } else { false }
    }

    /// `color` as the context shows it, inside (`inAccentGroup`) or outside a `widgetAccentable()` group: the
    /// colour mapping the drawing applies, for one colour (the checks compare colours as drawn).
    public func shown(_ color: RGBAColor, inAccentGroup: Bool) -> RGBAColor {
        switch colorMapping {
        case .fullColor: color
        case .accented(let primary, let accent):
            (inAccentGroup ? accent : primary).withAlpha((inAccentGroup ? accent : primary).alpha * color.alpha)
        case .greyscale: color.greyscale
        case .nightRed: color.nightRed
        }
    }

    /// The widget's drawing as the context shows it: `content` (the widget drawn without the system
    /// background) recoloured, over the backdrop — which takes `shape`, or surrounds it on the Lock Screen.
    /// The accented mode recolours the content alone; the Lock Screen's greys and the night's red tint the
    /// whole screen, backdrop included.
    func composed(_ content: DisplayList, shape: ShapeKind, size: CGSize) -> DisplayList {
        var drawn = content
        if case .accented(let primary, let accent) = colorMapping { drawn = drawn.accented(primary: primary, accent: accent) }
        var list = DisplayList(size: size)
        let bounds = CGRect(origin: .zero, size: size)
        if wallpaperSurroundsWidget {
            list.append(.fill(.rectangle, bounds, .color(backdrop)))
        } else {
            list.append(.beginClip(shape, bounds))
            list.append(.fill(.rectangle, bounds, .color(backdrop)))
            list.append(.endClip)
        }
        list.commands += drawn.commands
        switch colorMapping {
        case .greyscale: return list.mappingColors(\.greyscale)
        case .nightRed: return list.mappingColors(\.nightRed)
        case .fullColor, .accented: return list
        }
    }
}
