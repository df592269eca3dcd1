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
}
