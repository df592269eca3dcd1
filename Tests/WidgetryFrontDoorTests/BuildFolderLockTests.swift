import Foundation
import Synchronization
import Testing
@testable import WidgetryFrontDoor

/// Two checks building in Widgetry's shared build folder at once: the second waits for the first's whole build.
@Suite struct BuildFolderLockTests {
    @Test("A second holder waits until the first has finished, and is told it waits")
    func secondHolderWaits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("build-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = Mutex<[String]>([])
        let firstHolds = DispatchSemaphore(value: 0)
        let first = Thread {
            _ = try? BuildFolderLock.withLock(in: folder) {
                events.withLock { $0.append("first starts") }
                firstHolds.signal()
                Thread.sleep(forTimeInterval: 0.3)
                events.withLock { $0.append("first ends") }
            }
        }
        first.start()
        firstHolds.wait()
        // flock locks belong to each open of the file, so a second open in this process conflicts as another process's would.
        try BuildFolderLock.withLock(in: folder, waiting: { events.withLock { $0.append("second waits") } }) {
            events.withLock { $0.append("second runs") }
        }
        #expect(events.withLock { $0 } == ["first starts", "second waits", "first ends", "second runs"])
    }

    @Test("The lock is free again after a holder throws")
    func releasedAfterThrow() throws {
        struct Failed: Error {}
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("build-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: Failed.self) { try BuildFolderLock.withLock(in: folder) { throw Failed() } }
        var waited = false
        try BuildFolderLock.withLock(in: folder, waiting: { waited = true }) {}
        #expect(!waited)
    }
}
