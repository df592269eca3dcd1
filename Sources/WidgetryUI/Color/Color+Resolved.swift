import Foundation
import WidgetryGraphics

// SwiftUI's resolved colour (iOS 17): `Color.resolve(in:)` gives the components for an environment, and `Color(_:)`
// makes a colour of them again (`Color(color.resolve(in: lightEnvironment))`, how apps take a colour's light or dark
// variant). Here the resolved colour is Widgetry's `RGBAColor` (sRGB components 0…1 and their alpha).
extension Color {
    /// A colour's components for one environment, as SwiftUI's `Color.Resolved`.
    public typealias Resolved = RGBAColor

    /// The colour of `resolved`'s components, the same in every environment, as SwiftUI's `Color(_:)` of a resolved colour.
    public init(_ resolved: Resolved) { self.init(storage: .fixed(resolved)) }
}
