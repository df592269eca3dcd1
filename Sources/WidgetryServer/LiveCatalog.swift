import Foundation
import Synchronization
import WidgetryKit
import WidgetryUI

/// The widgets being served and the version of their assets.
///
/// When a watched asset folder changes, the folder is copied to a fresh snapshot directory and every
/// widget is given an asset catalog pointing there. The renderer caches image lookups and decoded images
/// by path for the life of the process, so pointing at a new path is what makes an edited or added image
/// show up; the two most recent snapshots are kept because a render may still be reading the older one.
public final class LiveCatalog: Sendable {
    private struct State {
        var catalog: WidgetCatalog
        var version = 0
        var snapshots: [URL] = []
    }

    /// The catalog as given, with its original asset folders.
    public let base: WidgetCatalog
    /// The folder watched for changes, if any.
    public let watchedDirectory: URL?
    /// Where snapshots of the watched folder are written.
    private let snapshotRoot: URL
    private let state: Mutex<State>

    /// Serves `catalog`. When `watchedDirectory` is set it is the widgets' asset folder: it is searched
    /// first, and after each change a snapshot of it takes its place.
    public init(catalog: WidgetCatalog, watchedDirectory: URL?) {
        base = catalog
        let watched = watchedDirectory?.standardizedFileURL
        self.watchedDirectory = watched
        snapshotRoot = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetry-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        state = Mutex(State(catalog: watched.map { Self.catalog(catalog, assetsIn: $0, replacing: $0) } ?? catalog))
    }

    /// `catalog` with `folder` first in every widget's asset folders, in place of `replaced`.
    private static func catalog(_ catalog: WidgetCatalog, assetsIn folder: URL, replacing replaced: URL) -> WidgetCatalog {
        WidgetCatalog(catalog.widgets.map { widget in
            let others = widget.assets.directories.filter { $0.standardizedFileURL.path != replaced.path }
            return RegisteredWidget(widget.type, assets: AssetCatalog(directories: [folder] + others))
        })
    }

    deinit { try? FileManager.default.removeItem(at: snapshotRoot) }

    /// The catalog to render from now, and its version.
    public var current: (catalog: WidgetCatalog, version: Int) {
        state.withLock { ($0.catalog, $0.version) }
    }

    /// The asset version.
    public var version: Int { state.withLock { $0.version } }

    /// Takes a new snapshot of the watched folder and bumps the version. Without a watched folder only the
    /// version moves.
    @discardableResult
    public func assetsChanged() -> Int {
        let next = state.withLock { $0.version + 1 }
        var snapshot: URL?
        if let watchedDirectory {
            let destination = snapshotRoot.appendingPathComponent("v\(next)")
            do {
                try FileManager.default.createDirectory(at: snapshotRoot, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(at: destination)
                try FileManager.default.copyItem(at: watchedDirectory, to: destination)
                snapshot = destination
            } catch {
                // A folder caught mid-save may not copy; the next poll sees the change again and retries.
                snapshot = nil
            }
        }
        return state.withLock { state in
            state.version += 1
            if let snapshot, let watchedDirectory {
                state.catalog = Self.catalog(base, assetsIn: snapshot, replacing: watchedDirectory)
                state.snapshots.append(snapshot)
                while state.snapshots.count > 2 {
                    try? FileManager.default.removeItem(at: state.snapshots.removeFirst())
                }
            }
            return state.version
        }
    }
}
