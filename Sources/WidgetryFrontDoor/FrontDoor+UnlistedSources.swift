import Foundation
import WidgetryXcode

extension FrontDoor {
    /// What ``leavingOutFilesNoTargetLists(of:request:projects:)`` left out, and the projects that said so.
    struct UnlistedSources: Equatable {
        /// Files no target of the projects lists.
        var leftOut: [URL]
        var projects: [URL]
        /// Files only other targets than the widget's list (the app's).
        var otherTargets: [URL] = []
        /// The widget's target, when a project beside the folders has one that lists the first folder's files.
        var widget: WidgetTarget?

        /// The notes the front door prints.
        var note: String? {
            var notes: [String] = []
            if !leftOut.isEmpty {
                let named = projects.map(\.lastPathComponent).joined(separator: ", ")
                notes.append("note: \(leftOut.count) file(s) in the --sources folders are listed by no target of \(named), which lists the rest of "
                    + "those folders: left out, as Xcode compiles only what a target lists (\(Self.shown(leftOut))); --all-sources compiles them all")
            }
            if !otherTargets.isEmpty, let widget {
                notes.append("note: \(otherTargets.count) file(s) in the --sources folders belong only to other targets than the widget's "
                    + "(\(widget.name)), none of them a framework the widget could link: left out, as Xcode compiles only what the widget's "
                    + "target and its frameworks list (\(Self.shown(otherTargets))); --all-sources compiles them all")
            }
            return notes.isEmpty ? nil : notes.joined(separator: "\n")
        }

        private static func shown(_ files: [URL]) -> String {
            files.prefix(4).map(\.lastPathComponent).joined(separator: ", ") + (files.count > 4 ? ", …" : "")
        }
    }

    /// Takes out of `target` the `--sources` files that the Xcode project beside the folders says Xcode does not compile
    /// into the widget:
    /// - files it lists in no target: a stale copy of a widget left in its folder after a refactor, which redeclares the
    ///   widget's types when compiled with the rest (Core Data models too: an abandoned model's generated classes clash
    ///   with the app's own types);
    /// - files only the app (or another target that is not a framework or library) lists, when the project has a target
    ///   that compiles the first `--sources` folder (the widget's): an app's screens, passed with its folder of models,
    ///   which import what a widget cannot link (a pod's UI, a view controller library). A file a framework target lists is
    ///   kept even when the widget's target does not depend on it, in case the link is one the project reader cannot see.
    ///
    /// A project counts for a folder only when one of its targets (synchronized folders included) lists a file in that
    /// folder; projects are looked for in the folders passed and up to three folders above them. Nothing is taken out
    /// when a project cannot be read whole, or with `--all-sources`; a file named on its own with `--sources` stays.
    static func leavingOutFilesNoTargetLists(of target: inout TargetSources, request: FrontDoorRequest,
                                             projects: ProjectCache = ProjectCache()) -> UnlistedSources {
        let folders = request.sources.map(\.standardizedFileURL).filter { $0.pathExtension != "swift" }
        guard !request.compilesAllSources, !folders.isEmpty else { return UnlistedSources(leftOut: [], projects: []) }
        let listings = nearbyProjects(of: folders).compactMap(projects.listing(of:))
        let listed = listings.reduce(into: Set<String>()) { $0.formUnion($1.listed) }
        let described = folders.filter { folder in listed.contains { $0.hasPrefix(folder.path + "/") } }
        guard !described.isEmpty else { return UnlistedSources(leftOut: [], projects: []) }
        func inDescribedFolder(_ path: String) -> Bool { described.contains { path.hasPrefix($0.path + "/") } }
        let unlisted = target.swiftFiles.filter { file in
            let path = file.standardizedFileURL.path
            return !listed.contains(path) && inDescribedFolder(path)
        }
        target.swiftFiles.removeAll { unlisted.contains($0) }
        // Core Data models by the same rule: Xcode generates classes only from the models a target lists, and a model no
        // target lists (an abandoned attempt kept beside the current one) declares entities that clash with the app's types.
        let listedModels = listings.reduce(into: Set<String>()) { $0.formUnion($1.modelsListing.keys) }
        let unlistedModels = target.dataModels.filter { model in
            let path = model.standardizedFileURL.path
            return !listedModels.contains(path) && inDescribedFolder(path)
        }
        target.dataModels.removeAll { unlistedModels.contains($0) }
        let leftOut = unlisted + unlistedModels
        var result = UnlistedSources(leftOut: leftOut, projects: leftOut.isEmpty ? [] : listings.map(\.project))

        guard let widgetFolder = request.sources.first?.standardizedFileURL, widgetFolder.pathExtension != "swift",
              let found = WidgetTarget.find(for: widgetFolder, in: listings) else { return result }
        let widget = found.target
        // The widget's own folder is judged by the rule above alone: when it holds the other folders (`--sources .`), the
        // target that lists most of it may be another extension's.
        let others = target.swiftFiles.filter { file in
            let path = file.standardizedFileURL.path
            guard inDescribedFolder(path), !path.hasPrefix(widgetFolder.path + "/"), !widget.compiledFiles.contains(path),
                  let owners = found.listing.targetsListing[path] else { return false }
            return !owners.contains(where: \.isLibrary)
        }
        target.swiftFiles.removeAll { others.contains($0) }
        let widgetModels = Set(widget.resources.dataModels.map(\.standardizedFileURL.path))
        let otherModels = target.dataModels.filter { model in
            let path = model.standardizedFileURL.path
            guard inDescribedFolder(path), !path.hasPrefix(widgetFolder.path + "/"), !widgetModels.contains(path),
                  let owners = found.listing.modelsListing[path] else { return false }
            return !owners.contains(where: \.isLibrary)
        }
        target.dataModels.removeAll { otherModels.contains($0) }
        result.otherTargets = others + otherModels
        result.widget = widget
        return result
    }

    /// The active compilation conditions of the framework or library target that compiles module `name` in a project
    /// near `folders`, when one does and sets any.
    static func frameworkConditions(of name: String, near folders: [URL], projects: ProjectCache = ProjectCache()) -> [String]? {
        guard let conditions = frameworkTarget(of: name, near: folders, projects: projects)?.compilationConditions,
              !conditions.isEmpty else { return nil }
        return conditions
    }

    /// The framework or library target that compiles module `name` in a project near `folders`, as the project lists it
    /// (its conditions, and resources kept outside its folder: an app folder's `Colors.xcassets` the framework's
    /// target also lists, whose colours the framework's code names).
    static func frameworkTarget(of name: String, near folders: [URL], projects: ProjectCache = ProjectCache()) -> TargetSources? {
        let directories = folders.map(\.standardizedFileURL).filter { $0.pathExtension != "swift" }
        for project in nearbyProjects(of: directories) {
            guard let xcode = try? projects.project(at: project), let library = xcode.libraryTarget(providingModule: name) else { continue }
            return library
        }
        return nil
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
}
