import Dispatch
import Foundation
import Synchronization
import WidgetryXcode

extension FrontDoor {
    /// How often the extension's files are looked at, and how long an edit may take to settle (an editor
    /// writes a file in several steps; a formatter rewrites it just after a save).
    static let watchInterval: TimeInterval = 0.5
    static let settleInterval: TimeInterval = 0.3

    /// `widgetry serve --project …`: runs the built preview server and follows the code. When a Swift file
    /// of the extension (or of a `--module`/`--sources` folder), the project file or Info.plist changes, the
    /// generated package is written again (only the changed files) and built incrementally — the changed
    /// module and what depends on it — and the server restarts on the same address. The page notices the
    /// new server (``API.VersionResponse/instance``) and reloads itself with its settings. An edit that does
    /// not build prints the compiler's errors at the user's lines and the last good build keeps serving.
    static func serveFollowingCode(_ request: FrontDoorRequest, first: Prepared, arguments: [String]) throws -> Int32 {
        var prepared = first
        var server = try launchBuilt(prepared.package, target: prepared.target, frameworks: prepared.frameworks, request: request, arguments: arguments)
        let running = Mutex<Process?>(server)
        // Stopping `widgetry serve` (Ctrl-C, a CI job's SIGTERM) stops the server it started, which would
        // otherwise keep the port.
        let stops = [SIGINT, SIGTERM].map { signalNumber -> any DispatchSourceSignal in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                running.withLock { process in
                    if let process, process.isRunning { process.terminate(); process.waitUntilExit() }
                }
                exit(128 + signalNumber)
            }
            source.resume()
            return source
        }
        defer { stops.forEach { $0.cancel() } }
        var watcher = SourceWatcher(files: watchedFiles(target: prepared.target, frameworks: prepared.frameworks, request: request))
        log("widgetry: watching \(watcher.files.count) files of \(prepared.target.moduleName); an edit rebuilds it and restarts the preview")
        while true {
            Thread.sleep(forTimeInterval: watchInterval)
            guard server.isRunning else { return server.terminationStatus }
            var changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            Thread.sleep(forTimeInterval: settleInterval)
            changed += watcher.changes()
            let names = Array(Set(changed.map(\.lastPathComponent))).sorted().joined(separator: ", ")
            log("widgetry: \(names) changed; rebuilding")
            let started = Date()
            do {
                let next = try prepare(request)
                server.terminate()
                server.waitUntilExit()
                server = try launchBuilt(next.package, target: next.target, frameworks: next.frameworks, request: request, arguments: arguments)
                running.withLock { $0 = server }
                prepared = next
                watcher.watch(watchedFiles(target: next.target, frameworks: next.frameworks, request: request))
                log(String(format: "widgetry: rebuilt and restarted in %.1f s; open pages reload themselves", Date().timeIntervalSince(started)))
            } catch {
                log("widgetry: the edit does not build (\(error)); the preview keeps showing the last build")
            }
        }
    }

    /// What a rebuild depends on: every Swift file of the extension, its dependencies and frameworks; the
    /// project file and Info.plist (a file added to the target, a font listed); and the `--sources` and
    /// `--module` folders themselves, whose dates change when a file is added to them.
    static func watchedFiles(target: TargetSources, frameworks: [TargetSources], request: FrontDoorRequest) -> [URL] {
        let targets = [target] + target.dependencies + frameworks
        var files = targets.flatMap(\.swiftFiles) + targets.compactMap(\.infoPlist)
        if let project = request.project { files.append(project.appendingPathComponent("project.pbxproj")) }
        files += request.sources + request.modules.map(\.folder)
        return Array(Set(files.map(\.standardizedFileURL))).sorted { $0.path < $1.path }
    }
}
