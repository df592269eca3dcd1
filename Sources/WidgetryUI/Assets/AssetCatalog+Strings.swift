import Foundation
import WidgetryLocalization

extension AssetCatalog {
    /// The string tables among the catalog's folders — String Catalogs (`.xcstrings`), `.strings` and
    /// `.stringsdict` files, in `.lproj` folders or not — read once per catalog; nil when there are none.
    /// A table that cannot be read counts as none here: ``loadStrings()`` reports it, and commands call that
    /// first so a malformed file stops the run with its file and line instead of being ignored.
    public var strings: LocalizationBundle? {
        (try? loadStrings()) ?? nil
    }

    /// The string tables, or the error naming the file and line of the first one that cannot be read.
    public func loadStrings() throws -> LocalizationBundle? {
        try lookups.strings.withLock { cached in
            if let cached { return try cached.get() }
            let result = Result { try Self.readStrings(in: directories) }
            cached = result
            return try result.get()
        }
    }

    /// Every string table file under `directories` (the folders themselves and their subfolders).
    static func stringFiles(in directories: [URL]) -> [URL] {
        let extensions: Set<String> = ["xcstrings", "strings", "stringsdict"]
        var files: [URL] = []
        for directory in directories {
            guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where extensions.contains(url.pathExtension) {
                // Build products and asset catalogs inside the folder never hold the app's own tables.
                let inside = String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count))
                if inside.contains(".xcassets/") || inside.contains("/.build/") { continue }
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    private static func readStrings(in directories: [URL]) throws -> LocalizationBundle? {
        let files = stringFiles(in: directories)
        guard !files.isEmpty else { return nil }
        return try LocalizationBundle(contentsOf: files)
    }
}
