import Foundation

/// How `boundingRect(with:options:attributes:context:)` lays text out, as UIKit's `NSStringDrawingOptions`
/// (NSStringDrawing.h's values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap lines and measure from the top-left corner.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Count the font's leading in line heights (the stand-in font has none).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph ink rather than typographic bounds (measured typographically here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling and tracking settings for string drawing, as UIKit's `NSStringDrawingContext` (accepted; nothing shrinks here).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    // `@unchecked`: set before use on one thread, as UIKit's.
    /// The smallest scale text may shrink to.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used: 1, as nothing shrinks.
    open var actualScaleFactor: CGFloat { 1 }
    /// The bounds of the last drawing.
    open var totalBounds: CGRect { .zero }
}
