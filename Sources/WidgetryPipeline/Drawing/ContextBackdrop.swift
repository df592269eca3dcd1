import Foundation
import WidgetryKit
import WidgetryGraphics
import WidgetryReference
import WidgetryUI

/// What the system draws behind a widget whose container background it removed, and the two colours
/// the accented mode paints content in, per presentation context.
///
/// Apple publishes none of these colours: the backdrops are stand-ins chosen so that what is illegible
/// over them is illegible on a device too — a dark tinted backdrop with light tinted content (iOS 18's
/// dark tinted Home Screen), white content over glass that dims a mid-tone wallpaper (iOS 26's Liquid Glass:
/// "all content is tinted white", WWDC25 "What's new in widgets"), black for StandBy. docs/checking.md
/// lists them.
public struct ContextBackdrop: Sendable, Hashable {
    /// The backdrop colour (opaque).
    public var color: RGBAColor
    /// The colour of content outside the accent group (accented mode).
    public var primary: RGBAColor
    /// The colour of the accent group (accented mode).
    public var accent: RGBAColor

    /// A mid-tone blue-grey wallpaper, seen through glass and behind Lock Screen widgets.
    public static let wallpaper = RGBAColor(red: 0.33, green: 0.40, blue: 0.52)
    /// What accessory widgets are drawn over: a dark grey standing in for the Lock Screen's wallpaper.
    public static let lockScreenWallpaper = RGBAColor(red: 0.22, green: 0.22, blue: 0.24)

    /// The backdrop and content colours of `context`.
    public init(context: PresentationContext, colorScheme: ColorScheme, tint: RGBAColor) {
        switch context {
        case .homeScreen:
            color = colorScheme == .dark ? .black : .white
            primary = colorScheme == .dark ? .white : .black
            accent = primary
        case .tinted:
            // iOS 18's tinted Home Screen: a deep tinted backdrop and light tinted content in dark; the
            // reverse in light.
            if colorScheme == .dark {
                color = tint.mixed(with: .black, amount: 0.75)
                primary = tint.mixed(with: .white, amount: 0.8)
                accent = tint.mixed(with: .white, amount: 0.3)
            } else {
                color = tint.mixed(with: .white, amount: 0.7)
                primary = tint.mixed(with: .black, amount: 0.65)
                accent = tint.mixed(with: .black, amount: 0.3)
            }
        case .clearGlass:
            // The glass dims what is behind it so that white content reads: the wallpaper darkened by a third.
            color = Self.wallpaper.mixed(with: .black, amount: 0.3)
            primary = .white
            accent = .white
        case .tintedGlass:
            color = Self.wallpaper.mixed(with: tint, amount: 0.35).mixed(with: .black, amount: 0.35)
            primary = .white
            accent = .white
        case .lockScreen:
            color = Self.lockScreenWallpaper
            primary = .white
            accent = .white
        case .standBy, .standByNight:
            color = .black
            primary = .white
            accent = .white
        }
    }
}
