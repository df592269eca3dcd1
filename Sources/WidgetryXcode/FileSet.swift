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
struct BundleResource: Sendable, Equatable {
    let bundlePath: String
    let url: URL

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
