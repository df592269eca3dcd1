import Foundation

/// Loads the repository's Reference/*.json, so tests compare the generated Swift against the source
/// data rather than against numbers retyped in the tests.
enum ReferenceJSON {
    /// The Reference/ folder, two levels above this file. Symlinks are resolved so that a sandbox
    /// package that links Tests/WidgetryReferenceTests still finds the real repository.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reference")
    }

    static func load(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return object
    }

    static func double(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }
}
