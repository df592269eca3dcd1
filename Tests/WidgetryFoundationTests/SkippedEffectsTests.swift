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

    @Test("collecting gathers every call told on its thread while it runs, each once, even when told before; nested scopes restore the outer one")
    func collectingPerScope() {
        let message = "a scan (test \(UUID().uuidString))"
        SkippedEffects.note("CoreBluetooth", message)  // told already: the scope still collects it
        let outer = SkippedEffects.collecting { () -> Int in
            SkippedEffects.note("CoreBluetooth", message)
            let inner = SkippedEffects.collecting { SkippedEffects.note("CoreMotion", "updates (\(message))") }
            #expect(inner.skipped == ["CoreMotion: updates (\(message))"])
            SkippedEffects.note("CoreBluetooth", message)
            return 7
        }
        #expect(outer.result == 7)
        #expect(outer.skipped == ["CoreBluetooth: \(message)"])
        // Outside any scope nothing is collected, and another thread's calls are not this scope's.
        let other = SkippedEffects.collecting { () -> Void in
            let done = DispatchSemaphore(value: 0)
            Thread { SkippedEffects.note("CoreBluetooth", "elsewhere (\(message))"); done.signal() }.start()
            done.wait()
        }
        #expect(other.skipped.isEmpty)
    }
}
