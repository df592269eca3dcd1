import Foundation
import Synchronization
import WidgetryKit
import WidgetryUI

/// The widgets being served and the version of their assets.
///
/// When a watched asset folder changes, every widget is given a reloaded asset catalog over the same
/// folders (``AssetCatalog/reloaded()``): new catalogs start with empty caches, so an edited or added
/// image shows up, and the old caches are freed once no render holds them. Nothing is copied, so memory
/// and disk stay flat however many edits a session sees.
public final class LiveCatalog: Sendable {
    private struct State {
        var catalog: WidgetCatalog
        var version = 0
    }

    /// The catalog as given, with its original asset folders.
    public let base: WidgetCatalog
    /// The folder watched for changes, if any.
    public let watchedDirectory: URL?
    private let state: Mutex<State>

    /// Serves `catalog`. When `watchedDirectory` is set it is the widgets' asset folder and is searched first.
    public init(catalog: WidgetCatalog, watchedDirectory: URL?) {
        base = catalog
        let watched = watchedDirectory?.standardizedFileURL
        self.watchedDirectory = watched
        state = Mutex(State(catalog: watched.map { Self.catalog(catalog, assetsIn: $0) } ?? catalog))
    }

    /// `catalog` with `folder` first in every widget's asset folders.
    private static func catalog(_ catalog: WidgetCatalog, assetsIn folder: URL) -> WidgetCatalog {
        var moved = catalog
        moved.widgets = catalog.widgets.map { widget in
            let others = widget.assets.directories.filter { $0.standardizedFileURL.path != folder.path }
            return RegisteredWidget(widget.type, assets: AssetCatalog(directories: [folder] + others))
        }
        return moved
    }

    /// The catalog to render from now, and its version.
    public var current: (catalog: WidgetCatalog, version: Int) {
        state.withLock { ($0.catalog, $0.version) }
    }

    /// The asset version.
    public var version: Int { state.withLock { $0.version } }

    /// Gives every widget a reloaded asset catalog and bumps the version.
    @discardableResult
    public func assetsChanged() -> Int {
        state.withLock { state in
            state.version += 1
            state.catalog.widgets = state.catalog.widgets.map { RegisteredWidget($0.type, assets: $0.assets.reloaded()) }
            return state.version
        }
    }
}
