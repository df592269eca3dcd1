import Foundation
import WidgetryFoundation

extension Color {
    /// A colour from a Core Graphics colour (`Color(cgColor: event.calendar.cgColor)`), as SwiftUI's.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let rgba = c.count >= 4 ? c : [0, 0, 0, 1]
        self.init(red: Double(rgba[0]), green: Double(rgba[1]), blue: Double(rgba[2]), opacity: Double(rgba[3]))
    }
}

extension UIColor {
    /// A colour from a Core Graphics colour, as UIKit's `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let rgba = c.count >= 4 ? c : [0, 0, 0, 1]
        self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }
}
