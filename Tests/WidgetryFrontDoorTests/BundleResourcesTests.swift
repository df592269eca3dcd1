import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// Data files a widget loads from its bundle (`Bundle.main.url(forResource: "Nations", withExtension: "json")`, then
/// `fatalError` when missing, as sample-data helpers are written) are where Linux's `Bundle.main` looks.
@Suite struct BundleResourcesTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-resources-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test("A folder's data files are bundled at the top level; Swift files, Info.plist and other kinds are not")
    func scannedFolders() throws {
        let root = try folder(["Widget/Nations.json": "[]", "Widget/Info.plist": "<plist/>", "App/Resources/Defaults.plist": "<plist/>",
                               "App/Widget.swift": "", "App/Notes.pages": "", "App/de.lproj/Terms.txt": "AGB"])
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = try TargetSources.scanning(directories: [root.appendingPathComponent("Widget"), root.appendingPathComponent("App")], name: "W")
        #expect(Set(sources.dataResources.map(\.bundlePath)) == ["Nations.json", "Defaults.plist", "de.lproj/Terms.txt"])
    }

    @Test("The widget folder's Info.plist is the bundle's info dictionary, its build-setting references empty")
    func widgetInfoPlist() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>AppGroup</key><string>group.com.example.days</string>
        <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string></dict></plist>
        """
        let root = try folder(["Widget/Info.plist": plist, "Widget/W.swift": "", "App/Info.plist": "<plist/>"])
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = try TargetSources.scanning(directories: [root.appendingPathComponent("Widget"), root.appendingPathComponent("App")], name: "W")
        let data = try #require(sources.infoDictionary)
        let dictionary = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(dictionary["AppGroup"] as? String == "group.com.example.days")
        #expect(dictionary["CFBundleIdentifier"] as? String == "")
        #expect(sources.infoPlist?.lastPathComponent == "Info.plist" && sources.infoPlist?.path.contains("/Widget/") == true)
    }

    @Test("Copied beside the executable, found by Bundle's lookup; the next target's run removes them; SwiftPM's own files are kept")
    func copiedBesideTheExecutable() throws {
        let root = try folder(["Widget/Nations.json": "[{\"name\": \"France\"}]", "Other/description.json": "{}",
                               "Build/widget": "", "Build/description.json": "SwiftPM's"])
        defer { try? FileManager.default.removeItem(at: root) }
        let executable = root.appendingPathComponent("Build/widget")
        let widget = try TargetSources.scanning(directories: [root.appendingPathComponent("Widget")], name: "W")
        #expect(FrontDoor.writeBundleResources(of: widget, besideExecutable: executable).isEmpty)
        let bundle = try #require(Bundle(path: root.appendingPathComponent("Build").path))
        let url = try #require(bundle.url(forResource: "Nations", withExtension: "json"))
        #expect(try String(contentsOf: url, encoding: .utf8).contains("France"))

        // Another target's run: the widget's file goes; a resource named like SwiftPM's build plan is not copied over it.
        let other = try TargetSources.scanning(directories: [root.appendingPathComponent("Other")], name: "O")
        let notes = FrontDoor.writeBundleResources(of: other, besideExecutable: executable)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Build/Nations.json").path))
        #expect(try String(contentsOf: root.appendingPathComponent("Build/description.json"), encoding: .utf8) == "SwiftPM's")
        #expect(notes.count == 1 && notes[0].contains("description.json"))
    }
}
