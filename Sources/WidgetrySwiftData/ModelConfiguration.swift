import Foundation
import WidgetryFoundation

/// Where a container's store is, as SwiftData's `ModelConfiguration`. On Linux no store file is read:
/// every configuration serves the run's fixtures (`SwiftData/<Model>.json`), so an app-group store and
/// the default store show the same data.
public struct ModelConfiguration: Sendable, Hashable {
    /// The configuration's name.
    public var name: String
    /// The store file's location.
    public var url: URL
    /// Whether the store is kept only in memory.
    public var isStoredInMemoryOnly: Bool
    /// Whether saving is allowed (a widget's store is often read-only).
    public var allowsSave: Bool
    /// The app group whose container holds the store, if any.
    public var groupAppContainerIdentifier: String?
    /// The CloudKit database mirrored (none is contacted here).
    public var cloudKitDatabase: CloudKitDatabase

    /// A configuration; `groupContainer` names the app group a widget shares the app's store through.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.cloudKitDatabase = cloudKitDatabase
        switch groupContainer.kind {
        case .identifier(let identifier):
            groupAppContainerIdentifier = identifier
            let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
                ?? AppFixtures.current.appGroupsFolder.appendingPathComponent(identifier, isDirectory: true)
            url = folder.appendingPathComponent("Library/Application Support/\(self.name).store")
        case .automatic, .none:
            groupAppContainerIdentifier = nil
            url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(self.name).store")
        }
    }

    /// A configuration whose store is at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.url = url
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        groupAppContainerIdentifier = nil
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// A configuration kept in memory (previews, tests).
    public init(isStoredInMemoryOnly: Bool) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }

    /// The app group whose container holds a store, as `ModelConfiguration.GroupContainer`.
    public struct GroupContainer: Sendable, Hashable {
        enum Kind: Sendable, Hashable { case automatic, none, identifier(String) }
        var kind: Kind
        /// The app's first app group, as SwiftData chooses by default.
        public static let automatic = GroupContainer(kind: .automatic)
        /// No app group.
        public static let none = GroupContainer(kind: .none)
        /// The app group `groupIdentifier`.
        public static func identifier(_ groupIdentifier: String) -> GroupContainer { GroupContainer(kind: .identifier(groupIdentifier)) }
    }

    /// The CloudKit database a store mirrors, as `ModelConfiguration.CloudKitDatabase`.
    public struct CloudKitDatabase: Sendable, Hashable {
        var container: String?
        /// The app's default container, when the app has the entitlement.
        public static let automatic = CloudKitDatabase(container: nil)
        /// No mirroring.
        public static let none = CloudKitDatabase(container: "")
        /// The private database of `containerIdentifier`.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(container: containerIdentifier) }
    }
}
