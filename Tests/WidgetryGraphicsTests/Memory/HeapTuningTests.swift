import Testing
import WidgetryGraphics

@Suite("Heap tuning")
struct HeapTuningTests {
    #if canImport(Glibc)
    @Test("glibc takes the settings that keep freed memory for the next layout, also when set twice")
    func glibcAcceptsSettings() {
        #expect(HeapTuning.retainFreedMemory())
        // The command and a widget's own main may both call it.
        #expect(HeapTuning.retainFreedMemory())
    }
    #endif
}
