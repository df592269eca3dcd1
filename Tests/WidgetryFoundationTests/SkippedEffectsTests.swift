import Foundation
import Testing
import WidgetryFoundation

@Suite struct SkippedEffectsTests {
    @Test("A skipped call is told once, and listed once among the notes a report carries")
    func toldOnce() {
        let message = "scanForPeripherals does nothing here (test \(UUID().uuidString))"
        #expect(SkippedEffects.note("CoreBluetooth", message))
        #expect(!SkippedEffects.note("CoreBluetooth", message))
        #expect(SkippedEffects.notes.filter { $0 == "CoreBluetooth: \(message)" }.count == 1)
    }
}
