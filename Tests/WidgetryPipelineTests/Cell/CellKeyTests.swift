import Foundation
import Testing
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

@Suite struct CellKeyTests {
    @Test("A key encodes with the command line's names and decodes to the same typed key")
    func roundTrip() throws {
        let key = CellKey(widget: "quote", cell: WidgetCell(family: .systemMedium, dynamicTypeSize: .accessibility3, colorScheme: .dark))
        let data = try JSONEncoder().encode(key)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: String]
        #expect(object == ["widget": "quote", "family": "systemMedium", "device": DeviceCatalog.defaultDevice.name,
                           "sizeCategory": "accessibility3", "appearance": "dark", "context": "homeScreen"])
        #expect(try JSONDecoder().decode(CellKey.self, from: data) == key)
    }

    @Test("A key from a report written before the context axis reads as the family's usual context")
    func keyWithoutContext() throws {
        let json = #"{"widget":"w","family":"accessoryCircular","device":"iPhone 16","sizeCategory":"large","appearance":"light"}"#
        #expect(try JSONDecoder().decode(CellKey.self, from: Data(json.utf8)).context == .lockScreen)
    }

    @Test("An unknown family in a report is a decoding error that names it")
    func unknownFamily() {
        let json = #"{"widget":"w","family":"systemHuge","device":"iPhone 16","sizeCategory":"large","appearance":"light"}"#
        #expect { try JSONDecoder().decode(CellKey.self, from: Data(json.utf8)) } throws: { "\($0)".contains("systemHuge") }
    }
}
