import Foundation

/// Core Foundation's error, as Darwin's `CFError` (`var error: Unmanaged<CFError>?` filled by a Security call);
/// Foundation's `NSError` stands for it, as they are toll-free bridged on Darwin.
public typealias CFError = NSError

/// An error's domain, as `CFErrorGetDomain`.
public func CFErrorGetDomain(_ error: CFError!) -> CFString! { error.domain as NSString }
/// An error's code, as `CFErrorGetCode`.
public func CFErrorGetCode(_ error: CFError!) -> CFIndex { error.code }
/// An error's user info, as `CFErrorCopyUserInfo`.
public func CFErrorCopyUserInfo(_ error: CFError!) -> CFDictionary! { error.userInfo as NSDictionary }

/// Core Foundation's bit-flag type, as Darwin's `CFOptionFlags`.
public typealias CFOptionFlags = UInt

/// Foundation's version on iOS 8.0 (NSObjCRuntime.h), which code compares `NSFoundationVersionNumber` with to pick a
/// path for old systems; Linux's Foundation reports its own, later, version.
public let NSFoundationVersionNumber_iOS_8_0: Double = 1140.11

/// The running Foundation's version, as Darwin's `NSFoundationVersionNumber`, which code compares with the
/// `NSFoundationVersionNumber_iOS_…` constants to detect an old system. Apple's headers define those up to iOS 9
/// (`NSFoundationVersionNumber_iOS_9_x_Max`, 1299); any later number answers every such comparison as a current iOS does.
nonisolated(unsafe) public var NSFoundationVersionNumber: Double = 1300
