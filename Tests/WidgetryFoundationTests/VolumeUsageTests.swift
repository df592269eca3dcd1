import Foundation
import Testing
import WidgetryFoundation

/// A storage widget's helper, as apps write it: the important-usage capacity is nil here, and a note says why.
@Suite struct VolumeUsageTests {
    @Test func importantUsageIsNilAndNoted() throws {
        let (free, notes) = try SkippedEffects.collecting { () throws -> Int64? in
            let values = try URL(fileURLWithPath: NSHomeDirectory()).resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey, .volumeTotalCapacityKey])
            return values.volumeAvailableCapacityForImportantUsage
        }
        #expect(free == nil)
        #expect(notes.contains { $0.contains("volumeAvailableCapacityForImportantUsage is nil") })
    }
}
