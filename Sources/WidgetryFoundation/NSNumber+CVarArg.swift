import Foundation

#if !canImport(Darwin)
/// `String(format: "%@ items", count)` with an `NSNumber` argument, as shared code writes it on iOS, where every
/// Objective-C object is a `CVarArg`. Linux's Foundation gives that conformance to `NSString` alone; `%@` there
/// already formats any Foundation object by its description, so the number is passed the way `NSString` passes
/// itself: as the object's pointer, alive for the call because the caller holds it.
extension NSNumber: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())]
    }
}
#endif
