import Foundation

#if !canImport(Darwin)
extension NSString {
    /// Text decoded from `data`, as `NSString(data:encoding:)` reads with Darwin's `NSUTF8StringEncoding` (a `UInt`
    /// there; a `String.Encoding` in Linux's Foundation, whose initializer takes the raw value).
    public convenience init?(data: Data, encoding: String.Encoding) {
        self.init(data: data, encoding: encoding.rawValue)
    }
}
#endif

#if !canImport(Darwin)
/// UTF-8 as Darwin's `NSString` APIs take it (a `UInt`); Linux's Foundation declares the name unavailable. This
/// declaration shadows it for code that imports Foundation through Widgetry.
public let NSUTF8StringEncoding: UInt = String.Encoding.utf8.rawValue
#endif
