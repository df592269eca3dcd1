import Foundation
import Observation

/// A class the `@Model` macro made persistable, as SwiftData's `PersistentModel`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The object's property values.
    var _$backingData: ModelBackingData { get }
    /// Makes an object from backing data (a fixture row).
    init(backingData: ModelBackingData)
    /// The keys a fixture row must have: non-optional properties without a default value.
    static var _$requiredFixtureKeys: [String] { get }
}

extension PersistentModel {
    /// The object's identity in its store.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: self) }

    /// The context the object was fetched into or inserted in (none is tracked on Linux).
    public var modelContext: ModelContext? { nil }

    /// Whether the object was deleted from its context.
    public var isDeleted: Bool { false }

    /// Objects are equal when they are the same object, as SwiftData's models are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// The object's identifier, when the model declares no `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }
}

/// An object's identity in its store, as SwiftData's `PersistentIdentifier`.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The model's type name.
    public var entityName: String
    /// The object's number in this process.
    private var object: UInt

    init(object: AnyObject) {
        entityName = String(describing: type(of: object))
        self.object = UInt(bitPattern: ObjectIdentifier(object).hashValue)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.entityName, lhs.object) < (rhs.entityName, rhs.object) }

    public var description: String { "\(entityName)/\(object)" }
}
