import Foundation
import WidgetryXcode

extension FrontDoor {
    /// What ``leavingOutFilesNoTargetLists(of:request:)`` left out, and the projects that said so.
    struct UnlistedSources: Equatable {
        /// Files no target of the projects lists.
        var leftOut: [URL]
        var projects: [URL]
        /// Files only other targets than the widget's list (the app's), and that target's name.
        var otherTargets: [URL] = []
        var widgetTarget: String?
        /// The widget target's active compilation conditions (`DEBUG`, `WIDGET_EXTENSION`), which its files' `#if`s test.
        var widgetConditions: [String] = []
        /// The Swift files the widget target compiles, with its frameworks' (standardized paths): Xcode compiles each,
        /// used or not, so the name-reachability rule keeps them.
        var widgetFiles: Set<String> = []
        /// What the widget target compiles that is not Swift: asset catalogs, Core Data models, intent definitions.
        var widgetResources: (assetCatalogs: [URL], dataModels: [URL], intentDefinitions: [URL]) = ([], [], [])

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.leftOut == rhs.leftOut && lhs.projects == rhs.projects && lhs.otherTargets == rhs.otherTargets
                && lhs.widgetTarget == rhs.widgetTarget && lhs.widgetConditions == rhs.widgetConditions && lhs.widgetFiles == rhs.widgetFiles
                && lhs.widgetResources.assetCatalogs == rhs.widgetResources.assetCatalogs
                && lhs.widgetResources.dataModels == rhs.widgetResources.dataModels
                && lhs.widgetResources.intentDefinitions == rhs.widgetResources.intentDefinitions
        }

        /// The notes the front door prints.
        var note: String? {
            var notes: [String] = []
            if !leftOut.isEmpty {
                let named = projects.map(\.lastPathComponent).joined(separator: ", ")
                notes.append("note: \(leftOut.count) file(s) in the --sources folders are listed by no target of \(named), which lists the rest of "
                    + "those folders: left out, as Xcode compiles only what a target lists (\(Self.shown(leftOut))); --all-sources compiles them all")
            }
            if !otherTargets.isEmpty, let widgetTarget {
                notes.append("note: \(otherTargets.count) file(s) in the --sources folders belong only to other targets than the widget's "
                    + "(\(widgetTarget)), none of them a framework the widget could link: left out, as Xcode compiles only what the widget's "
                    + "target and its frameworks list (\(Self.shown(otherTargets))); --all-sources compiles them all")
            }
            return notes.isEmpty ? nil : notes.joined(separator: "\n")
        }

        private static func shown(_ files: [URL]) -> String {
            files.prefix(4).map(\.lastPathComponent).joined(separator: ", ") + (files.count > 4 ? ", …" : "")
        }
    }

    /// What one Xcode project says about the files it describes.
    struct ProjectListing {
        /// Per Swift file (standardized path), the targets that compile it.
        var targetsListing: [String: [XcodeTarget]] = [:]
        /// Per target name, the Swift files it compiles, with those of the framework and library targets it depends on.
        var compiledBy: [String: Set<String>] = [:]
        /// Per target name, its own Swift files.
        var ownFiles: [String: Set<String>] = [:]
        /// Per target name, its active compilation conditions.
        var conditions: [String: [String]] = [:]
        /// Per target name, what it compiles, as the project reader resolved it.
        var sources: [String: TargetSources] = [:]
        var targets: [XcodeTarget] = []

        /// Every file some target compiles.
        var listed: Set<String> { Set(targetsListing.keys) }
    }

    /// Takes out of `target` the `--sources` files that the Xcode project beside the folders says Xcode does not compile
    /// into the widget:
    /// - files it lists in no target: a stale copy of a widget left in its folder after a refactor, which redeclares the
    ///   widget's types when compiled with the rest;
    /// - files only the app (or another target that is not a framework or library) lists, when the project has a target
    ///   that compiles the first `--sources` folder (the widget's): an app's screens, passed with its folder of models,
    ///   which import what a widget cannot link (a pod's UI, a view controller library). A file a framework target lists is
    ///   kept even when the widget's target does not depend on it, in case the link is one the project reader cannot see.
    ///
    /// A project counts for a folder only when one of its targets (synchronized folders included) lists a file in that
    /// folder; projects are looked for in the folders passed and up to three folders above them. Nothing is taken out
    /// when a project cannot be read whole, or with `--all-sources`; a file named on its own with `--sources` stays.
    static func leavingOutFilesNoTargetLists(of target: inout TargetSources, request: FrontDoorRequest) -> UnlistedSources {
        let folders = request.sources.map(\.standardizedFileURL).filter { $0.pathExtension != "swift" }
        guard !request.compilesAllSources, !folders.isEmpty else { return UnlistedSources(leftOut: [], projects: []) }
        var listings: [(project: URL, listing: ProjectListing)] = []
        for project in nearbyProjects(of: folders) {
            guard let listing = listing(of: project) else { continue }
            listings.append((project, listing))
        }
        let listed = listings.reduce(into: Set<String>()) { $0.formUnion($1.listing.listed) }
        let described = folders.filter { folder in listed.contains { $0.hasPrefix(folder.path + "/") } }
        guard !described.isEmpty else { return UnlistedSources(leftOut: [], projects: []) }
        func inDescribedFolder(_ path: String) -> Bool { described.contains { path.hasPrefix($0.path + "/") } }
        let unlisted = target.swiftFiles.filter { file in
            let path = file.standardizedFileURL.path
            return !listed.contains(path) && inDescribedFolder(path)
        }
        target.swiftFiles.removeAll { unlisted.contains($0) }
        var result = UnlistedSources(leftOut: unlisted, projects: unlisted.isEmpty ? [] : listings.map(\.project))

        // The widget's target: the one of a project's targets that lists most files of the first folder passed.
        guard let widgetFolder = request.sources.first?.standardizedFileURL, widgetFolder.pathExtension != "swift" else { return result }
        let candidates = listings.flatMap { entry in
            entry.listing.targets.map { target in
                (entry.listing, target, entry.listing.ownFiles[target.name, default: []].filter { $0.hasPrefix(widgetFolder.path + "/") }.count)
            }
        }.filter { $0.2 > 0 && $0.1.productType == "com.apple.product-type.app-extension" }
        // A widget extension before any other extension, then the one listing most of the folder.
        guard let widget = candidates.max(by: { ($0.1.isWidgetExtension ? 1 : 0, $0.2) < ($1.1.isWidgetExtension ? 1 : 0, $1.2) }) else { return result }
        let (listing, widgetTarget, _) = widget
        let compiled = listing.compiledBy[widgetTarget.name, default: []]
        // The widget's own folder is judged by the rule above alone: when it holds the other folders (`--sources .`), the
        // target that lists most of it may be another extension's.
        let others = target.swiftFiles.filter { file in
            let path = file.standardizedFileURL.path
            guard inDescribedFolder(path), !path.hasPrefix(widgetFolder.path + "/"), !compiled.contains(path),
                  let owners = listing.targetsListing[path] else { return false }
            return !owners.contains(where: \.isLibrary)
        }
        target.swiftFiles.removeAll { others.contains($0) }
        result.otherTargets = others
        result.widgetTarget = widgetTarget.name
        result.widgetConditions = listing.conditions[widgetTarget.name, default: []]
        result.widgetFiles = compiled
        if let resolved = listing.sources[widgetTarget.name] {
            let targets = [resolved] + resolved.dependencies
            result.widgetResources = (targets.flatMap(\.assetCatalogs), targets.flatMap(\.dataModels), targets.flatMap(\.intentDefinitions))
        }
        return result
    }

    /// The active compilation conditions of the framework or library target that compiles module `name` in a project
    /// near `folders`, when one does and sets any.
    static func frameworkConditions(of name: String, near folders: [URL]) -> [String]? {
        let directories = folders.map(\.standardizedFileURL).filter { $0.pathExtension != "swift" }
        for project in nearbyProjects(of: directories) {
            guard let xcode = try? XcodeProject(contentsOf: project),
                  let library = xcode.libraryTarget(providingModule: name), !library.compilationConditions.isEmpty else { continue }
            return library.compilationConditions
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

    /// The Swift files every target of `project` compiles (synchronized folders included), or nil when the project or
    /// one of its targets cannot be read (then the project says nothing about which files are stale).
    static func filesListed(by project: URL) -> Set<String>? {
        listing(of: project)?.listed
    }

    /// What `project`'s targets compile, each target resolved once; nil when the project or a target cannot be read.
    static func listing(of project: URL) -> ProjectListing? {
        guard let xcode = try? XcodeProject(contentsOf: project) else { return nil }
        var listing = ProjectListing(targets: xcode.targets)
        for target in xcode.targets {
            guard let sources = try? xcode.sources(ofTarget: target.name) else { return nil }
            let own = Set(sources.swiftFiles.map(\.standardizedFileURL.path))
            listing.ownFiles[target.name] = own
            listing.conditions[target.name] = sources.compilationConditions
            listing.sources[target.name] = sources
            for path in own { listing.targetsListing[path, default: []].append(target) }
            var compiled = own, pending = sources.dependencies
            while let dependency = pending.popLast() {
                compiled.formUnion(dependency.swiftFiles.map(\.standardizedFileURL.path))
                pending += dependency.dependencies
            }
            listing.compiledBy[target.name] = compiled
        }
        return listing
    }
}

extension TargetSources {
    /// Adds the asset catalogs, Core Data models and intent definitions not already here; returns what was added.
    mutating func addingResources(_ resources: (assetCatalogs: [URL], dataModels: [URL], intentDefinitions: [URL])) -> [URL] {
        func adding(_ new: [URL], to list: inout [URL]) -> [URL] {
            let have = Set(list.map(\.standardizedFileURL.path))
            let missing = new.filter { !have.contains($0.standardizedFileURL.path) }
            list += missing
            return missing
        }
        return adding(resources.assetCatalogs, to: &assetCatalogs) + adding(resources.dataModels, to: &dataModels)
            + adding(resources.intentDefinitions, to: &intentDefinitions)
    }
}
