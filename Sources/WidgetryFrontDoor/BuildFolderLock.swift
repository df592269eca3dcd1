import Foundation

/// One front-door build at a time in a build folder, across processes.
///
/// Every project's check builds in Widgetry's shared build folder (``BuildFolder``), and a build first clears the
/// saved plan another package left there. SwiftPM's own lock only serializes the `swift build` calls: two checks at
/// once (a CI job per widget on one machine, an agent running two) still interleaved the clearing with the other's
/// build, which then failed with "unable to open …/debug.yaml". An advisory `flock` on a file in the folder spans
/// both; the kernel releases it when a process dies, so a killed check never leaves the folder locked.
enum BuildFolderLock {
    /// Runs `body` holding the folder's lock; `waiting` is called once if another process holds it first.
    static func withLock<T>(in folder: URL, waiting: () -> Void = {}, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("widgetry-build.lock").path
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        // A folder where no lock file can be made (read-only) is used unlocked, as before.
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting()
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
