import Foundation

/// Why a project (or a folder of sources) could not be read. Each message names the file or object
/// at fault, says what is wrong and how to fix it.
public enum XcodeProjectError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A file could not be read; `reason` is the operating system's reason (e.g. "No such file or directory").
    case cannotRead(file: URL, reason: String)
    /// A file was read but is not what Xcode writes; `problem` names the entry or object id at fault
    /// (e.g. "object 1A2B… (PBXBuildFile) names fileRef 9F… which does not exist").
    case malformed(file: URL, problem: String)
    /// The project has no target with this name; `available` lists the targets it has.
    case noSuchTarget(name: String, project: URL, available: [String])
    /// The target has no build configuration with this name; `available` lists those it has.
    case noSuchConfiguration(name: String, target: String, available: [String])
    /// A folder to scan (or a synchronized folder the project names) does not exist.
    case directoryNotFound(URL)

    /// What is wrong and how to fix it, in one paragraph.
    public var description: String {
        switch self {
        case let .cannotRead(file, reason):
            return "Cannot read \(file.path): \(reason). Check the path and that the file is readable."
        case let .malformed(file, problem):
            return "\(file.path) is malformed: \(problem)."
        case let .noSuchTarget(name, project, available):
            let list = available.isEmpty ? "it has no targets" : "its targets are: \(available.joined(separator: ", "))"
            return "\(project.lastPathComponent) has no target named '\(name)'; \(list). Pass one of these names (they are case-sensitive)."
        case let .noSuchConfiguration(name, target, available):
            let list = available.isEmpty ? "it has no build configurations" : "its configurations are: \(available.joined(separator: ", "))"
            return "Target '\(target)' has no build configuration named '\(name)'; \(list). Pass one of these names."
        case let .directoryNotFound(url):
            return "\(url.path) does not exist. Check the path (a folder, or a single Swift file); for a project, check that the folder it names exists on disk (Xcode shows it in red)."
        }
    }

    /// The reason an I/O error gives, as the OS words it ("No such file or directory"), rather than
    /// Foundation's generic "The operation could not be completed".
    static func reason(of error: Error) -> String {
        let nsError = error as NSError
        // On Linux the underlying error is a Swift `POSIXError`, which `as? NSError` does not match.
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        return error.localizedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
