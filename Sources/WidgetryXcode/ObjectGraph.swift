import Foundation

/// The objects of a `project.pbxproj` file by id, with look-ups that turn a dangling reference into
/// an error naming the object that holds it.
struct ObjectGraph: Sendable {
    /// The `project.pbxproj` file, named in errors.
    let file: URL
    let objects: [String: PBXObject]
    /// The `PBXProject` object.
    let project: PBXObject

    /// Reads and parses `file`.
    init(contentsOf file: URL) throws {
        self.file = file
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw XcodeProjectError.cannotRead(file: file, reason: XcodeProjectError.reason(of: error))
        }
        let root: [String: PlistValue]
        do {
            let parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            guard let dictionary = PlistValue(parsed)?.dictionary else {
                throw XcodeProjectError.malformed(file: file, problem: "its root is not a dictionary" + Self.fix)
            }
            root = dictionary
        } catch let error as XcodeProjectError {
            throw error
        } catch {
            // The commonest way a project file breaks: a merge committed with its conflict markers.
            if String(decoding: data, as: UTF8.self).contains("\n<<<<<<< ") {
                throw XcodeProjectError.malformed(
                    file: file, problem: "it has unresolved merge conflict markers (<<<<<<<, =======, >>>>>>>); resolve the conflict, keeping the entries both sides need")
            }
            throw XcodeProjectError.malformed(file: file, problem: "not a property list (\(Self.parseFailure(error)))" + Self.fix)
        }
        guard let entries = root["objects"]?.dictionary else {
            throw XcodeProjectError.malformed(file: file, problem: "it has no 'objects' dictionary" + Self.fix)
        }
        var objects: [String: PBXObject] = [:]
        for (id, entry) in entries {
            guard let fields = entry.dictionary, let isa = fields["isa"]?.string else {
                throw XcodeProjectError.malformed(file: file, problem: "object \(id) has no 'isa' (class name)" + Self.fix)
            }
            objects[id] = PBXObject(id: id, isa: isa, fields: fields)
        }
        guard let rootID = root["rootObject"]?.string else {
            throw XcodeProjectError.malformed(file: file, problem: "it has no 'rootObject' entry" + Self.fix)
        }
        guard let project = objects[rootID], project.isa == "PBXProject" else {
            throw XcodeProjectError.malformed(file: file, problem: "rootObject \(rootID) is not a PBXProject object in 'objects'" + Self.fix)
        }
        self.objects = objects
        self.project = project
    }

    /// The object `owner.fields[key]` names, or nil when the field is absent.
    func reference(_ key: String, of owner: PBXObject) throws -> PBXObject? {
        guard let id = owner.string(key) else { return nil }
        return try object(id, namedBy: owner, key: key)
    }

    /// The objects the array field `owner.fields[key]` names, in order.
    func references(_ key: String, of owner: PBXObject) throws -> [PBXObject] {
        try owner.strings(key).map { try object($0, namedBy: owner, key: key) }
    }

    /// Every object of one class, in id order so results do not depend on dictionary order.
    func objects(isa: String) -> [PBXObject] {
        objects.values.filter { $0.isa == isa }.sorted { $0.id < $1.id }
    }

    /// A problem with one object, worded as the other errors are.
    func malformed(_ object: PBXObject, _ problem: String) -> XcodeProjectError {
        .malformed(file: file, problem: "object \(object.label) \(problem)" + Self.fix)
    }

    private func object(_ id: String, namedBy owner: PBXObject, key: String) throws -> PBXObject {
        guard let object = objects[id] else {
            throw malformed(owner, "names \(key) \(id) which does not exist")
        }
        return object
    }

    private static let fix = "; open the project in Xcode (which repairs or reports it) or restore project.pbxproj from version control"

    /// The OpenStep parser's own message (with its line number) when there is one: Foundation reports
    /// the XML parser's complaint at the top level, which says nothing about an OpenStep file.
    private static func parseFailure(_ error: Error) -> String {
        let nsError = error as NSError
        if let openStep = nsError.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError,
           let detail = openStep.userInfo[NSDebugDescriptionErrorKey] as? String {
            return detail
        }
        return nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }
}
