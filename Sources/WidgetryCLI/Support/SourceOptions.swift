import ArgumentParser
import Foundation
import Synchronization

/// The front door's options: where a widget extension's code is when it is not this executable — an
/// Xcode project's target (`--project App.xcodeproj --target MyWidgetExtension`) or plain folders
/// (`--sources DIR`, `--module NAME=DIR`). The `widgetry` tool builds that code against Widgetry in a
/// cache folder and runs the same command on the result (docs/getting-started.md); a widget's own
/// executable is already built, so it refuses them with that advice.
public struct SourceOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("An Xcode project whose widget extension to build and check (with --target).", valueName: "App.xcodeproj"))
    public var project: String?

    @Option(help: "The widget extension's target in --project (the project's targets are listed when it is missing or wrong).")
    public var target: String?

    @Option(name: .customLong("build-configuration"), help: "The project's build configuration whose settings apply (default: Debug, else the target's default configuration).")
    public var buildConfiguration: String?

    @Option(name: .customLong("sources"), help: ArgumentHelp("A folder of the widget's Swift files, or of shared app code, or one shared Swift file; repeat for more.", valueName: "dir|file"))
    public var sources: [String] = []

    @Option(name: .customLong("module"), help: ArgumentHelp("A framework the widget imports, compiled from its folder; repeat for more.", valueName: "name=dir"))
    public var modules: [String] = []

    @Option(name: .customLong("define"), help: ArgumentHelp("A compilation condition, as SWIFT_ACTIVE_COMPILATION_CONDITIONS; repeat for more.", valueName: "name"))
    public var defines: [String] = []

    @Option(name: .customLong("assets"), help: ArgumentHelp("An asset catalog or image folder beyond those found with the sources; repeat for more.", valueName: "dir"))
    public var assets: [String] = []

    @Option(name: .customLong("package-path"), help: ArgumentHelp("A Swift package the widget uses, from a checkout (it stands in for the project's remote package of the same name); repeat for more.", valueName: "dir"))
    public var packagePaths: [String] = []

    @Option(name: .customLong("package"), help: ArgumentHelp("A Swift package the widget uses, fetched by SwiftPM: its repository URL and version; repeat for more.", valueName: "url@version"))
    public var packages: [String] = []

    @Flag(name: .customLong("compatibility-only"), help: "Only build the widget's code: report whether it compiles unchanged, and rank what stops it (Widgetry's gaps apart from the code's own errors), without checking cells.")
    public var compatibilityOnly = false

    @Flag(name: .customLong("all-sources"), help: "Compile every Swift file --sources names. By default, files in shared folders that declare nothing the widget's code uses (app screens, the app's own copy of a view) are left out, as a widget target compiles only the files it lists.")
    public var allSources = false

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Where the generated package is kept (default: $XDG_CACHE_HOME/widgetry or ~/.cache/widgetry).", valueName: "dir"))
    public var cacheDirectory: String?

    public init() {}

    /// Whether the command is to run on code named here rather than on this executable's widgets.
    public var isGiven: Bool { project != nil || !sources.isEmpty }

    /// The options' long names and whether each takes a value, so they can be taken out of a command
    /// line that is handed on to the built widget executable.
    static let names = ["project", "target", "build-configuration", "sources", "module", "define", "assets", "package-path", "package", "cache-dir"]
    /// The front door's flags, which take no value.
    static let flags = ["compatibility-only", "all-sources"]

    /// `arguments` without the front door's options (in `--name value` and `--name=value` forms).
    public static func removingFrontDoorOptions(from arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { kept += arguments[index...]; break }
            let name = argument.hasPrefix("--") ? String(argument.dropFirst(2).prefix { $0 != "=" }) : ""
            if names.contains(name) {
                index += argument.contains("=") ? 1 : 2
                continue
            }
            if flags.contains(name) {
                index += 1
                continue
            }
            kept.append(argument)
            index += 1
        }
        return kept
    }

    /// Runs `command` through the front door when these options name code: builds it, runs the command
    /// there and ends this process with its exit status. Returns normally when no such option is given.
    public func forwardIfGiven(command: String) throws {
        if compatibilityOnly, !isGiven {
            throw ValidationError("--compatibility-only builds a widget extension's code: give --project and --target, or --sources")
        }
        guard isGiven else { return }
        if project != nil, target == nil, command != "list" {
            throw ValidationError("--project needs --target: the widget extension's target name (run `widgetry list --project \(project ?? "")` to see them)")
        }
        guard let frontDoor = FrontDoorHook.current else {
            throw ValidationError("--project and --sources are options of the `widgetry` tool, which builds a widget extension's code; this executable already holds its widgets — run it without them, or run `widgetry \(command) --project …`")
        }
        let arguments = Self.removingFrontDoorOptions(from: Array(CommandLine.arguments.dropFirst()))
        let status = try frontDoor(self, arguments)
        throw ExitCode(status)
    }
}

/// How the `widgetry` tool builds and runs a widget extension's code; set by the tool (the module that
/// does it depends on swift-syntax, which a widget's own executable does not need).
public enum FrontDoorHook {
    /// Builds the code `options` name and runs the built executable with `arguments` (the command line
    /// without the front door's options); returns its exit status.
    public typealias Runner = @Sendable (_ options: SourceOptions, _ arguments: [String]) throws -> Int32

    private static let storage = Mutex<Runner?>(nil)

    /// The runner, if this executable has one.
    public static var current: Runner? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
