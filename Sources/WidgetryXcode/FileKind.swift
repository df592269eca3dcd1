import Foundation

/// What a file in a target is to Widgetry, from its name as Xcode decides it: by extension.
enum FileKind: Sendable, Equatable {
    case swift
    case assetCatalog
    case font
    case strings
    /// A SiriKit intent definition, from which Xcode generates the intent classes at build time.
    case intentDefinition
    /// A Core Data model, from which Xcode generates the entity classes at build time.
    case dataModel
    case other

    init(name: String) {
        switch (name as NSString).pathExtension.lowercased() {
        case "swift": self = .swift
        case "xcassets": self = .assetCatalog
        case "ttf", "otf", "ttc": self = .font
        case "strings", "stringsdict", "xcstrings": self = .strings
        case "intentdefinition": self = .intentDefinition
        case "xcdatamodeld", "xcdatamodel": self = .dataModel
        default: self = .other
        }
    }

    init(url: URL) { self.init(name: url.lastPathComponent) }

    /// Folders Xcode treats as one file (bundles and documents), which are never descended into.
    static func isPackage(folderName name: String) -> Bool {
        packageExtensions.contains((name as NSString).pathExtension.lowercased())
    }

    private static let packageExtensions: Set<String> = [
        "xcassets", "xcstickers", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework",
        "xcframework", "appex", "app", "scnassets", "docc", "playground", "mlpackage", "mlmodelc", "rcproject",
        "reality", "xcodeproj", "xcworkspace", "icon",
    ]
}
