import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Xcode workspace (`App.xcworkspace`) read as data: the projects and folders its
/// `contents.xcworkspacedata` lists. Xcode builds every project and local package of a workspace together,
/// so a widget imports a framework of another project, or a library of a local package, without its own
/// project naming it.
public struct XcodeWorkspace: Sendable, Equatable {
    /// The `.xcworkspace` folder.
    public var url: URL
    /// The `.xcodeproj` folders it lists, in the order listed.
    public var projects: [URL]
    /// The other folders it lists (local Swift packages among them), in the order listed.
    public var folders: [URL]

    /// Reads the workspace at `url` (the `.xcworkspace` folder). Throws ``XcodeProjectError`` when its
    /// `contents.xcworkspacedata` cannot be read or is not well-formed XML.
    public init(contentsOf url: URL) throws {
        let folder = url.standardizedFileURL
        let file = folder.appendingPathComponent("contents.xcworkspacedata")
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw XcodeProjectError.cannotRead(file: file, reason: XcodeProjectError.reason(of: error))
        }
        let references = try Self.references(inContents: data, container: folder.deletingLastPathComponent(), file: file)
        self.url = folder
        self.projects = references.filter { $0.pathExtension == "xcodeproj" }
        self.folders = references.filter { $0.pathExtension != "xcodeproj" && $0.pathExtension != "xcworkspace" }
    }

    /// The locations a workspace's contents list, resolved as Xcode resolves them: `group:` against the
    /// enclosing `Group`'s folder (the container at the top), `container:` against the folder holding the
    /// workspace, `absolute:` as written. `self:` (a project's own inner workspace) and `developer:`
    /// (Xcode's own folder) name nothing of the repository and are left out.
    static func references(inContents data: Data, container: URL, file: URL) throws -> [URL] {
        let reader = ContentsReader(container: container)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let parsed = parser.parse()
        // Foundation's parser on Linux recovers from some errors (an element closed by another's end tag), so the
        // reader checks the nesting itself.
        if !parsed || reader.problem != nil || !reader.open.isEmpty || !reader.sawWorkspace {
            let reason = reader.problem ?? parser.parserError.map { "\($0.localizedDescription)" }
                ?? (reader.sawWorkspace ? "<\(reader.open.last ?? "")> is never closed" : "no <Workspace> element")
            throw XcodeProjectError.malformed(file: file, problem: "line \(parser.lineNumber): \(reason)")
        }
        return reader.references
    }

    /// The SAX reader behind ``references(inContents:container:file:)``: a stack of group folders.
    private final class ContentsReader: NSObject, XMLParserDelegate {
        let container: URL
        var groups: [URL] = []
        var references: [URL] = []
        /// The elements open, outermost first.
        var open: [String] = []
        var sawWorkspace = false
        var problem: String?

        init(container: URL) { self.container = container }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if open.isEmpty {
                if elementName == "Workspace" { sawWorkspace = true } else { problem = problem ?? "the top element is <\(elementName)>, not <Workspace>" }
            }
            open.append(elementName)
            let base = groups.last ?? container
            let location = attributes["location"].flatMap { resolve($0, base: base) }
            switch elementName {
            case "Group": groups.append(location ?? base)
            case "FileRef": if let location { references.append(location) }
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if open.last == elementName { open.removeLast() } else { problem = problem ?? "</\(elementName)> closes <\(open.last ?? "nothing")>" }
            if elementName == "Group", !groups.isEmpty { groups.removeLast() }
        }

        private func resolve(_ location: String, base: URL) -> URL? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let kind = location[..<colon], path = String(location[location.index(after: colon)...])
            switch kind {
            case "group": return (path.isEmpty ? base : base.appendingPathComponent(path)).standardizedFileURL
            case "container": return (path.isEmpty ? container : container.appendingPathComponent(path)).standardizedFileURL
            case "absolute": return URL(fileURLWithPath: path).standardizedFileURL
            default: return nil
            }
        }
    }

    /// The workspaces a project (or a folder of sources) at `anchor` is built in, nearest first: the workspaces
    /// beside the project (in the folder of sources) and in each folder above it up to `repository`, then any other
    /// workspace in the repository that lists the project. A workspace that cannot be read is left out: Xcode
    /// could not open it either.
    public static func enclosing(_ anchor: URL, in repository: RepositoryFolder) -> [XcodeWorkspace] {
        let anchor = anchor.standardizedFileURL
        var candidates: [URL] = []
        var folder = RepositoryFolder.startingFolder(of: anchor)
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            candidates += names.sorted().filter { $0.hasSuffix(".xcworkspace") }.map { folder.appendingPathComponent($0) }
            if folder.path == repository.root.path || !folder.path.hasPrefix(repository.root.path) || folder.pathComponents.count <= 1 { break }
            folder.deleteLastPathComponent()
        }
        var workspaces = candidates.compactMap { try? XcodeWorkspace(contentsOf: $0) }
        if anchor.pathExtension == "xcodeproj" {
            for url in repository.folders(named: { $0.hasSuffix(".xcworkspace") }) where !candidates.contains(url) {
                if let workspace = try? XcodeWorkspace(contentsOf: url), workspace.projects.contains(anchor) { workspaces.append(workspace) }
            }
        }
        return workspaces
    }
}
