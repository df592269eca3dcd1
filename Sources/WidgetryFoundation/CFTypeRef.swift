import Foundation

/// Core Foundation's object type, as Darwin's `CFTypeRef`: keychain calls return their results through it
/// (`var result: CFTypeRef?`), and on iOS `import Foundation` brings it. Linux has no Core Foundation bridge.
public typealias CFTypeRef = AnyObject

/// Core Foundation's boolean, as Darwin's `CFBoolean`; Foundation's `NSNumber` stands for it here.
public typealias CFBoolean = NSNumber

/// Core Foundation's data and number objects, as Darwin's `CFData` and `CFNumber` (`encoded as CFData`, `50 as CFNumber`
/// in a keychain query); Foundation's `NSData` and `NSNumber` stand for them here, as they are toll-free bridged on Darwin.
public typealias CFData = NSData
public typealias CFNumber = NSNumber

/// Core Foundation's growable data and arrays, as Darwin's `CFMutableData` (an ImageIO destination writes into one) and
/// `CFArray`; Foundation's `NSMutableData` and `NSArray` stand for them.
public typealias CFMutableData = NSMutableData
public typealias CFArray = NSArray

/// Core Foundation's `true` (`kSecReturnData: kCFBooleanTrue` in a keychain query).
nonisolated(unsafe) public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

/// Core Foundation's `false`.
nonisolated(unsafe) public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// Core Foundation's null object, as Darwin's `CFNull`; Foundation's `NSNull` stands for it, as they are toll-free bridged.
public typealias CFNull = NSNull

/// Core Foundation's null (`[.workingColorSpace: kCFNull as Any]` turns off Core Image's colour management).
nonisolated(unsafe) public let kCFNull: CFNull! = NSNull()

/// Core Foundation's index and count type, as Darwin's `CFIndex`.
public typealias CFIndex = Int

/// Core Foundation's allocator, as Darwin's `CFAllocator`: only ever passed as the default here.
public final class CFAllocator: @unchecked Sendable {
    // `@unchecked`: no state.
    private init() {}
}

/// The default allocator (`nil` means the same), as Darwin's `kCFAllocatorDefault`.
nonisolated(unsafe) public let kCFAllocatorDefault: CFAllocator? = nil

/// A growable data object, as `CFDataCreateMutable(kCFAllocatorDefault, 0)` makes for an ImageIO destination to write into.
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData(capacity: max(0, capacity)) ?? NSMutableData()
}

/// A data object holding a copy of `length` bytes at `bytes`.
public func CFDataCreate(_ allocator: CFAllocator?, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) -> CFData! {
    guard let bytes, length > 0 else { return NSData() }
    return NSData(bytes: bytes, length: length)
}

/// The number of bytes in `theData`.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData.length }
