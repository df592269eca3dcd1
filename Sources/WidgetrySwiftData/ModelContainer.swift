import Foundation
import WidgetryFoundation

/// A store of model objects, as SwiftData's `ModelContainer`. Its contents are the run's fixtures
/// (`SwiftData/<Model>.json` in `--fixtures DIR`, one JSON array of rows per model type), read the first
/// time a context fetches the type; with no fixture a type has no objects.
public final class ModelContainer: @unchecked Sendable {
    // @unchecked: `objects` is read and written only with `lock` held.
    /// The container's model types.
    public let schema: Schema
    /// Its configurations.
    public let configurations: [ModelConfiguration]
    let fixtures: AppFixtures
    private let lock = NSLock()
    private var objects: [ObjectIdentifier: [AnyObject]] = [:]

    /// A container for `schema`.
    public convenience init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.init(for: schema, configurations: configurations, fixtures: .current)
    }

    /// A container serving `fixtures` (tests; widget code uses the run's).
    init(for schema: Schema, configurations: [ModelConfiguration], fixtures: AppFixtures) {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        self.fixtures = fixtures
    }

    /// A container for `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for the model types `forTypes`.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for the model types `forTypes`, with a migration plan (not applied: fixtures are current).
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for `schema` with a migration plan (not applied).
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration] = []) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for `schema` with a migration plan (not applied) and configurations listed one by one.
    @_disfavoredOverload
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// The context iOS binds to the main actor. Not isolated here: on iOS 18 widget code reads it where the SDK
    /// runs on the main actor (a view's `body`, a configuration's content closure), which Widgetry runs on worker
    /// threads, and each read is a fresh context over the same fixture rows.
    public var mainContext: ModelContext { ModelContext(self) }

    /// Deletes every object (from this process's copy).
    public func deleteAllData() { lock.withLock { objects = objects.mapValues { _ in [] } } }

    /// The objects of `T`: the fixture's rows the first time, then what contexts inserted and deleted.
    func objects<T: PersistentModel>(of type: T.Type) -> [T] {
        lock.withLock {
            let key = ObjectIdentifier(type)
            if let loaded = objects[key] { return loaded.compactMap { $0 as? T } }
            let loaded = Self.loadFixtureRows(of: type, from: fixtures)
            objects[key] = loaded
            return loaded
        }
    }

    func update<T: PersistentModel>(_ type: T.Type, _ change: (inout [AnyObject]) -> Void) {
        _ = objects(of: type)
        lock.withLock { change(&objects[ObjectIdentifier(type), default: []]) }
    }

    /// The fixture file of `type`: `SwiftData/<type name>.json`.
    public static func fixtureFile(of type: any PersistentModel.Type, in fixtures: AppFixtures) -> URL {
        fixtures.folder.appendingPathComponent("SwiftData/\(String(describing: type)).json")
    }

    /// The rows of `type`'s fixture file as objects; none when the file is absent. A file that is not an
    /// array of objects, or a row that lacks a required key, is reported on standard error (file, row,
    /// key and the fix) and left out.
    static func loadFixtureRows<T: PersistentModel>(of type: T.Type, from fixtures: AppFixtures) -> [T] {
        let file = fixtureFile(of: type, in: fixtures)
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        guard let rows = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            FixtureWarnings.report("\(file.path): not a JSON array of objects; write [{\"property\": value, …}, …], one object per \(type)")
            return []
        }
        return rows.enumerated().compactMap { index, row in
            if let missing = T._$requiredFixtureKeys.first(where: { row[$0] == nil || row[$0] is NSNull }) {
                FixtureWarnings.report("\(file.path): row \(index + 1) has no \"\(missing)\", which \(type) requires; the row is left out")
                return nil
            }
            return T(backingData: ModelBackingData(fixtureRow: row))
        }
    }
}

/// A model's schema history (migrations are not applied to fixtures).
public protocol SchemaMigrationPlan {
    /// The schema versions.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps from each version to the next (none unless the plan says).
    static var stages: [MigrationStage] { get }
}

extension SchemaMigrationPlan {
    /// No stages.
    public static var stages: [MigrationStage] { [] }
}

/// One step of a migration plan, as SwiftData's `MigrationStage`. A container here reads its objects from the app's
/// fixtures, already in the newest schema, so no stage runs; the stages are kept as written.
public enum MigrationStage {
    /// A migration SwiftData infers from the two schemas.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with the app's own steps before and after SwiftData's.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}

/// One version of a schema.
public protocol VersionedSchema {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// Its models.
    static var models: [any PersistentModel.Type] { get }
}
