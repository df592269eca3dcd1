/// One entry of a `project.pbxproj` file's `objects` dictionary: its 24-character id, its class
/// (`isa`, e.g. `PBXFileReference`) and its other fields.
struct PBXObject: Sendable, Equatable {
    let id: String
    let isa: String
    let fields: [String: PlistValue]

    func string(_ key: String) -> String? { fields[key]?.string }

    /// The strings of an array field; empty when the field is absent (Xcode omits empty lists).
    func strings(_ key: String) -> [String] { fields[key]?.array?.compactMap(\.string) ?? [] }

    /// How errors name the object: its id and class, e.g. `1A2B… (PBXBuildFile)`.
    var label: String { "\(id) (\(isa))" }
}
