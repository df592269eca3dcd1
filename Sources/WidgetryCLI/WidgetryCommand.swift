import ArgumentParser
import Foundation
import WidgetryUI
import WidgetryCheck
import WidgetryGraphics
import WidgetryKit
import WidgetryToday

/// The `widgetry` command line. The same commands serve the built-in samples and, through `@main` on a
/// user's `Widget` or `WidgetBundle`, the user's own widgets.
public struct WidgetryCommand: ParsableCommand {
    /// The commands every widget executable has; `serve` joins them through `extraCommands`.
    static let builtInCommands: [any ParsableCommand.Type] = [
        ListCommand.self, RenderCommand.self, CheckCommand.self, MergeCommand.self, GalleryCommand.self, SimulateCommand.self,
        TodayCommand.self, SpecimenCommand.self, ProbeCommand.self,
    ]

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "widgetry",
            abstract: "Lay out, render and check iOS widgets on any machine that runs Swift.",
            subcommands: builtInCommands + CommandCatalog.extraCommands)
    }

    public init() {}

    /// The widgets the running command works on, for commands defined outside this module (`serve`).
    public static var catalog: WidgetCatalog { CommandCatalog.current }

    /// Runs the command line over `catalog` with the process's arguments. `extraCommands` adds commands
    /// from other modules, such as `ServeCommand` from `WidgetryServeCommand`.
    public static func run(catalog: WidgetCatalog, todayWidgets: [RegisteredTodayWidget] = [], previews: [PreviewSource] = [],
                           extraCommands: [any ParsableCommand.Type] = [], arguments: [String]? = nil) {
        CommandCatalog.current = catalog
        CommandCatalog.today = todayWidgets
        // `#Preview`s need no registration: their expansions left records in this binary.
        CommandCatalog.previews = previews + PreviewSource.discovered
        CommandCatalog.extraCommands = extraCommands
        CommandCatalog.isOwnExecutable = true
        HeapTuning.retainFreedMemory()
        // Before any widget code runs: what it prints goes to standard error, the report to standard output.
        ReportStream.claimStandardOutput()
        loadUserFonts()
        main(arguments)
    }
}

extension Widget {
    /// Makes this widget's executable the `widgetry` command for it: `@main struct MyWidget: Widget`.
    public static func main() { main(extraCommands: []) }

    /// The `widgetry` command for this widget with more commands (`ServeCommand`, say): what an
    /// entry point of one's own calls, as the front door's does to add `serve`.
    public static func main(extraCommands: [any ParsableCommand.Type]) {
        WidgetryCommand.run(catalog: WidgetCatalog([RegisteredWidget(Self.self, assets: AssetCatalog.ofProcess)]), extraCommands: extraCommands)
    }
}

extension WidgetBundle {
    /// Makes this bundle's executable the `widgetry` command for its widgets.
    public static func main() { main(extraCommands: []) }

    /// The `widgetry` command for this bundle's widgets with more commands (`ServeCommand`, say).
    public static func main(extraCommands: [any ParsableCommand.Type]) {
        WidgetryCommand.run(catalog: WidgetCatalog(widgetTypes.map { RegisteredWidget($0, assets: AssetCatalog.ofProcess) }, controls: controlTypes),
                            extraCommands: extraCommands)
    }
}

/// Fonts a user owns (SF Pro, a brand face) are added from the folders in `WIDGETRY_FONTS`, separated by
/// colons, before any command measures text. A folder that cannot be read stops the command with the
/// library's message, which names the folder and the fix.
func loadUserFonts() {
    guard let list = ProcessInfo.processInfo.environment["WIDGETRY_FONTS"], !list.isEmpty else { return }
    for path in list.split(separator: ":") {
        do {
            try FontLibrary.addFontDirectory(URL(fileURLWithPath: String(path)))
        } catch {
            FileHandle.standardError.write(Data("error: WIDGETRY_FONTS: \(error)\n".utf8))
            exit(64)
        }
    }
}
