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
