import Foundation
import Testing
import WidgetryFoundation

/// Transformers as Core Data models name them for transformable attributes: an app's subclass, registered by name, and
/// Foundation's secure-unarchiving one.
@Suite struct ValueTransformerTests {
    final class ScoresTransformer: ValueTransformer, @unchecked Sendable {
        override class func allowsReverseTransformation() -> Bool { true }
        override func transformedValue(_ value: Any?) -> Any? {
            guard let scores = value as? [Double] else { return nil }
            return try? JSONEncoder().encode(scores)
        }
        override func reverseTransformedValue(_ value: Any?) -> Any? {
            guard let data = value as? Data else { return nil }
            return try? JSONDecoder().decode([Double].self, from: data)
        }
    }

    @Test("A subclass transforms both ways and is found under the name it was registered with")
    func subclassRegisteredByName() throws {
        let name = NSValueTransformerName("ScoresTransformer")
        ValueTransformer.setValueTransformer(ScoresTransformer(), forName: name)
        let transformer = try #require(ValueTransformer.registered(forName: name))
        let data = transformer.transformedValue([1.5, 2])
        #expect(transformer.reverseTransformedValue(data) as? [Double] == [1.5, 2])
        #expect(ValueTransformer.valueTransformerNames().contains(name))
        // The base class passes values through and, not reversible, gives nothing back (Foundation raises there).
        #expect(ValueTransformer().transformedValue("x") as? String == "x" && ValueTransformer().reverseTransformedValue("x") == nil)
    }

    @Test("NSSecureUnarchiveFromDataTransformer archives an array and reads it back")
    func secureUnarchive() {
        let transformer = NSSecureUnarchiveFromDataTransformer()
        let data = transformer.reverseTransformedValue(NSArray(array: [NSNumber(value: 3), NSString(string: "a")]))
        #expect(data is Data)
        let back = transformer.transformedValue(data) as? NSArray
        #expect(back?.count == 2 && (back?[0] as? NSNumber)?.intValue == 3)
        #expect(NSValueTransformerName.secureUnarchiveFromDataTransformerName.rawValue == "NSSecureUnarchiveFromData")
    }
}
