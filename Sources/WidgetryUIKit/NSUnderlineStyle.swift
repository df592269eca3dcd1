import Foundation

/// How a line under or through text is drawn, as UIKit's `NSUnderlineStyle` (values from NSAttributedString.h).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
