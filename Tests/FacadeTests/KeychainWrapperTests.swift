import Foundation
import Testing
// What the front door writes for `import Security`.
import WidgetrySecurity
import WidgetryFoundation

/// What keychain wrapper libraries (KeychainAccess and the like) pass beyond a plain token: an access control made
/// from an accessibility value, internet-password attributes, Core Foundation errors, Safari's shared credentials.
@Suite struct KeychainWrapperTests {
    @Test("SecAccessControlCreateWithFlags takes an accessibility value; anything else is nil with errSecParam in the CFError")
    func accessControl() throws {
        var error: Unmanaged<CFError>?
        let control = try #require(SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
                                                                   [.biometryCurrentSet, .or, .devicePasscode], &error))
        #expect(control.flags.contains(.devicePasscode) && error == nil)
        #expect(SecAccessControlCreateWithFlags(nil, "not-an-accessibility" as NSString, .userPresence, &error) == nil)
        let failure = try #require(error?.takeRetainedValue())
        #expect(CFErrorGetCode(failure) == Int(errSecParam) && (CFErrorGetDomain(failure) as String) == NSOSStatusErrorDomain)
    }

    @Test("An internet password stored with its protocol, port and access control reads back with those attributes")
    func internetPasswordAttributes() throws {
        let server = "api-\(UUID().uuidString).example.com"
        var error: Unmanaged<CFError>?
        let control = try #require(SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleAfterFirstUnlock, .userPresence, &error))
        let add: [String: Any] = [kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: server,
                                  kSecAttrAccount as String: "me", kSecAttrProtocol as String: kSecAttrProtocolHTTPS,
                                  kSecAttrPort as String: 443, kSecAttrAuthenticationType as String: kSecAttrAuthenticationTypeHTMLForm,
                                  kSecAttrAccessControl as String: control, kSecValueData as String: Data("secret".utf8)]
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        let read: [String: Any] = [kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: server,
                                   kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitOne]
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecSuccess)
        let attributes = try #require(result as? NSDictionary)
        #expect(String(describing: attributes[kSecAttrProtocol as String] ?? "") == "htps")
        #expect(attributes[kSecAttrPort as String] as? Int == 443)
        #expect(attributes[kSecAttrAccessControl as String] is SecAccessControl)
        #expect(SecItemDelete(read as CFDictionary) == errSecSuccess)
    }

    @Test("SecCreateSharedWebCredentialPassword: xxx-xxx-xxx-xxx with a lowercase letter, an uppercase letter and a digit from Apple's sets")
    func sharedWebCredentialPassword() throws {
        for _ in 0..<20 {
            let password = try #require(SecCreateSharedWebCredentialPassword()) as String
            let groups = password.split(separator: "-")
            #expect(groups.count == 4 && groups.allSatisfy { $0.count == 3 })
            let letters = password.replacingOccurrences(of: "-", with: "")
            #expect(letters.contains { "abcdefghkmnopqrstuvwxy".contains($0) })
            #expect(letters.contains { "ABCDEFGHJKLMNPQRSTUVWXYZ".contains($0) })
            #expect(letters.contains { "3456789".contains($0) })
            #expect(letters.allSatisfy { "abcdefghkmnopqrstuvwxyABCDEFGHJKLMNPQRSTUVWXYZ3456789".contains($0) })
        }
    }

    @Test("Safari's shared credentials: none to read and none saved, as on a device without the app's associated domain")
    func sharedWebCredentials() {
        nonisolated(unsafe) var found: (count: Int, code: Int)?
        SecRequestSharedWebCredential("example.com" as NSString, nil) { credentials, error in
            found = (credentials?.count ?? -1, error.map { CFErrorGetCode($0) } ?? 0)
        }
        #expect(found?.count == 0 && found?.code == Int(errSecItemNotFound))
        nonisolated(unsafe) var saved: Int?
        SecAddSharedWebCredential("example.com" as NSString, "me" as NSString, "pw" as NSString) { error in saved = error.map { CFErrorGetCode($0) } }
        #expect(saved == Int(errSecMissingEntitlement))
    }
}
