import ArgumentParser
import Foundation
import WidgetryCheck
import WidgetryFoundation
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

/// `widgetry probe` (hidden): runs one widget's code — body, provider placeholder, snapshot and timeline,
/// and its view in each family — once, in a process of its own, so that `check` and `gallery` learn
/// whether it crashes or hangs before they run it in theirs (see ``CrashIsolation``).
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "probe", abstract: "Run one widget's code once (used by check and gallery).",
                                                    shouldDisplay: false)

    @Option(help: "The widget to run.")
    var widget: String?

    @Option(help: "The preview to run, by its index in `list`.")
    var preview: Int?

    @Option(name: .customLong("sampled-activity"), help: "The Live Activity widget to run with sample content, by its type name.")
    var sampledActivity: String?

    @Option(name: .customLong("memory-limit"), help: "Megabytes of address space this process may use (RLIMIT_AS).")
    var memoryLimit: Int?

    @Option(name: .customLong("completion-wait"), help: "Seconds to wait for the provider's getTimeline completion.")
    var completionWait: Double = 30

    @Option(name: .customLong("families"), help: "Only these of the widget's families, comma-separated (the ones after a family that crashed).")
    var onlyFamilies: String?

    /// The exit status of a probe whose provider never called its timeline completion.
    static let silentProviderStatus: Int32 = 3

    func run() throws {
        // Before any widget code runs: an allocation past the limit fails here, in the probe, not on the machine.
        if let memoryLimit, memoryLimit > 0 { Self.limitAddressSpace(megabytes: memoryLimit) }
        // As the check that started it: network fixtures, or offline (its proxy setting is inherited; the protocol is not).
        NetworkFixtures.install()
        let pipeline = CellPipeline()
        if let name = widget {
            let registered = try lookUpWidget(name)
            guard let descriptor = registered.makeDescriptor() else { return }
            // Where a failed cell goes if what follows crashes: the parent must not run the widget's code to learn it.
            let only = onlyFamilies.map { Set($0.split(separator: ",").map(String.init)) }
            let probed = descriptor.options.supportedFamilies.filter { only?.contains($0.caseName) ?? true }
            let families = probed.map(\.caseName).joined(separator: ",")
            FileHandle.standardError.write(Data("\(CrashIsolation.kindMarker)\(descriptor.kind)\n\(CrashIsolation.familiesMarker)\(families)\n".utf8))
            // The first family whose getTimeline is silent: later families are not waited for (the probe's time limit
            // allows one wait), but every family's snapshot is still rendered, so the check can run the widget here.
            var silent: (family: WidgetFamily, seconds: String)?
            for family in probed {
                FileHandle.standardError.write(Data("\(CrashIsolation.familyMarker)\(family.caseName)\n".utf8))
                let cell = WidgetCell(family: family)
                guard let size = cell.size else { continue }
                let context = TimelineProviderContext(family: family, displaySize: size, isPreview: false)
                _ = descriptor.placeholder(context)
                if silent == nil {
                    let answered = Answered()
                    descriptor.timeline(context) { entries, _ in
                        answered.mark()
                        for entry in entries.prefix(3) {
                            _ = pipeline.render(entry.view(), named: descriptor.kind, in: cell, options: descriptor.options, assets: registered.assets,
                                                now: entry.entry.date)
                        }
                    }
                    // A completion may come later from another queue (the main one included, so the run loop turns
                    // while waiting); one that never comes leaves the widget on its placeholder for good on a device.
                    let deadline = Date().addingTimeInterval(completionWait)
                    while !answered.done, Date() < deadline { RunLoop.main.run(until: min(deadline, Date().addingTimeInterval(0.05))) }
                    if !answered.done { silent = (family, CrashIsolation.seconds(completionWait)) }
                }
                _ = pipeline.render(registered, in: cell)
            }
            if let silent {
                FileHandle.standardError.write(Data("widgetry: \(registered.name): \(descriptor.timelineRequirement.silence) within \(silent.seconds) s (\(silent.family))\n".utf8))
                throw ExitCode(Self.silentProviderStatus)
            }
        }
        let source: PreviewSource? = if let preview, CommandCatalog.previews.indices.contains(preview) {
            CommandCatalog.previews[preview]
        } else if let sampledActivity {
            PreviewSource(RegisteredLiveActivity.sampled(try lookUpWidget(sampledActivity)))
        } else {
            nil
        }
        if let source {
            _ = source.problem()
            for entry in source.entries() {
                _ = pipeline.render(entry.view, named: source.name, in: WidgetCell(family: entry.family ?? .systemSmall), options: entry.options,
                                    now: entry.date)
            }
        }
    }
}

/// Whether a completion was called; set from any thread. Unchecked `Sendable`: a lock guards the flag.
private final class Answered: @unchecked Sendable {
    private let lock = NSLock()
    private var answered = false
    func mark() { lock.lock(); answered = true; lock.unlock() }
    var done: Bool { lock.lock(); defer { lock.unlock() }; return answered }
}

extension ProbeCommand {
    /// Sets this process's address-space limit (soft and hard) to `megabytes`, unless it is already lower.
    static func limitAddressSpace(megabytes: Int) {
        let bytes = rlim_t(megabytes) * 1_048_576
        var current = rlimit()
        getrlimit(RLIMIT_AS_RESOURCE, &current)
        guard current.rlim_cur > bytes else { return }  // RLIM_INFINITY is the largest value
        var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
        setrlimit(RLIMIT_AS_RESOURCE, &limit)
    }

    /// Glibc's `RLIMIT_AS` is an enum case Swift imports with a type the call does not take as is.
    private static var RLIMIT_AS_RESOURCE: __rlimit_resource_t { __rlimit_resource_t(UInt32(RLIMIT_AS.rawValue)) }
}
