import Foundation

/// The interface orientation the Today view is shown in: it decides the widget's maximum sizes.
public enum TodayOrientation: String, Sendable, Hashable, CaseIterable {
    /// Portrait: the device's screen size as listed in the catalog.
    case portrait
    /// Landscape: width and height swapped.
    case landscape

    /// The screen size in this orientation, given the portrait size.
    public func screenSize(portrait size: CGSize) -> CGSize {
        self == .portrait ? size : CGSize(width: size.height, height: size.width)
    }
}
