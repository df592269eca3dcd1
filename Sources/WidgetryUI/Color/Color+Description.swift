import Foundation
import WidgetryGraphics

// SwiftUI describes a colour as it was made: a colour of components as "#RRGGBBAA" (8-bit, rounded), a system colour by
// its name ("red"; "primary" and "secondary" for the label colours), an asset colour as `NamedColor(name:bundle:)`, a
// colour with opacity as "50% red". Apps read the hex form back to get a colour's components (`Scanner` over
// `color.description`), so it is kept exact.
extension Color: CustomStringConvertible {
    /// The colour as SwiftUI describes it ("#FF0000FF", "red", "50% blue").
    public var description: String { Self.describe(storage) }

    private static func describe(_ storage: Storage) -> String {
        switch storage {
        case .fixed(let rgba): return hex(rgba)
        case .system(.label): return "primary"
        case .system(.secondaryLabel): return "secondary"
        case .system(let system): return String(describing: system)
        case .named(let name): return "NamedColor(name: \"\(name)\", bundle: nil)"
        case .opacity(let base, let opacity): return "\(Int((opacity * 100).rounded()))% \(describe(base))"
        default: return String(describing: storage)
        }
    }

    private static func hex(_ rgba: RGBAColor) -> String {
        let bytes = [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
}
