import Foundation

/// Core Foundation's object type, as Darwin's `CFTypeRef`: keychain calls return their results through it
/// (`var result: CFTypeRef?`), and on iOS `import Foundation` brings it. Linux has no Core Foundation bridge.
public typealias CFTypeRef = AnyObject

/// Core Foundation's boolean, as Darwin's `CFBoolean`; Foundation's `NSNumber` stands for it here.
public typealias CFBoolean = NSNumber

/// Core Foundation's `true` (`kSecReturnData: kCFBooleanTrue` in a keychain query).
nonisolated(unsafe) public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

/// Core Foundation's `false`.
nonisolated(unsafe) public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
