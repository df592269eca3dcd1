import Foundation
import WidgetryFoundation

// `OSStatus` and Core Foundation's names (`CFTypeRef`, `CFDictionary` for queries, `CFString` for keys,
// `kCFBooleanTrue`) come with Foundation on iOS; WidgetryFoundation declares them once and Security re-exports them,
// so a file importing Foundation alone (which the front door gives Security too) and one importing both see one name.
@_exported import typealias WidgetryFoundation.OSStatus
@_exported import typealias WidgetryFoundation.CFTypeRef
@_exported import typealias WidgetryFoundation.CFDictionary
@_exported import typealias WidgetryFoundation.CFString

public let errSecSuccess: OSStatus = 0
public let errSecParam: OSStatus = -50
public let errSecItemNotFound: OSStatus = -25_300
public let errSecDuplicateItem: OSStatus = -25_299
public let errSecAuthFailed: OSStatus = -25_293
public let errSecInteractionNotAllowed: OSStatus = -25_308
/// A service is not available (`errSecNotAvailable`, SecBase.h).
public let errSecNotAvailable: OSStatus = -25_291

// The keys and values apps pass; their text is Apple's (`kSecClass` is "class").
nonisolated(unsafe) public let kSecClass: CFString = "class"
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
// Key items (a key kept under an application tag), as Apple's constants spell them (SecItem.h).
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"
nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"
nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"
nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
// Attributes an app stores with an item and reads back (`kSecReturnAttributes`); not used to select items.
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
// How a query may interact with the user (SecItem.h): a widget cannot show an authentication prompt, so apps pass
// kSecUseAuthenticationUIFail or ...Skip. There is no user here either: the keys are accepted and reading works as
// without them (only the matching attributes select items).
nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"

/// The keychain, as Security's `SecItem…` functions see it: an in-memory store for this process, seeded
/// from the fixture `Keychain/items.json` (`[{"service": …, "account": …, "value": "text"}]`, optional
/// `"class": "genp"|"inet"`, `"accessGroup"`), so a widget that reads a token finds it, and one without
/// a fixture gets `errSecItemNotFound`, as before the app signs in.
final class Keychain: @unchecked Sendable {
    // @unchecked: `items` is read and written only with `lock` held.
    static let shared = Keychain(fixtures: .current)
    private let lock = NSLock()
    private var items: [[String: Any]]

    init(fixtures: AppFixtures) {
        items = Self.fixtureItems(in: fixtures)
    }

    private struct FixtureItem: Decodable {
        var `class`: String?
        var service: String?
        var account: String?
        var server: String?
        var accessGroup: String?
        var value: String
    }

    static func fixtureItems(in fixtures: AppFixtures) -> [[String: Any]] {
        let file = fixtures.folder.appendingPathComponent("Keychain/items.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        do {
            return try JSONDecoder().decode([FixtureItem].self, from: data).map { item in
                var attributes: [String: Any] = ["class": item.class ?? "genp", "v_Data": Data(item.value.utf8)]
                attributes["svce"] = item.service
                attributes["acct"] = item.account
                attributes["srvr"] = item.server
                attributes["agrp"] = item.accessGroup
                return attributes
            }
        } catch {
            FixtureWarnings.report("\(file.path): not a list of keychain items (\(error)); write [{\"service\": \"…\", \"account\": \"…\", \"value\": \"…\"}]")
            return []
        }
    }

    /// Attributes that select items (the rest — accessibility, synchronisation, return and limit keys — do not).
    static let matchingKeys: Set<String> = ["class", "svce", "acct", "srvr", "labl"]

    static func strings(_ dictionary: NSDictionary) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in dictionary {
            result[String(describing: key)] = value is NSString ? String(describing: value) : value
        }
        return result
    }

    func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        for key in Self.matchingKeys {
            guard let wanted = query[key] else { continue }
            if String(describing: item[key] ?? "") != String(describing: wanted) { return false }
        }
        return true
    }

    func add(_ attributes: [String: Any]) -> OSStatus {
        lock.withLock {
            if items.contains(where: { matches($0, attributes) }) { return errSecDuplicateItem }
            var item = attributes
            if let data = item["v_Data"] as? NSData { item["v_Data"] = Data(referencing: data) }
            items.append(item)
            return errSecSuccess
        }
    }

    func copyMatching(_ query: [String: Any]) -> (OSStatus, CFTypeRef?) {
        lock.withLock {
            let found = items.filter { matches($0, query) }
            guard !found.isEmpty else { return (errSecItemNotFound, nil) }
            // kSecMatchLimitAll, or a number of items (`50 as CFNumber`): an array of up to that many; else the first item.
            let limit: Int? = String(describing: query["m_Limit"] ?? "") == "m_LimitAll" ? found.count
                : (query["m_Limit"] as? Int) ?? (query["m_Limit"] as? NSNumber)?.intValue
            let all = limit != nil
            let returnsData = (query["r_Data"] as? Bool) ?? ((query["r_Data"] as? NSNumber)?.boolValue ?? false)
            let returnsAttributes = (query["r_Attributes"] as? Bool) ?? ((query["r_Attributes"] as? NSNumber)?.boolValue ?? false)
            func result(_ item: [String: Any]) -> AnyObject? {
                if returnsAttributes {
                    var attributes = item
                    if !returnsData { attributes["v_Data"] = nil }
                    return NSDictionary(dictionary: attributes)
                }
                return returnsData ? (item["v_Data"] as? Data).map { NSData(data: $0) } : nil
            }
            if all, let limit { return (errSecSuccess, NSArray(array: found.prefix(max(limit, 0)).compactMap(result))) }
            return (errSecSuccess, result(found[0]))
        }
    }

    func update(_ query: [String: Any], _ changes: [String: Any]) -> OSStatus {
        lock.withLock {
            var any = false
            for index in items.indices where matches(items[index], query) {
                for (key, value) in changes { items[index][key] = (value as? NSData).map { Data(referencing: $0) } ?? value }
                any = true
            }
            return any ? errSecSuccess : errSecItemNotFound
        }
    }

    func delete(_ query: [String: Any]) -> OSStatus {
        lock.withLock {
            let before = items.count
            items.removeAll { matches($0, query) }
            return items.count < before ? errSecSuccess : errSecItemNotFound
        }
    }
}

/// Adds an item to the keychain (this process's copy).
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.shared.add(Keychain.strings(attributes))
}

/// Finds items: their data (`kSecReturnData`) or attributes (`kSecReturnAttributes`), one or all (`kSecMatchLimit`).
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let (status, found) = Keychain.shared.copyMatching(Keychain.strings(query))
    result?.pointee = found
    return status
}

/// Changes the items `query` selects.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.shared.update(Keychain.strings(query), Keychain.strings(attributesToUpdate))
}

/// Deletes the items `query` selects.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.shared.delete(Keychain.strings(query))
}

/// A readable message for `status`.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    default: "Keychain error \(status)." as NSString
    }
}
