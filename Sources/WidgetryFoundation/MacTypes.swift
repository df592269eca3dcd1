/// A result code, as Darwin's `OSStatus` (MacTypes.h): on iOS, `import Foundation` brings it (keychain
/// helpers in shared code declare `var status: OSStatus` with no other import), Linux's Foundation does not.
/// Security and AudioToolbox re-export this one, so a file importing both sees a single name.
public typealias OSStatus = Int32

/// An error code of the classic Mac OS APIs, as Darwin's `OSErr`.
public typealias OSErr = Int16

/// A four-character code, as Darwin's `FourCharCode`.
public typealias FourCharCode = UInt32

/// No error, as MacTypes.h's `noErr`, typed as an `OSStatus` as Swift imports it on iOS: keychain helpers write
/// `var lastResultCode: OSStatus = noErr` and `SecItemAdd(query, nil) == noErr`.
public var noErr: OSStatus { 0 }

/// A four-character type code, as MacTypes.h's `OSType`.
public typealias OSType = FourCharCode

/// MacTypes.h's "unknown type" code, `'????'` (0x3F3F3F3F), which Swift imports on iOS as an `Int` constant.
public var kUnknownType: Int { 0x3F3F_3F3F }
