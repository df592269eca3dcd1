import Foundation
import WidgetryXcode

// Running the built widget executable: its environment (asset catalogs, fonts, Info.plist beside it) and the one
// retry a `check` gets when it dies while rendering cells at once.
extension FrontDoor {
    /// Runs the built executable with `arguments`, its output and input the user's, with the target's
    /// asset catalogs and font folders in the environment the commands read.
    ///
    /// A `check` that dies of a signal while its cells render on several threads is run once more one cell at a time
    /// (`WIDGETRY_WORKERS=1`): the probe that turns a crashing widget into a failed cell runs each widget alone, so a
    /// crash that needs two providers at once — shared code writing one static value from several cells, which iOS's
    /// one-timeline-at-a-time extension never shows — would otherwise take the whole report with it.
    static func runBuilt(_ package: GeneratedPackage, target: TargetSources, frameworks: [TargetSources] = [], request: FrontDoorRequest,
                         arguments: [String]) throws -> Int32 {
        let process = try launchBuilt(package, target: target, frameworks: frameworks, request: request, arguments: arguments)
        process.waitUntilExit()
        guard retriesOneCellAtATime(arguments: arguments, reason: process.terminationReason,
                                    environment: ProcessInfo.processInfo.environment) else { return process.terminationStatus }
        log("widgetry: the check crashed (signal \(process.terminationStatus)) while rendering cells on several threads at once; running it again one cell at a time (a crash only then is a data race in shared code, such as a static value several providers write)")
        let again = try launchBuilt(package, target: target, frameworks: frameworks, request: request, arguments: arguments,
                                    extraEnvironment: ["WIDGETRY_WORKERS": "1", "WIDGETRY_RERUN_AFTER_SIGNAL": String(process.terminationStatus)])
        again.waitUntilExit()
        return again.terminationStatus
    }

    /// Whether a run that ended with `reason` is run again one cell at a time: a `check` killed by a signal, not already
    /// running one cell at a time.
    static func retriesOneCellAtATime(arguments: [String], reason: Process.TerminationReason, environment: [String: String]) -> Bool {
        reason == .uncaughtSignal && arguments.first == "check" && environment["WIDGETRY_WORKERS"] != "1"
    }

    /// Starts the built executable with `arguments` (see ``runBuilt(_:target:frameworks:request:arguments:)``) and returns
    /// its running process. The asset catalogs of `frameworks` (`--module` folders, local packages the front door
    /// compiled) are handed on with the target's: their code names a color or image as the widget's does.
    static func launchBuilt(_ package: GeneratedPackage, target: TargetSources, frameworks: [TargetSources] = [], request: FrontDoorRequest,
                            arguments: [String], extraEnvironment: [String: String] = [:]) throws -> Process {
        var environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { _, extra in extra }
        let catalogs = assetFolders(of: target, frameworks: frameworks, request: request)
        if !catalogs.isEmpty {
            environment["WIDGETRY_ASSETS"] = (catalogs + [environment["WIDGETRY_ASSETS"]].compactMap { $0 }).joined(separator: ":")
        }
        let fontFolders = Array(Set(target.fontFiles.map { $0.deletingLastPathComponent().path })).sorted()
        if !fontFolders.isEmpty {
            environment["WIDGETRY_FONTS"] = (fontFolders + [environment["WIDGETRY_FONTS"]].compactMap { $0 }).joined(separator: ":")
        }
        try writeInfoDictionary(of: target, frameworks: frameworks, besideExecutable: package.executable)
        writeCompiledModels(of: target, frameworks: frameworks, besideExecutable: package.executable)
        for note in writeBundleResources(of: target, frameworks: frameworks, besideExecutable: package.executable) { log(note) }
        let process = Process()
        process.executableURL = package.executable
        process.arguments = arguments
        process.environment = environment
        if let reportOutput = request.reportOutput { process.standardOutput = reportOutput }
        do { try process.run() } catch { throw FrontDoorError.cannotRun("\(package.executable.path) (\(error.localizedDescription))") }
        return process
    }
}
