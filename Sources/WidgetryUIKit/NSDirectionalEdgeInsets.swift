import Foundation

/// Insets by leading and trailing edge, as UIKit's `NSDirectionalEdgeInsets` (iOS 11): the leading edge is the left in
/// a left-to-right language and the right in a right-to-left one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset, as `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()
}

/// Insets of each edge, as UIKit's `NSDirectionalEdgeInsetsMake`.
public func NSDirectionalEdgeInsetsMake(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// Whether a view flips in a right-to-left language, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension CGRect {
    /// The rectangle inside `insets`, as UIKit's `CGRect.inset(by:)` (`rect.inset(by: contentMargin)` in a label's
    /// `drawText(in:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
