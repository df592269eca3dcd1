// The `widgetry` command over the built-in sample widgets, with `serve` and `mcp` — and the front door: with
// `--project`/`--sources`, the commands build and run a widget extension's own code instead.
import Foundation
import WidgetryCLI
import WidgetryFrontDoor
import WidgetryMCP
import WidgetrySamples
import WidgetryServeCommand

FrontDoorHook.current = { options, arguments in
    var modules: [FrontDoorRequest.ModuleFolder] = []
    for argument in options.modules {
        guard let module = FrontDoorRequest.ModuleFolder(argument: argument) else { throw FrontDoorError.badModuleArgument(argument) }
        modules.append(module)
    }
    var request = FrontDoorRequest(
        project: options.project.map { URL(fileURLWithPath: $0) }, target: options.target, configuration: options.buildConfiguration,
        sources: options.sources.map { URL(fileURLWithPath: $0) }, modules: modules, defines: options.defines,
        assets: options.assets.map { URL(fileURLWithPath: $0) }, cacheDirectory: options.cacheDirectory.map { URL(fileURLWithPath: $0) })
    request.serving = arguments.first == "serve"
    request.servingAgents = arguments.first == "mcp"
    request.reportOutput = ReportStream.fileHandle
    request.compatibilityOnly = options.compatibilityOnly
    request.compilesAllSources = options.allSources
    request.packages = try options.packagePaths.map { try PackageOptions.localPackage(at: URL(fileURLWithPath: $0)) }
        + options.packages.map(PackageOptions.remotePackage(argument:))
    return try FrontDoor.run(request, arguments: arguments)
}

WidgetryCommand.run(catalog: SampleWidgets.catalog, todayWidgets: SampleWidgets.todayWidgets, previews: SampleWidgets.previews,
                    extraCommands: [ServeCommand.self, MCPCommand.self, FixturesCommand.self])
