import ArgumentParser
import Foundation
import WidgetryFoundation

/// `--fixtures DIR`: the app data a Linux run lacks (app-group containers, user defaults), supplied as a
/// folder laid out as ``AppFixtures`` describes. Without it, `Fixtures/` in the working folder is used
/// when present, and otherwise the widget sees an empty app group and empty defaults, as on a fresh
/// install.
struct FixtureOptions: ParsableArguments {
    @Option(help: "A folder of app data the widget reads: AppGroups/<group id>/… and UserDefaults/<suite>.plist|json.")
    var fixtures: String?

    /// Publishes the folder to the widget's code (through `WIDGETRY_FIXTURES`, where Foundation's
    /// app-group and defaults entry points look) and registers its defaults suites.
    func apply() throws {
        if let fixtures {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fixtures, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--fixtures \(fixtures): no such folder; create it with AppGroups/<group id>/ and UserDefaults/<suite>.plist inside")
            }
            setenv("WIDGETRY_FIXTURES", fixtures, 1)
        }
        // The widget's requests answer from Fixtures/Network or fail as offline: a check sends nothing (docs/fixtures.md).
        NetworkFixtures.install()
        do {
            try AppFixtures.current.registerUserDefaults()
        } catch let problem as AppFixtures.Problem {
            throw ValidationError(problem.description)
        }
    }
}
