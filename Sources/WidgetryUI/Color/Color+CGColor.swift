import Foundation
import WidgetryFoundation
import WidgetryGraphics

extension Color {
    /// A colour from a Core Graphics colour (`Color(cgColor: event.calendar.cgColor)`), as SwiftUI's.
    public init(cgColor: CGColor) {
        let rgba = Self.rgba(of: cgColor)
        self.init(red: Double(rgba[0]), green: Double(rgba[1]), blue: Double(rgba[2]), opacity: Double(rgba[3]))
    }

    /// A colour from a Core Graphics colour, as SwiftUI's iOS 13 `Color(_:)` (renamed `Color(cgColor:)` in iOS 15).
    /// Disfavoured, so `Color(.black)` stays UIKit's colour rather than Core Graphics' constant of the same name.
    @_disfavoredOverload
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// The colour as a Core Graphics colour, as SwiftUI's `cgColor`: for a colour made from components (with any
    /// opacity applied); `nil` for a system, asset-catalog or dynamic colour, whose value depends on where it is
    /// shown — as SwiftUI documents for dynamic colours.
    public var cgColor: CGColor? {
        Self.fixed(storage).map { CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
    }

    /// The components of a colour that does not depend on where it is shown.
    private static func fixed(_ storage: Storage) -> RGBAColor? {
        switch storage {
        case .fixed(let color): return color
        case .opacity(let inner, let opacity): return fixed(inner).map { RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * opacity) }
        case .alphaReplaced(let inner, let alpha): return fixed(inner).map { RGBAColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: alpha) }
        case .mixed(let lhs, let rhs, let fraction, let space):
            guard let lhs = fixed(lhs), let rhs = fixed(rhs) else { return nil }
            return mixed(lhs, rhs, by: fraction, in: space)
        case .system, .named, .dynamic: return nil
        }
    }

    /// RGBA of a Core Graphics colour: a grey one (two components) as its grey in each channel.
    static func rgba(of cgColor: CGColor) -> [CGFloat] {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count == 2 { return [c[0], c[0], c[0], c[1]] }
        return c.count >= 4 ? c : [0, 0, 0, 1]
    }
}

extension UIColor {
    /// A colour from a Core Graphics colour, as UIKit's `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        let rgba = Color.rgba(of: cgColor)
        self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }

    /// The colour as a Core Graphics colour, as UIKit's `cgColor`: UIKit's is the colour resolved for the current
    /// traits, so a system or dynamic colour is resolved for the view being built on this thread (light, with an
    /// empty asset catalog, outside any view).
    public var cgColor: CGColor {
        let rgba = swiftUIColor.resolve(in: EnvironmentValues.ofCurrentView)
        return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}
