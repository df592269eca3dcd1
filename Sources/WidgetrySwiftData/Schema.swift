import Foundation

/// The model types a container holds, as SwiftData's `Schema`.
public struct Schema: Sendable {
    /// The model types.
    public var types: [any PersistentModel.Type]
    /// The schema's version.
    public var version: Schema.Version

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }

    /// A schema of `types`.
    public init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The schema of one version: its models, at its version (`Schema(versionedSchema: SchemaV2.self)`).
    public init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    /// A schema version, as SwiftData's `Schema.Version`.
    public struct Version: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
        public var major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
        /// "major.minor.patch", as SwiftData writes it.
        public var description: String { "\(major).\(minor).\(patch)" }
        public static func < (lhs: Version, rhs: Version) -> Bool { (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch) }
    }

    /// Attribute options (`@Attribute(.unique)`).
    public struct Attribute: Sendable {
        public struct Option: Sendable, Hashable {
            private var name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:\(transformerName)") }
        }
    }

    /// Relationship options (`@Relationship(deleteRule: .cascade)`).
    public struct Relationship: Sendable {
        public struct Option: Sendable, Hashable {
            private var name: String
            public static let unique = Option(name: "unique")
        }
        /// What deleting the owner does to the related objects.
        public enum DeleteRule: Sendable, Hashable { case noAction, nullify, cascade, deny }
    }
}
