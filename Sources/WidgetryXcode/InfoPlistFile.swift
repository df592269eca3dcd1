import Foundation

/// The keys Widgetry needs from a target's `Info.plist` (the file `INFOPLIST_FILE` names; XML or binary).
enum InfoPlistFile {
    /// The `UIAppFonts` entries: font files' paths inside the bundle, as the app declares them.
    static func appFonts(in url: URL) throws -> [String] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw XcodeProjectError.cannotRead(
                file: url, reason: XcodeProjectError.reason(of: error) + " (the target's INFOPLIST_FILE setting names it)")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw XcodeProjectError.malformed(
                file: url, problem: "not a property list (\(error.localizedDescription)); fix the file or point INFOPLIST_FILE at the right one")
        }
        guard let root = PlistValue(plist)?.dictionary else {
            throw XcodeProjectError.malformed(file: url, problem: "its root is not a dictionary; an Info.plist is a <dict> of keys")
        }
        return root["UIAppFonts"]?.array?.compactMap(\.string) ?? []
    }

    /// The bundle's info dictionary as the built app has it (``TargetSources/infoDictionary``): `url`'s keys with
    /// `$(…)` expanded, then what Xcode adds when the file leaves it out — `CFBundleIdentifier` from
    /// `PRODUCT_BUNDLE_IDENTIFIER`, `CFBundleShortVersionString` from `MARKETING_VERSION`, `CFBundleVersion` from
    /// `CURRENT_PROJECT_VERSION`, `CFBundleName` from `PRODUCT_NAME`, and with `GENERATE_INFOPLIST_FILE` every
    /// `INFOPLIST_KEY_<key>` setting. Nil when there is nothing to say; a file that cannot be read counts as empty
    /// (``appFonts(in:)`` reports it).
    static func bundleDictionary(at url: URL?, settings: BuildSettings) -> Data? {
        var root: [String: Any] = [:]
        if let url, let data = try? Data(contentsOf: url),
           let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
            root = plist.mapValues { expanded($0, settings: settings) }
        }
        if settings.value("GENERATE_INFOPLIST_FILE")?.uppercased() == "YES" {
            for name in settings.names where name.hasPrefix("INFOPLIST_KEY_") {
                let key = String(name.dropFirst("INFOPLIST_KEY_".count))
                if root[key] == nil, let value = settings.value(name) { root[key] = value }
            }
        }
        let derived = ["CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER", "CFBundleShortVersionString": "MARKETING_VERSION",
                       "CFBundleVersion": "CURRENT_PROJECT_VERSION", "CFBundleName": "PRODUCT_NAME"]
        for (key, setting) in derived where root[key] == nil {
            if let value = settings.value(setting), !value.isEmpty { root[key] = value }
        }
        guard !root.isEmpty else { return nil }
        return try? PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
    }

    /// Strings with `$(…)` expanded, inside arrays and dictionaries too.
    private static func expanded(_ value: Any, settings: BuildSettings) -> Any {
        switch value {
        case let text as String: return settings.expanding(text)
        case let array as [Any]: return array.map { expanded($0, settings: settings) }
        case let dictionary as [String: Any]: return dictionary.mapValues { expanded($0, settings: settings) }
        default: return value
        }
    }
}
