import Foundation
import WidgetryUI
import WidgetryUIKit

extension Image {
    /// A bitmap shown at `scale` pixels per point, read by VoiceOver as `label`, as SwiftUI's
    /// `Image(_:scale:orientation:label:)` (a QR code or chart drawn into a `CGContext`). `orientation` is accepted:
    /// the pixels are shown as they are (`.up`).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self = UIImage(cgImage: cgImage).swiftUIImage(scale: scale, label: label)
    }

    /// A bitmap VoiceOver skips, as SwiftUI's `Image(decorative:scale:orientation:)`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self = UIImage(cgImage: cgImage).swiftUIImage(scale: scale, label: nil)
    }
}
