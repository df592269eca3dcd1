import Foundation

/// Which of a widget extension's files changed since it last looked: each file's modification date and size,
/// compared between two looks. `widgetry serve --project …` looks twice a second and rebuilds on a change.
///
/// Polling rather than inotify: it needs no C interop, sees files on any file system (network mounts and
/// containers' bind mounts included), and a widget extension has tens to hundreds of files, which a look reads
/// in well under a millisecond each.
public struct SourceWatcher: Sendable {
    /// What a look saw of one file; `nil` for a file that is gone.
    struct Stamp: Equatable, Sendable {
        var modified: Date
        var size: Int
    }

    /// The files watched.
    public private(set) var files: [URL]
    private var stamps: [URL: Stamp?]

    /// Watches `files`, taking their current state as the starting point.
    public init(files: [URL]) {
        self.files = files
        stamps = Dictionary(files.map { ($0, Self.stamp(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The files whose date or size changed since the last look (or since `init`), including those removed or
    /// created again; remembers what it saw.
    public mutating func changes() -> [URL] {
        var changed: [URL] = []
        for file in files {
            let now = Self.stamp(of: file)
            if stamps[file] != now {
                changed.append(file)
                stamps[file] = now
            }
        }
        return changed
    }

    /// Watches `files` from now on, keeping what it knew of those it already watched (a rebuild can add files:
    /// a new Swift file in a synchronized folder).
    public mutating func watch(_ files: [URL]) {
        for file in files where stamps[file] == nil { stamps[file] = Self.stamp(of: file) }
        self.files = files
    }

    private static func stamp(of file: URL) -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let modified = attributes[.modificationDate] as? Date else { return nil }
        return Stamp(modified: modified, size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
}
