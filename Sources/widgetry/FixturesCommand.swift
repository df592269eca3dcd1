import ArgumentParser
import Foundation
import WidgetryFrontDoor
import WidgetryXcode

/// `widgetry fixtures`: writes the skeleton of a `--fixtures` folder for what a widget extension's code reads
/// (UserDefaults suites and keys, app-group folders, SwiftData models, Core Data entities, HealthKit types, calendar
/// events, keychain items), so a team fills in values instead of learning the layout first (docs/fixtures.md).
struct FixturesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fixtures",
        abstract: "Write a skeleton of the app data a widget extension's code reads, for --fixtures.",
        discussion: "Reads the code without building it. Files that exist are left as they are.")

    @Option(help: ArgumentHelp("An Xcode project whose widget extension's code to read (with --target).", valueName: "App.xcodeproj"))
    var project: String?

    @Option(help: "The widget extension's target in --project (the project's targets are listed when it is missing).")
    var target: String?

    @Option(help: "The project's build configuration whose files apply (default: Debug).")
    var buildConfiguration: String?

    @Option(help: ArgumentHelp("A folder of the widget's Swift files, or of shared app code, or one shared Swift file; repeat for more.", valueName: "dir|file"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("A framework the widget imports, read from its folder; repeat for more.", valueName: "name=dir"))
    var module: [String] = []

    @Option(help: "The fixtures folder to write into.")
    var output = "Fixtures"

    func validate() throws {
        if project == nil, sources.isEmpty { throw ValidationError("give --project App.xcodeproj --target EXTENSION, or --sources DIR") }
        if project != nil, target == nil { throw ValidationError("--project needs --target: the widget extension whose code to read") }
    }

    func run() throws {
        var modules: [FrontDoorRequest.ModuleFolder] = []
        for argument in module {
            guard let folder = FrontDoorRequest.ModuleFolder(argument: argument) else {
                throw ValidationError("--module \(argument): write NAME=DIR, NAME the module's name as the code imports it")
            }
            modules.append(folder)
        }
        let request = FrontDoorRequest(project: project.map { URL(fileURLWithPath: $0) }, target: target, configuration: buildConfiguration,
                                       sources: sources.map { URL(fileURLWithPath: $0) }, modules: modules)
        let needs = try FrontDoor.fixtureNeeds(for: request)
        if needs.isEmpty {
            print("The code reads no app data Widgetry serves from fixtures (UserDefaults, app groups, SwiftData, Core Data, HealthKit, calendar, keychain); nothing written.")
            return
        }
        let skeleton = FixtureSkeleton(needs)
        let folder = URL(fileURLWithPath: output)
        let written = try skeleton.write(to: folder)
        for file in skeleton.files {
            let state = written.kept.contains(file.path) ? "kept (exists)" : "written"
            print("  \(file.path)  \(state)  — \(file.reason)")
        }
        for group in skeleton.appGroupFolders {
            let reads = group.files.isEmpty ? "" : "; the code opens \(group.files.joined(separator: ", ")) there — copy the files the app writes"
            print("  \(group.path)/  the app group's container\(reads)")
        }
        print("Fill in the values (docs/fixtures.md), then run `widgetry check … --fixtures \(output)`.")
    }
}
