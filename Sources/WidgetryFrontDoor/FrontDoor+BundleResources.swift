import Foundation
import WidgetryXcode

extension FrontDoor {
    /// The file in the executable's folder listing the resources the last run copied there.
    static let copiedResourcesList = ".widgetry-bundle-resources"

    /// Copies the data files the target bundles (`Nations.json`, a defaults property list; its frameworks' too) beside
    /// the executable, where Linux's `Bundle.main` looks: widget code that loads them with
    /// `Bundle.main.url(forResource:withExtension:)` and stops with `fatalError` when they are missing finds them as it
    /// does on iOS. The folder is the shared build folder, written by every target's run, so what the last run copied is
    /// removed first, and a name one of SwiftPM's own files already holds is left alone and named in the returned notes.
    @discardableResult
    static func writeBundleResources(of target: TargetSources, frameworks: [TargetSources] = [], besideExecutable executable: URL) -> [String] {
        let manager = FileManager.default
        let folder = executable.deletingLastPathComponent()
        let list = folder.appendingPathComponent(copiedResourcesList)
        let previous = ((try? String(contentsOf: list, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        for path in previous where !path.isEmpty && !path.hasPrefix("/") && !path.contains("..") {
            try? manager.removeItem(at: folder.appendingPathComponent(path))
        }
        var copied: [String] = [], notes: [String] = []
        let resources = target.dataResources + RepositoryModuleFinder.flattened(target.dependencies + frameworks).flatMap(\.dataResources)
        for resource in resources where !copied.contains(resource.bundlePath) {
            let destination = folder.appendingPathComponent(resource.bundlePath)
            if manager.fileExists(atPath: destination.path) {
                notes.append("note: \(resource.url.path) is not copied beside the built widget: \(resource.bundlePath) is one of SwiftPM's own files there, so Bundle.main finds that file under its name")
                continue
            }
            try? manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? manager.copyItem(at: resource.url, to: destination)) != nil { copied.append(resource.bundlePath) }
        }
        if copied.isEmpty {
            try? manager.removeItem(at: list)
        } else {
            try? Data(copied.joined(separator: "\n").utf8).write(to: list, options: .atomic)
        }
        return notes
    }
}
