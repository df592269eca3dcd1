import Testing
import WidgetryReference

@Suite struct WidgetFamilyRawValueTests {
    @Test("Apple's integer raw values name the families in the SDK's declaration order")
    func integerRawValues() {
        // A preview that builds its entry's family from Apple's numbers, as code written for iOS does.
        let families = (0..<4).map { WidgetFamily(rawValue: $0) }
        #expect(families == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        // 4 is watchOS's accessoryCorner in the SDK's order; the Lock Screen families follow it.
        #expect(WidgetFamily(rawValue: 4) == nil)
        #expect((5...7).map { WidgetFamily(rawValue: $0) } == [.accessoryCircular, .accessoryRectangular, .accessoryInline])
        #expect(WidgetFamily(rawValue: -1) == nil)
    }

    @Test("A family stored as its raw value is an Int, as code written for iOS keeps it")
    func rawValueIsAnInt() {
        // An app's shared settings keep the last size a widget was shown in as an Int.
        var lastWidgetSize: Int = -1
        lastWidgetSize = WidgetFamily.systemLarge.rawValue
        #expect(lastWidgetSize == 2)
        #expect(WidgetFamily(rawValue: lastWidgetSize) == .systemLarge)
    }

    @Test("Reports and the command line still spell a family by its case name")
    func caseNames() {
        #expect(WidgetFamily.allCases.allSatisfy { WidgetFamily(caseName: $0.caseName) == $0 })
        #expect(WidgetFamily(caseName: "systemMedium") == .systemMedium)
        #expect(WidgetFamily(caseName: "2") == nil)
        #expect("\(WidgetFamily.accessoryInline)" == "accessoryInline")
    }
}
