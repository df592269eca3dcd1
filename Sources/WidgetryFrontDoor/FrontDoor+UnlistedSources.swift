import Foundation
import WidgetryXcode

extension FrontDoor {
    /// What ``leavingOutFilesNoTargetLists(of:request:)`` left out, and the projects that said so.
    struct UnlistedSources: Equatable {
        var leftOut: [URL]
        var projects: [URL]

        /// The note the front door prints.
        var note: String? {
            guard !leftOut.isEmpty else { return nil }
            let shown = leftOut.prefix(4).map(\.lastPathComponent).joined(separator: ", ")
            let named = projects.map(\.lastPathComponent).joined(separator: ", ")
            return "note: \(leftOut.count) file(s) in the --sources folders are listed by no target of \(named), which lists the rest of "
                + "those folders: left out, as Xcode compiles only what a target lists (\(shown)\(leftOut.count > 4 ? ", …" : "")); --all-sources compiles them all"
        }
    }

    /// Takes out of `target` the `--sources` files that the Xcode project beside the folders describes but lists in no
    /// target: a stale copy of a widget left in its folder after a refactor, which Xcode never compiles and which
    /// redeclares the widget's types when compiled with the rest. A project counts for a folder only when one of its
    /// targets (synchronized folders included) lists a file in that folder; projects are looked for in the folders
    /// passed and up to three folders above them. Nothing is taken out when a project cannot be read whole, or with
    /// `--all-sources`.
    static func leavingOutFilesNoTargetLists(of target: inout TargetSources, request: FrontDoorRequest) -> UnlistedSources {
        let folders = request.sources.map(\.standardizedFileURL).filter { $0.pathExtension != "swift" }
        guard !request.compilesAllSources, !folders.isEmpty else { return UnlistedSources(leftOut: [], projects: []) }
        var listed: Set<String> = [], projects: [URL] = []
        for project in nearbyProjects(of: folders) {
            guard let files = filesListed(by: project) else { continue }
            listed.formUnion(files)
            projects.append(project)
        }
        let described = folders.filter { folder in listed.contains { $0.hasPrefix(folder.path + "/") } }
        guard !described.isEmpty else { return UnlistedSources(leftOut: [], projects: []) }
        let unlisted = target.swiftFiles.filter { file in
            let path = file.standardizedFileURL.path
            return !listed.contains(path) && described.contains { path.hasPrefix($0.path + "/") }
        }
        target.swiftFiles.removeAll { unlisted.contains($0) }
        return UnlistedSources(leftOut: unlisted, projects: unlisted.isEmpty ? [] : projects)
    }

    /// The `.xcodeproj` folders in `folders` and the three folders above each.
    static func nearbyProjects(of folders: [URL]) -> [URL] {
        var found: [URL] = []
        for folder in folders {
            var current = folder
            for _ in 0...3 {
                let entries = (try? FileManager.default.contentsOfDirectory(at: current, includingPropertiesForKeys: nil)) ?? []
                for entry in entries where entry.pathExtension == "xcodeproj" && !found.contains(entry.standardizedFileURL) {
                    found.append(entry.standardizedFileURL)
                }
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { break }
                current = parent
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The Swift files every target of `project` compiles (synchronized folders included), or nil when the project or
    /// one of its targets cannot be read (then the project says nothing about which files are stale).
    static func filesListed(by project: URL) -> Set<String>? {
        guard let xcode = try? XcodeProject(contentsOf: project) else { return nil }
        var files: Set<String> = []
        for target in xcode.targets {
            guard let sources = try? xcode.sources(ofTarget: target.name) else { return nil }
            files.formUnion(sources.swiftFiles.map(\.standardizedFileURL.path))
        }
        return files
    }
}
