import Foundation
import WidgetryXcode

/// The Xcode projects one check reads, each parsed and resolved once.
///
/// With `--sources`, several rules ask the projects beside the folders: which files no target lists, which target is the
/// widget's, what a `--module` framework's conditions are, which framework target builds a module nobody supplied. A
/// large app's `project.pbxproj` takes a noticeable part of a second to read and resolve, so they share one reading.
/// The front door runs on one thread; the cache is not shared between checks.
final class ProjectCache {
    private var projects: [URL: Result<XcodeProject, any Error>] = [:]
    private var listings: [URL: ProjectListing?] = [:]

    init() {}

    /// The project at `url`, read the first time it is asked for; the same error again when it could not be read.
    func project(at url: URL) throws -> XcodeProject {
        let key = url.standardizedFileURL
        if let cached = projects[key] { return try cached.get() }
        let read = Result { try XcodeProject(contentsOf: key) }
        projects[key] = read
        return try read.get()
    }

    /// What the project at `url` lists, per target; nil when the project or one of its targets cannot be read.
    func listing(of url: URL) -> ProjectListing? {
        let key = url.standardizedFileURL
        if let cached = listings[key] { return cached }
        let listing = (try? project(at: key)).flatMap { ProjectListing($0, at: key) }
        listings[key] = listing
        return listing
    }
}
