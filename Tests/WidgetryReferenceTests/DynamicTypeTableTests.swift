import Foundation
import Testing
@testable import WidgetryReference

@Suite("Dynamic Type table")
struct DynamicTypeTableTests {
    private static let cssWeights = ["regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800]

    @Test("every size and leading equals Reference/dynamic-type.json")
    func tableMatchesJSON() throws {
        let json = try ReferenceJSON.load("dynamic-type.json")
        let order = try #require(json["categoryOrder"] as? [String])
        let styles = try #require(json["textStyles"] as? [String: Any])
        #expect(order.count == DynamicTypeSize.allCases.count)
        #expect(Set(styles.keys) == Set(TypeStyle.allCases.map(\.rawValue)))
        var compared = 0
        for style in TypeStyle.allCases {
            let entry = try #require(styles[style.rawValue] as? [String: Any])
            let sizes = try #require(entry["sizes"] as? [String: Any])
            for (index, id) in order.enumerated() {
                let size = try #require(DynamicTypeSize(referenceID: id))
                #expect(size.rawValue == index)
                let cell = try #require(sizes[id] as? [String: Any])
                let metrics = DynamicTypeTable.metrics(style, at: size)
                #expect(metrics.pointSize == ReferenceJSON.double(cell["size"]), "\(style) \(id) size")
                #expect(metrics.leading == ReferenceJSON.double(cell["leading"]), "\(style) \(id) leading")
                compared += 1
            }
            let defaultWeight = try #require(entry["defaultWeight"] as? String)
            let emphasizedWeight = try #require(entry["emphasizedWeight"] as? String)
            #expect(DynamicTypeTable.defaultWeight(of: style) == Self.cssWeights[defaultWeight])
            #expect(DynamicTypeTable.emphasizedWeight(of: style) == Self.cssWeights[emphasizedWeight])
            #expect(style.higName == entry["higName"] as? String)
        }
        #expect(compared == 132)
    }

    @Test("platform sizes equal the JSON")
    func platformSizes() throws {
        let json = try ReferenceJSON.load("dynamic-type.json")
        let platforms = try #require(json["platformTextSizes"] as? [String: Any])
        let ios = try #require(platforms["iOS_iPadOS"] as? [String: Any])
        #expect(DynamicTypeTable.minimumPointSize == ReferenceJSON.double(ios["minimumSize"]))
        #expect(DynamicTypeTable.defaultPointSize == ReferenceJSON.double(ios["defaultSize"]))
        #expect(DynamicTypeTable.metrics(.body, at: .large).pointSize == DynamicTypeTable.defaultPointSize)
    }

    @Test("size categories map like the JSON")
    func categoriesMatchJSON() throws {
        let json = try ReferenceJSON.load("dynamic-type.json")
        let categories = try #require(json["contentSizeCategories"] as? [[String: Any]])
        for (index, category) in categories.enumerated() {
            let size = try #require(DynamicTypeSize(rawValue: index))
            #expect(size.referenceID == category["id"] as? String)
            #expect(size.argumentName == category["swiftUIDynamicTypeSize"] as? String)
            #expect(String(describing: ContentSizeCategory(size)) == category["uiContentSizeCategory"] as? String)
            #expect(size.isAccessibilitySize == category["isAccessibilityCategory"] as? Bool)
            #expect(ContentSizeCategory(size).isAccessibilityCategory == size.isAccessibilitySize)
            #expect(size.uiKitRawValue == category["uiKitRawValue"] as? String)
        }
    }

    @Test("scale factors divide by the .large size of the same style")
    func scaleFactors() {
        let body = { DynamicTypeTable.metrics(.body, at: $0).pointSize }
        #expect(DynamicTypeTable.scaleFactor(relativeTo: .body, at: .accessibility5) == body(.accessibility5) / body(.large))
        #expect(DynamicTypeTable.scaleFactor(relativeTo: .body, at: .accessibility5) == 53.0 / 17.0)
        #expect(DynamicTypeTable.scaleFactor(relativeTo: .caption2, at: .xLarge) == 13.0 / 11.0)
        for style in TypeStyle.allCases {
            #expect(DynamicTypeTable.scaleFactor(relativeTo: style, at: .large) == 1)
            let factors = DynamicTypeSize.allCases.map { DynamicTypeTable.scaleFactor(relativeTo: style, at: $0) }
            #expect(factors == factors.sorted(), "\(style) grows monotonically")
        }
    }

    @Test("sizes are ordered smallest to largest")
    func ordering() {
        #expect(DynamicTypeSize.xSmall < .small)
        #expect(DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.accessibility4 < .accessibility5)
        #expect(!(DynamicTypeSize.large < .large))
        #expect(DynamicTypeSize.allCases.sorted() == DynamicTypeSize.allCases)
        #expect(DynamicTypeSize.allCases.max() == .accessibility5)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == Array(DynamicTypeSize.allCases[7...]))
    }

    @Test("widgets support Large through AX5")
    func widgetRange() throws {
        #expect(DynamicTypeSize.widgetSupportedRange == DynamicTypeSize.large ... .accessibility5)
        #expect(!DynamicTypeSize.widgetSupportedRange.contains(.medium))
        let json = try ReferenceJSON.load("widget-sizes.json")
        let margins = try #require(json["marginsAndPadding"] as? [String: Any])
        let range = try #require(margins["dynamicTypeRangeInWidgets"] as? [String])
        #expect(range == [DynamicTypeSize.large.referenceID, DynamicTypeSize.accessibility5.referenceID])
    }

    @Test("sizes parse from every documented spelling")
    func parsing() {
        for size in DynamicTypeSize.allCases {
            #expect(DynamicTypeSize(argument: size.argumentName) == size)
            #expect(DynamicTypeSize(argument: size.referenceID) == size)
            #expect(DynamicTypeSize(argument: size.argumentName.uppercased()) == size)
            #expect(DynamicTypeSize(argument: String(describing: ContentSizeCategory(size))) == size)
            #expect(DynamicTypeSize(referenceID: size.referenceID) == size)
            #expect(DynamicTypeSize(ContentSizeCategory(size)) == size)
        }
        #expect(DynamicTypeSize(argument: "xxxlarge") == .xxxLarge)
        #expect(DynamicTypeSize(argument: "extraLarge") == .xLarge)
        #expect(DynamicTypeSize(argument: "extraExtraExtraLarge") == .xxxLarge)
        #expect(DynamicTypeSize(argument: "accessibilityMedium") == .accessibility1)
        #expect(DynamicTypeSize(argument: "AX1") == .accessibility1)
        #expect(DynamicTypeSize(argument: "ax5") == .accessibility5)
        #expect(DynamicTypeSize(argument: "Accessibility 3") == .accessibility3)
        #expect(DynamicTypeSize(argument: "x-small") == .xSmall)
        for bad in ["", " ", "huge", "AX6", "AX0", "accessibility6", "large!", "xxxxLarge", "17"] {
            #expect(DynamicTypeSize(argument: bad) == nil, "\(bad)")
        }
        #expect(DynamicTypeSize(referenceID: "accessibility1") == nil, "referenceID is exact")
        #expect(DynamicTypeSize(referenceID: "Large") == nil)
    }
}
