import Foundation

/// Finds an entity type's values, as App Intents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity
    /// What ``suggestedEntities()`` returns: an array of entities unless the query says.
    associatedtype Result = [Entity]

    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered when the user edits a parameter; none unless the query says.
    func suggestedEntities() async throws -> Result
    /// The entity a new widget starts with; `nil` unless the query says.
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    /// No default: an optional parameter stays empty.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that can also search by text, as App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities that match `string`.
    func entities(matching string: String) async throws -> Result
}

/// A query that can list every entity, as App Intents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

/// Supplies a parameter's choices, as App Intents' `DynamicOptionsProvider`.
public protocol DynamicOptionsProvider: Sendable {
    /// The choices' type.
    associatedtype Result
    /// The type of the default choice.
    associatedtype DefaultValue = Never
    /// The choices.
    func results() async throws -> Result
}

// `defaultResult()` is not a requirement here, as it is on iOS: a query that is also its options provider
// (`EntityStringQuery, DynamicOptionsProvider`) would then have two defaults, `EntityQuery`'s (`Entity?`) and this
// protocol's (`DefaultValue?`), and Swift could not infer `DefaultValue`; a provider's own `defaultResult()` is still
// what code calling it gets.
extension DynamicOptionsProvider where DefaultValue == Never {
    /// No default choice.
    public func defaultResult() async -> Never? { nil }
}

extension DynamicOptionsProvider where Self: EntityQuery {
    /// A query that is also its parameter's options provider offers its suggested entities, as on iOS, where such a
    /// query (`struct ListQuery: EntityStringQuery, DynamicOptionsProvider`) needs no `results()` of its own.
    public func results() async throws -> Result { try await suggestedEntities() }
}
