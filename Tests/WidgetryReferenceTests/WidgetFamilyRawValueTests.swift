import Testing
import WidgetryReference

@Suite struct WidgetFamilyRawValueTests {
    @Test("Apple's integer raw values name the Home Screen families in the SDK's declaration order")
    func integerRawValues() {
        // A preview that builds its entry's family from Apple's numbers, as code written for iOS does.
        let families = (0..<4).map { WidgetFamily(rawValue: $0) }
        #expect(families == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        #expect(WidgetFamily(rawValue: -1) == nil)
        #expect(WidgetFamily(rawValue: 4) == nil)
        // The case-name raw value is untouched.
        #expect(WidgetFamily(rawValue: "systemMedium") == .systemMedium)
    }
}
