import Foundation
import WidgetryXcode

extension FrontDoor {
    /// The widget's Xcode target, found for `--sources` folders in a project beside them: Xcode builds the widget from
    /// that target, so its compilation conditions, files and resources decide what the front door compiles.
    struct WidgetTarget: Equatable {
        var name: String
        /// What the project reader resolved for it: its settings and resources, its frameworks'. `nil` when the target
        /// could not be resolved (then its files alone are known).
        var resolved: TargetSources?
        /// The Swift files it compiles, with its frameworks' (standardized paths): Xcode compiles each, used or not, so
        /// the name-reachability rule keeps them.
        var compiledFiles: Set<String>
        /// The Swift files it lists itself (standardized paths), without its frameworks'.
        var ownFiles: Set<String> = []

        /// Its active compilation conditions (`DEBUG`, `WIDGET_EXTENSION`), which its files' `#if`s test.
        var conditions: [String] { resolved?.compilationConditions ?? [] }
        /// What it and its frameworks compile that is not Swift.
        var resources: TargetResources { resolved.map(TargetResources.init(compiledBy:)) ?? TargetResources() }
        /// Whether its `/…/` regex literals parse (`SWIFT_ENABLE_BARE_SLASH_REGEX`, on unless `NO`).
        var enablesBareSlashRegex: Bool { resolved?.enablesBareSlashRegex ?? true }
        /// The modules its bridging header imports, which each of its Swift files sees without an `import`.
        var headerImports: [String] { resolved?.headerImports ?? [] }

        /// The Swift files it lists that the checkout does not have (sorted paths): a file never committed, or git-ignored
        /// (a secrets file). Xcode would stop on each; here what they declare is missing, so the user is told which.
        var listedFilesNotOnDisk: [String] {
            ownFiles.filter { !FileManager.default.fileExists(atPath: $0) }.sorted()
        }

        /// The app-extension target that lists files of `widgetFolder` (the first `--sources` folder): a widget extension
        /// before any other extension (an intents extension may share a file), then the one listing most of the folder.
        static func find(for widgetFolder: URL, in listings: [ProjectListing]) -> (target: WidgetTarget, listing: ProjectListing)? {
            let prefix = widgetFolder.standardizedFileURL.path + "/"
            let candidates = listings.flatMap { listing in
                listing.targets.map { target in
                    (listing: listing, target: target, files: listing.ownFiles[target.name, default: []].filter { $0.hasPrefix(prefix) }.count)
                }
            }.filter { $0.files > 0 && $0.target.productType == "com.apple.product-type.app-extension" }
            guard let chosen = candidates.max(by: { ($0.target.isWidgetExtension ? 1 : 0, $0.files) < ($1.target.isWidgetExtension ? 1 : 0, $1.files) })
            else { return nil }
            let name = chosen.target.name
            let widget = WidgetTarget(name: name, resolved: chosen.listing.sources[name],
                                      compiledFiles: chosen.listing.compiledBy[name, default: []],
                                      ownFiles: chosen.listing.ownFiles[name, default: []])
            return (widget, chosen.listing)
        }
    }

    /// The asset catalogs, Core Data models and intent definitions a target compiles, with its frameworks'.
    struct TargetResources: Equatable {
        var assetCatalogs: [URL] = []
        var dataModels: [URL] = []
        var intentDefinitions: [URL] = []

        init(assetCatalogs: [URL] = [], dataModels: [URL] = [], intentDefinitions: [URL] = []) {
            self.assetCatalogs = assetCatalogs
            self.dataModels = dataModels
            self.intentDefinitions = intentDefinitions
        }

        /// What `target` and the frameworks it depends on compile.
        init(compiledBy target: TargetSources) {
            let targets = [target] + target.dependencies
            self.init(assetCatalogs: targets.flatMap(\.assetCatalogs), dataModels: targets.flatMap(\.dataModels),
                      intentDefinitions: targets.flatMap(\.intentDefinitions))
        }
    }
}

extension TargetSources {
    /// Adds the Swift files `widget` lists itself that are not here yet and are on disk (a helper in the app's folder the
    /// widget's target compiles, outside every `--sources` folder); returns what was added, sorted. Xcode compiles each into
    /// the widget, so the widget's code may use what they declare. Its frameworks' files are left to their own modules.
    mutating func adding(swiftFilesOf widget: FrontDoor.WidgetTarget) -> [URL] {
        let have = Set(swiftFiles.map(\.standardizedFileURL.path))
        let missing = widget.ownFiles.subtracting(have).sorted()
            .filter { FileManager.default.fileExists(atPath: $0) }
            .map { URL(fileURLWithPath: $0) }
        swiftFiles = (swiftFiles + missing).sorted { $0.path < $1.path }
        return missing
    }

    /// Adds the asset catalogs, Core Data models and intent definitions not already here; returns what was added.
    mutating func adding(_ resources: FrontDoor.TargetResources) -> [URL] {
        func adding(_ new: [URL], to list: inout [URL]) -> [URL] {
            let have = Set(list.map(\.standardizedFileURL.path))
            let missing = new.filter { !have.contains($0.standardizedFileURL.path) }
            list += missing
            return missing
        }
        return adding(resources.assetCatalogs, to: &assetCatalogs) + adding(resources.dataModels, to: &dataModels)
            + adding(resources.intentDefinitions, to: &intentDefinitions)
    }
}
