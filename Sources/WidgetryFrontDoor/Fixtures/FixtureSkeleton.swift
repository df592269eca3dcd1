import Foundation

/// The files of a `--fixtures` folder (docs/fixtures.md) for what a target's code asks (``FixtureNeeds``), each
/// holding one row of placeholders for the team to fill in: `widgetry fixtures` writes them.
public struct FixtureSkeleton: Sendable, Equatable {
    /// A file of the skeleton, by its path in the fixtures folder.
    public struct File: Sendable, Equatable {
        /// The path in the fixtures folder (`SwiftData/Book.json`).
        public var path: String
        /// Its text.
        public var contents: String
        /// What the code reads that made it, for the summary.
        public var reason: String
    }

    /// An app group's container folder, with the files the code opens there (their formats are the app's own).
    public struct AppGroupFolder: Sendable, Equatable {
        /// The path in the fixtures folder (`AppGroups/group.x`).
        public var path: String
        /// The file names the code opens in the container, sorted.
        public var files: [String]
    }

    /// The files, in path order.
    public var files: [File]
    /// App-group folders to create.
    public var appGroupFolders: [AppGroupFolder]

    /// The skeleton of `needs`.
    public init(_ needs: FixtureNeeds) {
        var files: [File] = []
        for (suite, keys) in needs.userDefaults {
            files.append(File(path: "UserDefaults/\(suite).json", contents: Self.object(keys) + "\n",
                              reason: suite == "standard" ? "UserDefaults.standard" : "UserDefaults(suiteName: \"\(suite)\")"))
        }
        for (model, fields) in needs.swiftDataModels {
            files.append(File(path: "SwiftData/\(model).json", contents: Self.rows(fields), reason: "@Model class \(model)"))
        }
        for (entity, fields) in needs.coreDataEntities {
            files.append(File(path: "CoreData/\(entity).json", contents: Self.rows(fields), reason: "Core Data entity \(entity)"))
        }
        for type in needs.healthKitTypes {
            // One hour's sample; `unit` is left out so the type's usual unit applies (docs/fixtures.md, HealthKit).
            files.append(File(path: "HealthKit/\(type).json",
                              contents: "[\n  {\"start\": \"2026-01-01T09:00:00Z\", \"end\": \"2026-01-01T10:00:00Z\", \"value\": 0}\n]\n",
                              reason: "HealthKit type .\(type)"))
        }
        if needs.readsCalendar {
            files.append(File(path: "Calendar/events.json", contents: """
                [
                  {"title": "", "start": "2026-01-01T09:00:00Z", "end": "2026-01-01T10:00:00Z", "allDay": false, "location": "", "calendar": "", "color": "#007AFF"}
                ]

                """, reason: "EKEventStore"))
        }
        if needs.readsKeychain || !needs.keychainServices.isEmpty {
            let services = needs.keychainServices.isEmpty ? [""] : needs.keychainServices.sorted()
            let items = services.map { "  {\"service\": \(Self.quoted($0)), \"account\": \"\", \"value\": \"\"}" }.joined(separator: ",\n")
            files.append(File(path: "Keychain/items.json", contents: "[\n\(items)\n]\n", reason: "SecItemCopyMatching"))
        }
        self.files = files.sorted { $0.path < $1.path }
        appGroupFolders = needs.appGroups.keys.sorted().map { AppGroupFolder(path: "AppGroups/\($0)", files: needs.appGroups[$0, default: []].sorted()) }
    }

    /// What ``write(to:)`` did.
    public struct Written: Sendable, Equatable {
        /// Files written (paths in the folder).
        public var written: [String] = []
        /// Files that were there already, left as they are.
        public var kept: [String] = []
    }

    /// Writes the skeleton into `folder`, never over a file that exists: a team's real fixtures stay theirs.
    public func write(to folder: URL) throws -> Written {
        let manager = FileManager.default
        var result = Written()
        for group in appGroupFolders {
            try manager.createDirectory(at: folder.appendingPathComponent(group.path, isDirectory: true), withIntermediateDirectories: true)
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            if manager.fileExists(atPath: url.path) {
                result.kept.append(file.path)
                continue
            }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            result.written.append(file.path)
        }
        return result
    }

    // MARK: JSON text

    /// One row, as a JSON array, keys in declaration order (the readers take any order; people read this one).
    static func rows(_ fields: [FixtureNeeds.Field]) -> String { "[\n  \(object(fields))\n]\n" }

    static func object(_ fields: [FixtureNeeds.Field]) -> String {
        "{" + fields.map { "\(quoted($0.name)): \($0.placeholder.json)" }.joined(separator: ", ") + "}"
    }

    /// A JSON string literal (keys come from the code and may hold anything).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
