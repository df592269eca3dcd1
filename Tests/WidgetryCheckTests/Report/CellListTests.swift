import Foundation
import Testing
import WidgetryCheck
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

@Suite struct CellListTests {
    private static let keys = [
        CellKey(widget: "Quote", family: .systemSmall, device: "iPhone 16", dynamicTypeSize: .large, colorScheme: .light, context: .homeScreen),
        CellKey(widget: "Quote", family: .systemSmall, device: "iPad Air 11-inch (M2)", dynamicTypeSize: .accessibility3, colorScheme: .dark,
                context: .tinted, locale: "de"),
        CellKey(widget: "Deliveries", family: .systemMedium, device: "iPhone 16", dynamicTypeSize: .xxxLarge, colorScheme: .light,
                context: .standBy, locale: "ja", liveActivity: .lockScreen),
    ]

    @Test("A list gives back the keys it was made from, and encodes to the bytes an array of them does")
    func sameKeysSameJSON() throws {
        let list = CheckReport.CellList(Self.keys)
        #expect(Array(list) == Self.keys)
        #expect(list.count == 3 && list[1].locale == "de" && list[2].liveActivity == .lockScreen)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(try encoder.encode(list) == encoder.encode(Self.keys))
        #expect(try encoder.encode(CheckReport.CellList()) == encoder.encode([CellKey]()))
        #expect(try JSONDecoder().decode(CheckReport.CellList.self, from: encoder.encode(Self.keys)) == list)
    }

    @Test("Joining lists made from different names keeps every cell's own names")
    func joiningRenumbers() {
        // Each list numbers its names in the order first seen, so "iPhone 16" is 1 in the first list and 4 in
        // the second: a join that copied the numbers would name the wrong device and widget.
        let first = CheckReport.CellList([Self.keys[0]])
        let second = CheckReport.CellList([Self.keys[1], Self.keys[2]])
        #expect(Array(first + second) == Self.keys)
        var joined = second
        joined += first
        #expect(Array(joined) == [Self.keys[1], Self.keys[2], Self.keys[0]])
        #expect(first + second != second + first)
    }
}
