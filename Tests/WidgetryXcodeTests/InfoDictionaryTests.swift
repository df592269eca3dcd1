import Foundation
import Testing
@testable import WidgetryXcode

/// `Bundle.main.infoDictionary` of the built widget: the target's `Info.plist` as Xcode processes it. Widgets read their
/// app group and bundle identifier from it (a survey extension stopped at `fatalError` when `AppGroupIdentifier` was
/// missing); Xcode expands `$(SETTING)` in its strings and adds the keys its build settings imply.
@Suite struct InfoDictionaryTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>AppGroupIdentifier</key><string>group.$(APP_ID_PREFIX).shared</string>
            <key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict>
            <key>Servers</key><array><string>https://$(API_HOST)/v1</string></array>
        </dict></plist>
        """

    private func dictionary(_ plist: String?, _ settings: [String: PlistValue]) throws -> [String: Any] {
        var url: URL?
        if let plist {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("info-\(UUID().uuidString).plist")
            try Data(plist.utf8).write(to: file)
            url = file
        }
        defer { url.map { try? FileManager.default.removeItem(at: $0) } }
        let data = try #require(InfoPlistFile.bundleDictionary(at: url, settings: BuildSettings(layers: [settings])))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    @Test func referencesAreExpandedInNestedValues() throws {
        let info = try dictionary(Self.plist, ["PRODUCT_BUNDLE_IDENTIFIER": .string("com.example.tides.widget"),
                                               "APP_ID_PREFIX": .string("com.example.tides"), "API_HOST": .string("api.example.com"),
                                               "MARKETING_VERSION": .string("2.1")])
        #expect(info["CFBundleIdentifier"] as? String == "com.example.tides.widget")
        #expect(info["AppGroupIdentifier"] as? String == "group.com.example.tides.shared")
        #expect(info["Servers"] as? [String] == ["https://api.example.com/v1"])
        #expect((info["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String == "com.apple.widgetkit-extension")
        // Left out of the file, added from the setting as Xcode does.
        #expect(info["CFBundleShortVersionString"] as? String == "2.1")
    }

    /// Xcode 13's generated Info.plist: no file, `INFOPLIST_KEY_*` settings become keys.
    @Test func generatedInfoPlistTakesItsKeysFromSettings() throws {
        let info = try dictionary(nil, ["GENERATE_INFOPLIST_FILE": .string("YES"), "INFOPLIST_KEY_CFBundleDisplayName": .string("Tides"),
                                        "INFOPLIST_KEY_NSHumanReadableCopyright": .string(""), "PRODUCT_BUNDLE_IDENTIFIER": .string("com.example.tides.widget"),
                                        "CURRENT_PROJECT_VERSION": .string("7")])
        #expect(info["CFBundleDisplayName"] as? String == "Tides")
        #expect(info["CFBundleIdentifier"] as? String == "com.example.tides.widget")
        #expect(info["CFBundleVersion"] as? String == "7")
        #expect(info.keys.contains("NSHumanReadableCopyright"))
    }

    @Test func nothingToSayIsNil() {
        #expect(InfoPlistFile.bundleDictionary(at: nil, settings: BuildSettings(layers: [["SWIFT_VERSION": .string("5.0")]])) == nil)
    }
}
