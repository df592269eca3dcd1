import Foundation

extension FileManager {
    /// The shared container of an app group, as on iOS — where a widget reads what its app wrote.
    ///
    /// A Linux run has no app: the container is `AppGroups/<identifier>` in the fixtures folder
    /// (`--fixtures DIR`, passed on as `WIDGETRY_FIXTURES`) when that exists, so a team can supply the
    /// files their widget reads; otherwise an empty folder under the temporary directory, created on
    /// demand, so code that writes there works and code that reads finds nothing (as on a fresh install).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let fixtures = AppFixtures.current.appGroupsFolder.appendingPathComponent(groupIdentifier, isDirectory: true)
        var isFolder: ObjCBool = false
        if fileExists(atPath: fixtures.path, isDirectory: &isFolder), isFolder.boolValue { return fixtures }
        let scratch = temporaryDirectory.appendingPathComponent("widgetry-app-groups", isDirectory: true)
            .appendingPathComponent(groupIdentifier, isDirectory: true)
        try? createDirectory(at: scratch, withIntermediateDirectories: true)
        return scratch
    }
}
