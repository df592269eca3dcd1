import Foundation

/// Which Widgetry a generated package's modules were last compiled against: every file of Widgetry's `Sources` and its
/// manifest and pins, by path, size and modification time.
///
/// After Widgetry changes (a `git pull`, a new `make install`), SwiftPM recompiles Widgetry's modules but does not always
/// recompile a user's module that depends on them: a changed signature then fails to link, and a public struct that
/// gained a stored property is read with its old layout, which crashes at run time. A package whose stamp differs from
/// the current one has its own modules compiled again from scratch (``BuildFolder/forgetModules(_:in:)``); Widgetry's and
/// its dependencies' stay. Stat-ing Widgetry's thousand-odd files takes milliseconds.
enum WidgetrySourcesStamp {
    /// The file in the generated package's folder that holds the stamp of its last successful build.
    static let fileName = ".widgetry-sources-stamp"

    /// The stamp of the Widgetry at `widgetryPackage`.
    static func current(of widgetryPackage: URL) -> String {
        let manager = FileManager.default
        var entries: [String] = []
        func add(_ url: URL, as relative: String) {
            guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { return }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            entries.append("\(relative) \(size) \(modified)")
        }
        for name in ["Package.swift", "Package.resolved"] { add(widgetryPackage.appendingPathComponent(name), as: name) }
        let sources = widgetryPackage.appendingPathComponent("Sources")
        let enumerator = manager.enumerator(at: sources, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            add(url, as: String(url.path.dropFirst(sources.path.count)))
        }
        // FNV-1a over the sorted entries: the enumeration order is the file system's, and Swift's Hasher is seeded per process.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in entries.sorted().joined(separator: "\n").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\(entries.count) files, \(String(hash, radix: 16))"
    }

    /// The stamp the package's last successful build recorded, or nil when it has none.
    static func recorded(in packageFolder: URL) -> String? {
        try? String(contentsOf: packageFolder.appendingPathComponent(fileName), encoding: .utf8)
    }

    /// Records `stamp` as the one the package's modules were compiled against.
    static func record(_ stamp: String, in packageFolder: URL) {
        try? stamp.write(to: packageFolder.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
    }
}
