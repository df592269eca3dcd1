import Foundation
import Widgetry

/// How a view is sized in a snapshot, as swift-snapshot-testing's `SwiftUISnapshotLayout` (the library
/// declares it only where SwiftUI exists, so on Linux this package does).
public enum SwiftUISnapshotLayout: Sendable {
    /// Centred in the safe area of a device's screen described by `config`.
    case device(config: ViewImageConfig)
    /// Centred in a container of a fixed size, no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the view's ideal size.
    case sizeThatFits
}
