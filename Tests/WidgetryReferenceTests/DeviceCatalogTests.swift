import Foundation
import Testing
@testable import WidgetryReference

@Suite("Device catalog and widget sizes")
struct DeviceCatalogTests {
    private static func size(_ value: Any?) -> CGSize? {
        guard let dict = value as? [String: Any],
              let width = ReferenceJSON.double(dict["width"]), let height = ReferenceJSON.double(dict["height"])
        else { return nil }
        return CGSize(width: width, height: height)
    }

    @Test("iPhone widget sizes equal the JSON for every device and family")
    func iPhoneSizesMatchJSON() throws {
        let json = try ReferenceJSON.load("widget-sizes.json")
        let rows = try #require(json["iPhone"] as? [[String: Any]])
        for row in rows {
            let key = try #require(row["screenKey"] as? String)
            let profile = try #require(DeviceCatalog.all.first { $0.screenKey == key }, "\(key)")
            #expect(profile.idiom == .phone)
            #expect(profile.screenSize == Self.size(row["screen"]))
            let families = try #require(row["families"] as? [String: Any])
            // Every family but iPadOS 27's upright extra large, which the iPhone table does not list (never on iPhone).
            #expect(Set(families.keys) == Set(WidgetFamily.allCases.map(\.caseName)).subtracting(["systemExtraLargePortrait"]))
            for family in WidgetFamily.allCases {
                let expected = Self.size(families[family.caseName])
                #expect(profile.size(for: family) == expected, "\(key) \(family)")
                #expect(profile.displayedSize(for: family) == expected, "\(key) \(family)")
                #expect(profile.supportedFamilies.contains(family) == (expected != nil))
            }
            let examples = try #require(row["exampleDevices_informational"] as? [String])
            #expect(!examples.isEmpty)
        }
    }

    @Test("iPad layout uses the canvas row and displayed size the device row")
    func iPadSizesMatchJSON() throws {
        let json = try ReferenceJSON.load("widget-sizes.json")
        let iPad = try #require(json["iPad"] as? [String: Any])
        let rows = try #require(iPad["rows"] as? [[String: Any]])
        var profiles = 0
        for row in rows {
            let key = try #require(row["screenKey"] as? String)
            let profile = DeviceCatalog.all.first { $0.screenKey == key }
            if row["displayZoomMoreSpace"] as? Bool == true {
                #expect(profile == nil, "More Space rows are not profiles: \(key)")
                continue
            }
            let iPadProfile = try #require(profile, "\(key)")
            profiles += 1
            #expect(iPadProfile.idiom == .pad)
            #expect(iPadProfile.defaultScale == 2)
            #expect(iPadProfile.screenSize == Self.size(row["screen"]))
            let canvas = try #require(row["canvas"] as? [String: Any])
            let device = try #require(row["device"] as? [String: Any])
            for family in WidgetFamily.allCases where family != .systemExtraLargePortrait {
                #expect(iPadProfile.size(for: family) == Self.size(canvas[family.caseName]), "\(key) \(family)")
                #expect(iPadProfile.displayedSize(for: family) == Self.size(device[family.caseName]), "\(key) \(family)")
            }
            // iPadOS 27's upright extra large: the extra large turned on its side (derived; iPadDerivedFamilies).
            let extraLarge = try #require(iPadProfile.size(for: .systemExtraLarge))
            #expect(iPadProfile.size(for: .systemExtraLargePortrait) == CGSize(width: extraLarge.height, height: extraLarge.width))
            #expect(iPadProfile.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait])
        }
        let moreSpaceRows = rows.filter { $0["displayZoomMoreSpace"] as? Bool == true }.count
        #expect(profiles == rows.count - moreSpaceRows)
        let derived = ((json["iPhoneDerived"] as? [String: Any])?["rows"] as? [Any])?.count ?? 0
        #expect(DeviceCatalog.all.count == profiles + ((json["iPhone"] as? [Any])?.count ?? 0) + derived)
    }

    @Test("catalog order: iPhones largest to smallest, then iPads")
    func order() {
        let idioms = DeviceCatalog.all.map(\.idiom)
        #expect(idioms == idioms.sorted { $0 == .phone && $1 == .pad } )
        for idiom in [DeviceProfile.Idiom.phone, .pad] {
            let screens = DeviceCatalog.all.filter { $0.idiom == idiom }.map(\.screenSize)
            #expect(screens == screens.sorted { ($0.width, $0.height) > ($1.width, $1.height) })
        }
        #expect(DeviceCatalog.all.first?.idiom == .phone)
        #expect(DeviceCatalog.all.last?.idiom == .pad)
    }

    @Test("ids, names and aliases are unique and all resolve to their own profile")
    func uniqueness() {
        #expect(Set(DeviceCatalog.all.map(\.id)).count == DeviceCatalog.all.count)
        #expect(Set(DeviceCatalog.all.map(\.name)).count == DeviceCatalog.all.count)
        for profile in DeviceCatalog.all {
            for label in [profile.id, profile.name] + profile.aliases {
                #expect(DeviceCatalog.device(named: label) == profile, "\(label)")
            }
            #expect(!profile.name.contains("/"))
        }
    }

    @Test("the default device is the 393x852 iPhone")
    func defaultDevice() {
        let device = DeviceCatalog.defaultDevice
        #expect(device.screenKey == "393x852")
        #expect(device.screenSize == CGSize(width: 393, height: 852))
        #expect(device.idiom == .phone)
        #expect(device.defaultScale == 3)
        #expect(DeviceCatalog.device(named: "iPhone 15 Pro") == device)
    }

    @Test("lookup by alias ignores case, spaces and punctuation")
    func lookup() {
        #expect(DeviceCatalog.device(named: "iphone 15 pro")?.screenKey == "393x852")
        #expect(DeviceCatalog.device(named: "IPHONE15PRO")?.screenKey == "393x852")
        #expect(DeviceCatalog.device(named: "iphone-15-pro")?.screenKey == "393x852")
        #expect(DeviceCatalog.device(named: "  iPhone 14 Pro Max ")?.screenKey == "430x932")
        #expect(DeviceCatalog.device(named: "iPhone 7 Plus")?.screenKey == "414x736")
        #expect(DeviceCatalog.device(named: "iphone xr")?.screenKey == "414x896")
        #expect(DeviceCatalog.device(named: "iPhone 13 mini")?.screenKey == "360x780")
        #expect(DeviceCatalog.device(named: "iPhone 12 mini")?.screenKey == "360x780")
        #expect(DeviceCatalog.device(named: "iPhone X")?.screenKey == "375x812")
        #expect(DeviceCatalog.device(named: "iPhone SE")?.screenKey == "375x667")
        #expect(DeviceCatalog.device(named: "iPhone SE (1st gen)")?.screenKey == "320x568")
        #expect(DeviceCatalog.device(named: "ipad pro 11-inch")?.screenKey == "834x1194")
        #expect(DeviceCatalog.device(named: "iPhone 99") == nil)
        #expect(DeviceCatalog.device(named: "") == nil)
        #expect(DeviceCatalog.device(named: "iPhone") == nil)
    }

    @Test("suggestions for a typo")
    func suggestions() {
        #expect(DeviceCatalog.suggestions(for: "iphone 15 pr").first == "iPhone 15 Pro")
        #expect(DeviceCatalog.suggestions(for: "iPhone 15 Pro Mx").first == "iPhone 15 Pro Max")
        #expect(DeviceCatalog.suggestions(for: "ipad mini 6th generation").contains("iPad mini (6th generation)"))
        #expect(DeviceCatalog.suggestions(for: "Galaxy S24 Ultra").isEmpty)
        #expect(DeviceCatalog.suggestions(for: "").isEmpty)
        #expect(DeviceCatalog.suggestions(for: "iphone 1").count <= 5)
    }

    @Test("families parse from case names and short names")
    func familyParsing() {
        for family in WidgetFamily.allCases {
            #expect(WidgetFamily(argument: family.caseName) == family)
            #expect(WidgetFamily(argument: family.caseName.uppercased()) == family)
            #expect(WidgetFamily(argument: family.shortName) == family)
            #expect(family.description == family.caseName)
        }
        #expect(WidgetFamily(argument: "small") == .systemSmall)
        #expect(WidgetFamily(argument: "Medium") == .systemMedium)
        #expect(WidgetFamily(argument: "large") == .systemLarge)
        #expect(WidgetFamily(argument: "extraLarge") == .systemExtraLarge)
        #expect(WidgetFamily(argument: "extra-large") == .systemExtraLarge)
        #expect(WidgetFamily(argument: "circular") == .accessoryCircular)
        #expect(WidgetFamily(argument: "rectangular") == .accessoryRectangular)
        #expect(WidgetFamily(argument: "INLINE") == .accessoryInline)
        for bad in ["", "tiny", "systemHuge", "accessory", "system", "smal", "xl"] {
            #expect(WidgetFamily(argument: bad) == nil, "\(bad)")
        }
    }
}

/// The 2024–2026 iPhones, whose widget sizes Apple has not published: present, marked derived, and
/// consistent with how a widget grid works (medium = large width × small height).
@Suite struct DerivedDeviceTests {
    @Test("402x874, 420x912 and 440x956 are in the catalog, each saying how its sizes were derived")
    func newScreens() throws {
        for (name, key) in [("iPhone 17 Pro", "402x874"), ("iPhone Air", "420x912"), ("iPhone 17 Pro Max", "440x956")] {
            let device = try #require(DeviceCatalog.device(named: name))
            #expect(device.screenKey == key)
            #expect(device.derivation?.isEmpty == false)
            let small = try #require(device.size(for: .systemSmall))
            let medium = try #require(device.size(for: .systemMedium))
            let large = try #require(device.size(for: .systemLarge))
            #expect(medium.width == large.width && medium.height == small.height)
            #expect(device.size(for: .systemExtraLarge) == nil)
        }
        // The one measurement behind the 402 row: a physical iPhone 17 Pro's large widget, 349.67 × 365 pt.
        #expect(DeviceCatalog.device(named: "iPhone 16 Pro")?.size(for: .systemLarge) == CGSize(width: 349.67, height: 365))
        // Published rows stay published.
        #expect(DeviceCatalog.defaultDevice.derivation == nil)
    }
}
