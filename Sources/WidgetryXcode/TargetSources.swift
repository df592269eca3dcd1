import Foundation

/// What it takes to compile one target's module on Linux and check its widgets: its Swift files, the
/// compilation conditions and language version, and the resources widgets load (asset catalogs,
/// fonts, strings), plus the same for the frameworks and libraries of the project it depends on.
///
/// Every URL is absolute and standardized; every list of URLs is sorted by path and has no repeats.
public struct TargetSources: Sendable, Equatable {
    /// The target's name (or, for scanned folders, the name given).
    public var name: String
    /// The module name the files are compiled as: `PRODUCT_MODULE_NAME`, which Xcode derives from the
    /// product name by replacing characters an identifier cannot have (`-`, spaces) with `_`.
    public var moduleName: String
    /// The Swift files the target compiles.
    public var swiftFiles: [URL]
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` for the configuration (target over project, `$(inherited)`
    /// resolved), one condition an item, in order, each once.
    public var compilationConditions: [String]
    /// `SWIFT_VERSION` (e.g. "5.0", "6.0"), or nil when the project does not set it.
    public var swiftLanguageVersion: String?
    /// The asset catalogs (`.xcassets` folders) the target copies.
    public var assetCatalogs: [URL]
    /// The font files the target's `Info.plist` names in `UIAppFonts`, found among its resources
    /// (for scanned folders, every font file).
    public var fontFiles: [URL]
    /// `UIAppFonts` entries no resource of the target is at (or whose file is not on disk): the app
    /// would run without these fonts. The entry is the file's path in the bundle: a file in the
    /// target's groups or synchronized folders is at the top (`Inter.ttf`), one in a blue folder
    /// reference under the folder's name (`Fonts/Inter.ttf`).
    public var missingFonts: [String]
    /// `.strings`, `.stringsdict` and `.xcstrings` files, including those inside `*.lproj` folders.
    public var stringFiles: [URL]
    /// The file `INFOPLIST_FILE` names, or nil when the target's Info.plist is generated.
    public var infoPlist: URL?
    /// The framework and static-library targets of the same project this one depends on or links,
    /// each with its own dependencies, so their modules can be compiled first.
    public var dependencies: [TargetSources]
    /// SiriKit intent definitions the target compiles: Xcode generates their intent classes
    /// (`ConfigurationIntent`, its enums and types), and so does the front door.
    public var intentDefinitions: [URL] = []
    /// Core Data models (`.xcdatamodeld`) the target compiles: Xcode generates the classes of entities whose
    /// codegen is "Class Definition" or "Category/Extension", and so does the front door.
    public var dataModels: [URL] = []
    /// The Swift packages whose products the target uses.
    public var packages: [PackageDependency] = []
    /// `.xcconfig` files the target's configurations name that are missing: read as empty.
    public var missingConfigurationFiles: [URL] = []
    /// Whether Xcode generates `ColorResource` and `ImageResource` symbols from the asset catalogs
    /// (`ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS`, on unless set to `NO`).
    public var generatesAssetSymbols = true
    /// Whether Xcode also generates `Color`, `ShapeStyle`, `UIColor` and `UIImage` members for them
    /// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`, which Xcode 15's templates set to `YES`).
    /// Scanned folders have no setting and get the members, except names the code declares itself.
    public var generatesAssetSymbolExtensions = true
    /// What `Bundle.main.infoDictionary` holds in the built widget, as an XML property list: the target's `Info.plist`
    /// with its `$(SETTING)` references expanded, and the keys Xcode adds from build settings (`CFBundleIdentifier`,
    /// versions, `INFOPLIST_KEY_*` when it generates the file). Nil when the target's settings say nothing of it.
    public var infoDictionary: Data?

    /// A target's sources as given; lists of URLs are kept as passed.
    public init(
        name: String, moduleName: String, swiftFiles: [URL] = [], compilationConditions: [String] = [],
        swiftLanguageVersion: String? = nil, assetCatalogs: [URL] = [], fontFiles: [URL] = [], missingFonts: [String] = [],
        stringFiles: [URL] = [], infoPlist: URL? = nil, dependencies: [TargetSources] = []
    ) {
        self.name = name
        self.moduleName = moduleName
        self.swiftFiles = swiftFiles
        self.compilationConditions = compilationConditions
        self.swiftLanguageVersion = swiftLanguageVersion
        self.assetCatalogs = assetCatalogs
        self.fontFiles = fontFiles
        self.missingFonts = missingFonts
        self.stringFiles = stringFiles
        self.infoPlist = infoPlist
        self.dependencies = dependencies
    }

    /// The sources in plain folders (`widgetry check --sources DIR`), found the way a project's
    /// synchronized folder would be: every `.swift` file, asset catalogs (kept whole), fonts
    /// (`.ttf`, `.otf`, `.ttc`) and string files. Hidden folders, `.build*`, `DerivedData`, `*.xcodeproj`,
    /// `*.xcworkspace` and folders whose name ends in `Tests` are skipped: they hold build products,
    /// project files and tests, not the widget's code. Throws ``XcodeProjectError/directoryNotFound(_:)``
    /// for a folder that does not exist.
    public static func scanning(directories: [URL], name: String) throws -> TargetSources {
        let scanner = FolderScanner { relativePath in
            let folder = (relativePath as NSString).lastPathComponent
            let skipped = folder == "DerivedData" || folder.hasSuffix("Tests") || folder.hasSuffix(".xcodeproj") || folder.hasSuffix(".xcworkspace")
            return skipped ? .skip : .descend
        }
        var files = FileSet()
        for directory in directories {
            for entry in try scanner.entries(under: directory.standardizedFileURL) {
                switch FileKind(url: entry.url) {
                case .swift where !entry.isFolder: files.swift.insert(entry.url)
                case .assetCatalog where entry.isFolder: files.assetCatalogs.insert(entry.url)
                case .font where !entry.isFolder: files.fonts.insert(entry.url)
                case .strings where !entry.isFolder: files.strings.insert(entry.url)
                case .intentDefinition where !entry.isFolder: files.intentDefinitions.insert(entry.url)
                case .dataModel where entry.isFolder: files.dataModels.insert(entry.url)
                default: continue
                }
            }
        }
        var sources = TargetSources(
            name: name, moduleName: name.c99Identifier, swiftFiles: files.swift.sortedByPath,
            assetCatalogs: files.assetCatalogs.sortedByPath, fontFiles: files.fonts.sortedByPath, stringFiles: files.strings.sortedByPath)
        sources.intentDefinitions = files.intentDefinitions.sortedByPath
        sources.dataModels = files.dataModels.sortedByPath
        return sources
    }
}
