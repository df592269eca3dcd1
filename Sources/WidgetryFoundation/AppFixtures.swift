import Foundation

/// The app data a Linux run lacks, supplied by the team as a folder (`widgetry check --fixtures DIR`):
///
/// - `AppGroups/<group id>/…` — app-group containers (``FileManager/containerURL(forSecurityApplicationGroupIdentifier:)``);
/// - `UserDefaults/<suite>.plist` or `.json` — values for `UserDefaults(suiteName:)` (and `standard.plist`);
///
/// The folder is named by the `WIDGETRY_FIXTURES` environment variable, which the commands set from
/// `--fixtures`: the widget's own code reads app data through Foundation's process-wide entry points
/// (`FileManager.default`, `UserDefaults`), so the run's environment is the one place both can see.
public struct AppFixtures: Sendable, Hashable {
    /// The fixtures folder (it need not exist).
    public var folder: URL

    /// Fixtures in `folder`.
    public init(folder: URL) { self.folder = folder }

    /// The fixtures the process was started with: `WIDGETRY_FIXTURES`, else `Fixtures` in the working folder.
    public static var current: AppFixtures {
        let path = ProcessInfo.processInfo.environment["WIDGETRY_FIXTURES"] ?? "Fixtures"
        return AppFixtures(folder: URL(fileURLWithPath: path, isDirectory: true))
    }

    /// Where app-group containers are.
    public var appGroupsFolder: URL { folder.appendingPathComponent("AppGroups", isDirectory: true) }

    /// Where user-defaults suites are.
    public var userDefaultsFolder: URL { folder.appendingPathComponent("UserDefaults", isDirectory: true) }

    /// A problem with a fixture file, naming the file and the fix.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        /// The file.
        public var file: URL
        /// What is wrong and how to fix it.
        public var description: String
    }

    /// Registers each `UserDefaults/<suite>.plist|json` file's values as that suite's defaults
    /// (`standard` for `UserDefaults.standard`), so `UserDefaults(suiteName:)` and `@AppStorage` read
    /// them. Returns the suites loaded; a file that is not a dictionary is a ``Problem``.
    @discardableResult
    public func registerUserDefaults() throws -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: userDefaultsFolder.path) else { return [] }
        var loaded: [String] = []
        for name in names.sorted() {
            let file = userDefaultsFolder.appendingPathComponent(name)
            let suite = file.deletingPathExtension().lastPathComponent
            let values: [String: Any]
            switch file.pathExtension {
            case "plist":
                guard let data = manager.contents(atPath: file.path),
                      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                    throw Problem(file: file, description: "\(file.path): not a property list with a dictionary at its root; write the suite's keys and values as a <dict>")
                }
                values = plist
            case "json":
                guard let data = manager.contents(atPath: file.path),
                      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                    throw Problem(file: file, description: "\(file.path): not a JSON object; write the suite's keys and values as {\"key\": value}")
                }
                values = json
            default:
                continue
            }
            let defaults = suite == "standard" ? UserDefaults.standard : UserDefaults(suiteName: suite)
            defaults?.register(defaults: values)
            loaded.append(suite)
        }
        return loaded
    }
}
