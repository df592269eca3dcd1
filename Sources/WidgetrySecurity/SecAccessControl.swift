import Foundation
import WidgetryFoundation

/// When a keychain item may be read and what must be shown first (Face ID, the passcode), as Security's
/// `SecAccessControl`. Kept with the item (`kSecAttrAccessControl`); the simulated keychain has no user to ask,
/// so reading an item works as without it — as a widget reading an item it may read without a prompt.
public final class SecAccessControl: @unchecked Sendable {
    // `@unchecked`: immutable.
    /// The accessibility (`kSecAttrAccessible…`) it was made with.
    public let protection: String
    /// What must be presented.
    public let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
        self.protection = protection
        self.flags = flags
    }
}

/// What a ``SecAccessControl`` requires, as Security's `SecAccessControlCreateFlags` (SecAccessControl.h's bits).
public struct SecAccessControlCreateFlags: OptionSet, Sendable, Hashable {
    public let rawValue: CFOptionFlags
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }
    public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
    public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
    public static let touchIDAny = biometryAny
    public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
    public static let touchIDCurrentSet = biometryCurrentSet
    public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
    public static let watch = SecAccessControlCreateFlags(rawValue: 1 << 5)
    public static let or = SecAccessControlCreateFlags(rawValue: 1 << 14)
    public static let and = SecAccessControlCreateFlags(rawValue: 1 << 15)
    public static let privateKeyUsage = SecAccessControlCreateFlags(rawValue: 1 << 30)
    public static let applicationPassword = SecAccessControlCreateFlags(rawValue: 1 << 31)
}

/// An access control for `protection` (a `kSecAttrAccessible…` value) and `flags`, as
/// `SecAccessControlCreateWithFlags`; `nil` with an error (`errSecParam`) when `protection` is not an accessibility value.
public func SecAccessControlCreateWithFlags(_ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
                                            _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecAccessControl? {
    let accessibility: Set<String> = ["ak", "ck", "cku", "aku", "dk", "dku", "akpu"]
    guard let value = (protection as? NSString).map(String.init) ?? (protection as? String), accessibility.contains(value) else {
        error?.pointee = Unmanaged.passRetained(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecParam)))
        return nil
    }
    return SecAccessControl(protection: value, flags: flags)
}

// Safari's shared web credentials need the app's associated domains and the user's saved passwords, neither of which
// exists here: adding fails and asking finds none, as on a device with no saved password for the domain.

/// Saves a password for Safari autofill, as `SecAddSharedWebCredential`: fails here with `errSecMissingEntitlement`.
public func SecAddSharedWebCredential(_ fqdn: CFString, _ account: CFString, _ password: CFString?,
                                      _ completionHandler: @escaping @Sendable (CFError?) -> Void) {
    completionHandler(NSError(domain: NSOSStatusErrorDomain, code: Int(errSecMissingEntitlement)))
}

/// Asks for Safari's saved passwords, as `SecRequestSharedWebCredential`: none, with `errSecItemNotFound`.
public func SecRequestSharedWebCredential(_ fqdn: CFString?, _ account: CFString?,
                                          _ completionHandler: @escaping @Sendable (CFArray?, CFError?) -> Void) {
    completionHandler(NSArray(), NSError(domain: NSOSStatusErrorDomain, code: Int(errSecItemNotFound)))
}

/// A new random password, as `SecCreateSharedWebCredentialPassword`: Apple documents the form `xxx-xxx-xxx-xxx`, each
/// `x` from the sets `abcdefghkmnopqrstuvwxy`, `ABCDEFGHJKLMNPQRSTUVWXYZ` and `3456789`, with at least one from each
/// (https://developer.apple.com/documentation/security/seccreatesharedwebcredentialpassword()).
public func SecCreateSharedWebCredentialPassword() -> CFString? {
    let sets = [Array("abcdefghkmnopqrstuvwxy"), Array("ABCDEFGHJKLMNPQRSTUVWXYZ"), Array("3456789")]
    let all = sets.flatMap { $0 }
    var generator = SystemRandomNumberGenerator()
    // One of each set, the other nine from all of them, shuffled.
    var characters = sets.map { $0.randomElement(using: &generator)! } + (0..<9).map { _ in all.randomElement(using: &generator)! }
    characters.shuffle(using: &generator)
    let groups = stride(from: 0, to: 12, by: 3).map { String(characters[$0..<$0 + 3]) }
    return groups.joined(separator: "-") as NSString
}

/// The entitlement a call needs is missing (SecBase.h).
public let errSecMissingEntitlement: OSStatus = -34_018
