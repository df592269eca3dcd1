import Foundation
import Synchronization
import WidgetryFindings
import WidgetryGraphics
import WidgetryLocalization

/// Where `Image("name")` and `Color("name")` are looked up: folders of image files (`name.png`,
/// `name@2x.png`, `name.jpg`) and Xcode asset catalogs (`*.xcassets` with `name.imageset` and
/// `name.colorset`), so a widget's existing assets work unchanged.
///
/// A catalog owns its caches (file lookups and decoded images), so two catalogs never see each other's
/// files: ``reloaded()`` gives a catalog over the same folders that reads every file again, and the old
/// caches are freed with the last copy of the old catalog. Copies share their caches.
public struct AssetCatalog: Sendable, Hashable {
    /// The folders searched, in order.
    public let directories: [URL]
    /// The decoded images of this catalog's files.
    public let images: ImageStore
    let lookups: LookupCache

    /// A catalog over `directories`, with empty caches.
    public init(directories: [URL] = []) {
        self.directories = directories
        images = ImageStore()
        lookups = LookupCache()
    }

    /// A catalog over the same folders with empty caches: what a file watcher hands out after an edit.
    public func reloaded() -> AssetCatalog { AssetCatalog(directories: directories) }

    /// Catalogs are equal when they are copies of one another (same folders, same caches).
    public static func == (lhs: AssetCatalog, rhs: AssetCatalog) -> Bool {
        lhs.directories == rhs.directories && lhs.lookups === rhs.lookups
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(directories)
        hasher.combine(ObjectIdentifier(lookups))
    }

    /// File lookups by name, per catalog.
    final class LookupCache: Sendable {
        let images = Mutex<[String: ImageAsset?]>([:])
        /// The string tables, read on first use (`AssetCatalog+Strings.swift`).
        let strings = Mutex<Result<LocalizationBundle?, any Error>?>(nil)
    }

    /// An image file found for a name, with the scale its file name or catalog entry declares.
    public struct ImageAsset: Sendable, Hashable {
        /// The file's path.
        public var path: String
        /// Pixels per point of the file: 2 for `name@2x.png`.
        public var scale: CGFloat
        /// Whether the catalog renders it as a template (`"template-rendering-intent": "template"` in the set's
        /// `Contents.json`, Xcode's Render As › Template Image): drawn in the foreground colour through its alpha.
        public var isTemplate = false
    }

    /// The best file for `name`: the highest-resolution variant found.
    public func image(named name: String) -> ImageAsset? {
        if let cached = lookups.images.withLock({ $0[name] }) { return cached }
        let found = findImage(named: name)
        lookups.images.withLock { $0[name] = found }
        return found
    }

    private func findImage(named name: String) -> ImageAsset? {
        let fileManager = FileManager.default
        for directory in directories {
            for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
                for ext in ["png", "jpg", "jpeg", "PNG", "JPG"] {
                    let url = directory.appendingPathComponent("\(name)\(suffix).\(ext)")
                    if fileManager.fileExists(atPath: url.path) { return ImageAsset(path: url.path, scale: scale) }
                }
            }
            for catalog in xcassets(in: directory) {
                if let set = Self.assetSet("\(name).imageset", in: catalog), let asset = imageSet(at: set) { return asset }
            }
        }
        return nil
    }

    /// The catalogs a directory stands for: itself when it is one (the front door passes a target's
    /// catalogs directly), else the catalogs inside it.
    private func xcassets(in directory: URL) -> [URL] {
        if directory.pathExtension == "xcassets" { return [directory] }
        let contents = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return contents.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
    }

    /// The set folder named `setName` in `catalog`, at its top or inside the plain folders Xcode uses to
    /// group assets (names stay unique across groups unless a folder provides a namespace).
    static func assetSet(_ setName: String, in catalog: URL) -> URL? {
        let direct = catalog.appendingPathComponent(setName)
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let children = (try? FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)) ?? []
        for child in children.sorted(by: { $0.path < $1.path }) where child.pathExtension.isEmpty {
            if let found = assetSet(setName, in: child) { return found }
        }
        return nil
    }

    /// Reads an `.imageset`'s `Contents.json` (`images: [{filename, scale: "2x"}]`, `properties:
    /// {template-rendering-intent}`). A PDF is a vector image whose page size is its size in points, however it is
    /// listed (single scale, or "Preserve Vector Data"), so it is decoded at ``ImageStore/vectorImageScale`` and
    /// preferred over bitmaps of the same set.
    private func imageSet(at url: URL) -> ImageAsset? {
        guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        let properties = json["properties"] as? [String: Any]
        let isTemplate = properties?["template-rendering-intent"] as? String == "template"
        let candidates = images.compactMap { entry -> ImageAsset? in
            guard let file = entry["filename"] as? String else { return nil }
            let isVector = (file as NSString).pathExtension.lowercased() == "pdf"
            let scale = isVector ? ImageStore.vectorImageScale : CGFloat(Double((entry["scale"] as? String ?? "1x").dropLast()) ?? 1)
            return ImageAsset(path: url.appendingPathComponent(file).path, scale: scale, isTemplate: isTemplate)
        }
        return candidates.max { $0.scale < $1.scale }
    }

    /// A named colour for a colour scheme, from a `.colorset`, or the finding that says it is missing
    /// (SwiftUI then draws clear).
    public func color(named name: String, scheme: ColorScheme) -> Result<RGBAColor, MissingAsset> {
        color(named: name, scheme: scheme, increasedContrast: false).map(\.color)
    }

    /// A colour set's colour as read for one appearance and contrast, and whether the set has a high-contrast
    /// variant at all (then the colour depends on Increase Contrast).
    public struct CatalogColor: Sendable, Hashable {
        /// The colour.
        public var color: RGBAColor
        /// Whether the set has a high-contrast variant (Xcode's "High Contrast" appearance).
        public var hasHighContrastVariant: Bool
    }

    /// A named colour for a colour scheme and contrast: the set's high-contrast variant under Increase Contrast
    /// when it has one (Xcode's Attributes inspector, "High Contrast": `"appearance": "contrast", "value":
    /// "high"` in `Contents.json`), else its standard one; or the finding that says it is missing.
    public func color(named name: String, scheme: ColorScheme, increasedContrast: Bool) -> Result<CatalogColor, MissingAsset> {
        for directory in directories {
            for catalog in xcassets(in: directory) {
                guard let set = Self.assetSet("\(name).colorset", in: catalog) else { continue }
                if let color = Self.colorSet(set.appendingPathComponent("Contents.json"), scheme: scheme, increasedContrast: increasedContrast) {
                    return .success(color)
                }
            }
        }
        let searched = directories.isEmpty ? "no asset folders were given" : directories.map(\.path).joined(separator: ", ")
        return .failure(MissingAsset(finding: Finding(
            kind: .missingColor, message: "no colour named '\(name)' in the asset catalog (\(searched)); it is drawn clear, as SwiftUI does",
            suggestion: "add \(name).colorset to an .xcassets folder in the widget's asset folder")))
    }

    /// An asset that could not be found, as the finding to report.
    public struct MissingAsset: Error, Sendable {
        /// The finding, without a path.
        public var finding: Finding
    }

    private static func colorSet(_ url: URL, scheme: ColorScheme, increasedContrast: Bool) -> CatalogColor? {
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: String]])?.contains { $0["value"] == "dark" } ?? false
        }
        func isHighContrast(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: String]])?.contains { $0["appearance"] == "contrast" && $0["value"] == "high" } ?? false
        }
        let hasHighContrast = colors.contains(where: isHighContrast)
        // The variant for this appearance and contrast; without a high-contrast one, the standard one.
        let entry = colors.first { isDark($0) == (scheme == .dark) && isHighContrast($0) == (increasedContrast && hasHighContrast) }
            ?? colors.first { isDark($0) == (scheme == .dark) && !isHighContrast($0) }
            ?? colors.first
        guard let components = (entry?["color"] as? [String: Any])?["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double {
            let raw = components[key].map { "\($0)" } ?? "1"
            if raw.hasPrefix("0x"), let value = Int(raw.dropFirst(2), radix: 16) { return Double(value) / 255 }
            let value = Double(raw) ?? 1
            return value > 1 ? value / 255 : value
        }
        let color = RGBAColor(red: component("red"), green: component("green"), blue: component("blue"), alpha: component("alpha"))
        return CatalogColor(color: color, hasHighContrastVariant: hasHighContrast)
    }
}

extension AssetCatalog {
    /// The file of the data set `name` (`name.dataset` in an asset catalog: the file its `Contents.json`
    /// lists under `data`, else the set's only other file), or nil when no catalog has the set. What
    /// `NSDataAsset(name:)` reads.
    public func dataFile(named name: String) -> URL? {
        for directory in directories {
            for catalog in xcassets(in: directory) {
                guard let set = Self.assetSet(name + ".dataset", in: catalog) else { continue }
                let contents = set.appendingPathComponent("Contents.json")
                if let json = try? JSONSerialization.jsonObject(with: Data(contentsOf: contents)) as? [String: Any],
                   let entries = json["data"] as? [[String: Any]],
                   let filename = entries.compactMap({ $0["filename"] as? String }).first {
                    return set.appendingPathComponent(filename)
                }
                let files = (try? FileManager.default.contentsOfDirectory(at: set, includingPropertiesForKeys: nil)) ?? []
                if let only = files.filter({ $0.lastPathComponent != "Contents.json" }).sorted(by: { $0.path < $1.path }).first { return only }
            }
        }
        return nil
    }

    /// The catalog a process's own code reads outside a view: the folders in `WIDGETRY_ASSETS` (colon
    /// separated; the front door passes the target's asset catalogs this way), else `Assets/` and the
    /// asset catalogs where the command runs.
    public static var ofProcess: AssetCatalog {
        namedByEnvironment ?? AssetCatalog(directories: [URL(fileURLWithPath: "Assets"), URL(fileURLWithPath: ".")])
    }

    /// The folders a check names in `WIDGETRY_ASSETS`, or `nil` when it names none. Where it names them, an
    /// asset none holds is missing, as in the built app's bundle (`UIImage(named:)` answers `nil`).
    public static var namedByEnvironment: AssetCatalog? {
        guard let list = ProcessInfo.processInfo.environment["WIDGETRY_ASSETS"], !list.isEmpty else { return nil }
        return AssetCatalog(directories: list.split(separator: ":").map { URL(fileURLWithPath: String($0)) })
    }
}
