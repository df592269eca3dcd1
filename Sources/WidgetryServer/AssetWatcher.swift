import Foundation

/// Polls a folder's files' modification times and sizes, and calls back when they change.
///
/// Polling is simple and works the same on Linux and macOS, on network and container file systems where
/// inotify and FSEvents do not reach; an asset folder holds tens of files, so a listing a second is cheap.
public struct AssetWatcher: Sendable {
    /// The folder watched.
    public let directory: URL
    /// Seconds between polls.
    public let interval: Double

    /// A watcher of `directory` polling every `interval` seconds.
    public init(directory: URL, interval: Double = 1) {
        self.directory = directory
        self.interval = max(0.05, interval)
    }

    /// Every file under the folder with its size and modification time, sorted; hidden files (editors'
    /// swap files) are skipped.
    public func fingerprint() -> [String] {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var lines: [String] = []
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let modified = values.contentModificationDate?.timeIntervalSince1970 ?? 0
            lines.append("\(url.path)|\(values.fileSize ?? -1)|\(modified)")
        }
        return lines.sorted()
    }

    /// Polls until the task is cancelled, calling `onChange` after each change.
    public func run(onChange: @Sendable () -> Void) async {
        var last = fingerprint()
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(Int(interval * 1000)))
            if Task.isCancelled { break }
            let now = fingerprint()
            if now != last {
                last = now
                onChange()
            }
        }
    }
}
