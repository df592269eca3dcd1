import Foundation
import Synchronization
import WidgetryGraphics

/// Where `Image("name")` and `Color("name")` are looked up: folders of image files (`name.png`,
/// `name@2x.png`, `name.jpg`) and Xcode asset catalogs (`*.xcassets` with `name.imageset` and
/// `name.colorset`), so a widget's existing assets work unchanged.
public struct AssetCatalog: Sendable, Hashable {
    /// The folders searched, in order.
    public var directories: [URL]

    /// A catalog over `directories`.
    public init(directories: [URL] = []) { self.directories = directories }

    /// An image file found for a name, with the scale its file name or catalog entry declares.
    public struct ImageAsset: Sendable, Hashable {
        /// The file's path.
        public var path: String
        /// Pixels per point of the file: 2 for `name@2x.png`.
        public var scale: CGFloat
    }

    private static let imageCache = Mutex<[String: ImageAsset?]>([:])

    /// The best file for `name`: the highest-resolution variant found.
    public func image(named name: String) -> ImageAsset? {
        let key = directories.map(\.path).joined(separator: "|") + "#" + name
        if let cached = Self.imageCache.withLock({ $0[key] }) { return cached }
        let found = findImage(named: name)
        Self.imageCache.withLock { $0[key] = found }
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
                let set = catalog.appendingPathComponent("\(name).imageset")
                if let asset = imageSet(at: set) { return asset }
            }
        }
        return nil
    }

    private func xcassets(in directory: URL) -> [URL] {
        let contents = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return contents.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
    }

    /// Reads an `.imageset`'s `Contents.json` (`images: [{filename, scale: "2x"}]`).
    private func imageSet(at url: URL) -> ImageAsset? {
        guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        let candidates = images.compactMap { entry -> ImageAsset? in
            guard let file = entry["filename"] as? String else { return nil }
            let scale = CGFloat(Double((entry["scale"] as? String ?? "1x").dropLast()) ?? 1)
            return ImageAsset(path: url.appendingPathComponent(file).path, scale: scale)
        }
        return candidates.max { $0.scale < $1.scale }
    }

    /// A named colour for a colour scheme, from a `.colorset`; clear (and a warning) when missing, which
    /// is what SwiftUI draws for a colour it cannot find.
    public func color(named name: String, scheme: ColorScheme) -> RGBAColor {
        for directory in directories {
            for catalog in xcassets(in: directory) {
                let file = catalog.appendingPathComponent("\(name).colorset/Contents.json")
                if let color = Self.colorSet(file, scheme: scheme) { return color }
            }
        }
        WarningCenter.shared.report(GraphicsWarning(
            kind: .missingImage("Color(\"\(name)\")"),
            message: "no colour named '\(name)' in the asset catalog (\(directories.map(\.path).joined(separator: ", ")));"
                + " it is drawn clear, as SwiftUI does. Add \(name).colorset to an .xcassets folder in the asset directory."))
        return .clear
    }

    private static func colorSet(_ url: URL, scheme: ColorScheme) -> RGBAColor? {
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: String]])?.contains { $0["value"] == "dark" } ?? false
        }
        let entry = colors.first { isDark($0) == (scheme == .dark) } ?? colors.first
        guard let components = (entry?["color"] as? [String: Any])?["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double {
            let raw = components[key].map { "\($0)" } ?? "1"
            if raw.hasPrefix("0x"), let value = Int(raw.dropFirst(2), radix: 16) { return Double(value) / 255 }
            let value = Double(raw) ?? 1
            return value > 1 ? value / 255 : value
        }
        return RGBAColor(red: component("red"), green: component("green"), blue: component("blue"), alpha: component("alpha"))
    }
}
