import Foundation

/// The files found for a target while reading it, kept as sets until they are sorted once.
struct FileSet: Sendable {
    var swift: Set<URL> = []
    var assetCatalogs: Set<URL> = []
    var fonts: Set<URL> = []
    var strings: Set<URL> = []
    var intentDefinitions: Set<URL> = []
    var dataModels: Set<URL> = []
    /// Files the target copies into its bundle: where `UIAppFonts` entries are looked for.
    var resources: [BundleResource] = []

    /// A file a synchronized folder contributes, filed by kind. Xcode copies a synchronized folder's
    /// resources to the bundle's top level (keeping `.lproj` folders), so that is their bundle path.
    mutating func addSynchronized(_ url: URL) {
        switch FileKind(url: url) {
        case .swift:
            swift.insert(url)
        case .assetCatalog:
            assetCatalogs.insert(url)
        case .intentDefinition:
            intentDefinitions.insert(url)
        case .dataModel:
            dataModels.insert(url)
        case .strings:
            strings.insert(url)
            resources.append(BundleResource(flattened: url))
        case .font, .other:
            // The Info.plist is processed into the bundle, not copied as a resource.
            if url.lastPathComponent != "Info.plist" { resources.append(BundleResource(flattened: url)) }
        }
    }
}

/// A file a target copies into its bundle, with its path there (the path `UIAppFonts` names).
/// A file a target copies into its bundle, at its path there (`Nations.json`, `de.lproj/Terms.txt`, `Data/cities.json`
/// for a folder reference).
public struct BundleResource: Sendable, Hashable {
    /// Where the file sits in the bundle.
    public let bundlePath: String
    /// The file in the project.
    public let url: URL

    /// Extensions of files that code reads from its bundle by name (`Bundle.main.url(forResource: "Nations",
    /// withExtension: "json")`): data and text, not the kinds Xcode compiles (catalogs, strings, storyboards) or the
    /// fonts and models Widgetry reads by other means.
    static let readByCode: Set<String> = ["json", "geojson", "plist", "txt", "csv", "tsv", "xml", "yaml", "yml", "html", "md",
                                          "gpx", "rtf", "ics", "vcf", "svg"]

    /// Whether code reads this file by name (``readByCode``); a target's `Info.plist` is the bundle's own, not a resource.
    var isReadByCode: Bool {
        Self.readByCode.contains(url.pathExtension.lowercased()) && url.lastPathComponent != "Info.plist"
    }

    init(bundlePath: String, url: URL) {
        self.bundlePath = bundlePath
        self.url = url
    }

    /// A file copied to the bundle's top level, or into its `.lproj` folder when it is localized.
    init(flattened url: URL) {
        let folder = url.deletingLastPathComponent().lastPathComponent
        self.init(bundlePath: folder.hasSuffix(".lproj") ? folder + "/" + url.lastPathComponent : url.lastPathComponent, url: url)
    }
}

extension Set<URL> {
    /// Sorted by path, so results do not depend on disk or dictionary order.
    var sortedByPath: [URL] { sorted { $0.path < $1.path } }
}
