/// Objective-C's signed integer, as `NSInteger` (NSObjCRuntime.h) imports into Swift on iOS: `Int`.
public typealias NSInteger = Int
/// Objective-C's unsigned integer, as `NSUInteger`: `UInt`.
public typealias NSUInteger = UInt
