import Foundation

/// A number read from a Core Foundation dictionary with Core Foundation's leniency (font attributes, ImageIO options):
/// the value may be an `Int`, `Double`, `Float`, `CGFloat`, `UInt32` or an `NSNumber` (what `as CFDictionary` makes of a
/// literal on Darwin). `nil` for anything else.
package func coreFoundationNumber(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as UInt32: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
}
