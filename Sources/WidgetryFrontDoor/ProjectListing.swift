import Foundation
import WidgetryXcode

/// What one Xcode project says about the files it describes: which targets compile each Swift file, and what each
/// target compiles, every target resolved once.
struct ProjectListing {
    /// The project's folder (`App.xcodeproj`).
    var project: URL
    /// Per Swift file (standardized path), the targets that compile it.
    var targetsListing: [String: [XcodeTarget]] = [:]
    /// Per Core Data model (standardized path of its `.xcdatamodeld` or `.xcdatamodel`), the targets that compile it.
    var modelsListing: [String: [XcodeTarget]] = [:]
    /// Per target name, the Swift files it compiles, with those of the framework and library targets it depends on.
    var compiledBy: [String: Set<String>] = [:]
    /// Per target name, its own Swift files.
    var ownFiles: [String: Set<String>] = [:]
    /// Per target name, what it compiles, as the project reader resolved it (its conditions and resources too).
    var sources: [String: TargetSources] = [:]
    var targets: [XcodeTarget] = []

    /// Every file some target compiles.
    var listed: Set<String> { Set(targetsListing.keys) }

    /// Resolves every target of `xcode`; nil when a target cannot be read (then the project says nothing about which
    /// files are stale).
    init?(_ xcode: XcodeProject, at project: URL) {
        self.project = project
        targets = xcode.targets
        for target in xcode.targets {
            guard let resolved = try? xcode.sources(ofTarget: target.name) else { return nil }
            let own = Set(resolved.swiftFiles.map(\.standardizedFileURL.path))
            ownFiles[target.name] = own
            sources[target.name] = resolved
            for path in own { targetsListing[path, default: []].append(target) }
            for model in resolved.dataModels { modelsListing[model.standardizedFileURL.path, default: []].append(target) }
            var compiled = own, pending = resolved.dependencies
            while let dependency = pending.popLast() {
                compiled.formUnion(dependency.swiftFiles.map(\.standardizedFileURL.path))
                pending += dependency.dependencies
            }
            compiledBy[target.name] = compiled
        }
    }
}
