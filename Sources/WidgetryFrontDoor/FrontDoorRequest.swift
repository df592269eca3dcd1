import Foundation
import WidgetryXcode

/// What the front door is asked to build: an Xcode project's target or plain folders, with the
/// frameworks, conditions and assets a command line adds (`widgetry check --project … --target …`,
/// `--sources DIR`, `--module NAME=DIR`, `--define NAME`, `--assets DIR`).
public struct FrontDoorRequest: Sendable {
    /// A framework the widget imports, compiled from a folder as module `name` (`--module NAME=DIR`).
    public struct ModuleFolder: Sendable, Hashable {
        /// The module name the widget imports.
        public var name: String
        /// The folder of its Swift files.
        public var folder: URL
        /// A module folder.
        public init(name: String, folder: URL) { self.name = name; self.folder = folder }

        /// `NAME=DIR`, or nil when either side is missing or the name is not an identifier.
        public init?(argument: String) {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let first = parts[0].first, first.isLetter || first == "_",
                  parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !parts[1].isEmpty else { return nil }
            self.init(name: parts[0], folder: URL(fileURLWithPath: parts[1]))
        }
    }

    /// The `.xcodeproj` folder, if the code is an Xcode project's target.
    public var project: URL?
    /// The widget extension's target in ``project``; nil asks for the list of targets.
    public var target: String?
    /// The build configuration whose settings apply; nil: `Debug`, else the target's default one.
    public var configuration: String?
    /// Folders of the widget's files or shared code (with a project: added to the target's files).
    public var sources: [URL]
    /// Frameworks the widget imports, each from its folder.
    public var modules: [ModuleFolder]
    /// Compilation conditions beyond the target's.
    public var defines: [String]
    /// Asset catalogs or image folders beyond the target's.
    public var assets: [URL]
    /// Where generated packages are kept; nil for `$XDG_CACHE_HOME/widgetry` or `~/.cache/widgetry`.
    public var cacheDirectory: URL?
    /// The Widgetry package the generated package depends on; nil for this tool's own checkout
    /// (`WIDGETRY_PACKAGE` overrides).
    public var widgetryPackage: URL?
    /// Whether the command is `serve`, which the built executable must then offer.
    public var serving = false
    /// Whether the command is `mcp`, which the built executable must then offer.
    public var servingAgents = false
    /// Swift packages added on the command line (`--package-path`, `--package`); a local one stands in for
    /// the project's remote package of the same identity.
    public var packages: [PackageDependency] = []
    /// Whether every file `sources` names is compiled, not only those the widget's code uses (`--all-sources`).
    public var compilesAllSources = false
    /// Only build: report whether the code compiles and what stands in the way, without checking cells.
    public var compatibilityOnly = false
    /// Where the built executable writes its report (the `widgetry` tool's own report stream, as its
    /// standard output carries only reports); nil inherits this process's standard output.
    public var reportOutput: FileHandle?

    /// A request.
    public init(project: URL? = nil, target: String? = nil, configuration: String? = nil, sources: [URL] = [],
                modules: [ModuleFolder] = [], defines: [String] = [], assets: [URL] = [], cacheDirectory: URL? = nil,
                widgetryPackage: URL? = nil) {
        self.project = project
        self.target = target
        self.configuration = configuration
        self.sources = sources
        self.modules = modules
        self.defines = defines
        self.assets = assets
        self.cacheDirectory = cacheDirectory
        self.widgetryPackage = widgetryPackage
    }
}
