import Foundation

#if !canImport(Darwin)
// `date as CVarArg`, `id as CVarArg`: on iOS a `Date` or `UUID` bridges to its Objective-C class (`NSDate`, `NSUUID`), which is a
// `CVarArg`, so Core Data code writes `NSPredicate(format: "start >= %@", periodStart as CVarArg)` and `String(format: "%@", date)`.
// Linux's Foundation has no such conformance. Here the value is a `CVarArg` itself: `NSPredicate(format:)` reads the value as
// it is, and `%@` in `String(format:)` gets a string object of what iOS prints for the bridged object (`NSDate`'s
// "2026-06-01 08:00:00 +0000", `NSUUID`'s uuidString; Linux's `NSDate` would print as a `CFDate` dump). The string is retained
// for the call and not released after it: Linux has no autorelease pool to end it, and a few bytes per formatted string are
// what a render can spare.
extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSString(string: description)).toOpaque())]
    }
}

// `startDate as NSDate` passed on as a `CVarArg` (an app's own `func fetch(format: String, _ args: CVarArg...)` wrapper
// around `NSPredicate(format:)`): on iOS every `NSObject` is one.
extension NSDate: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSString(string: (self as Date).description)).toOpaque())]
    }
}

extension UUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSString(string: uuidString)).toOpaque())]
    }
}
#endif
