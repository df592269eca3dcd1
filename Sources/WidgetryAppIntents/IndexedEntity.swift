import Foundation
import WidgetryCoreSpotlight
import WidgetryUniformTypeIdentifiers

/// An entity Spotlight indexes, as App Intents' `IndexedEntity` (iOS 18): its ``attributeSet`` says what Spotlight
/// shows and searches for it.
public protocol IndexedEntity: AppEntity {
    /// The entity's Spotlight attributes.
    var attributeSet: CSSearchableItemAttributeSet { get }
}

extension IndexedEntity {
    /// The attributes App Intents derives: the display representation's title as the name and its subtitle as the
    /// description, then each `@Property(indexingKey:)` value at its key (a property written later wins).
    public var attributeSet: CSSearchableItemAttributeSet {
        let attributes = CSSearchableItemAttributeSet(contentType: .item)
        let representation = displayRepresentation
        attributes.title = representation.title.description
        attributes.displayName = representation.title.description
        attributes.contentDescription = representation.subtitle?.description
        for child in Mirror(reflecting: self).children {
            (child.value as? any IndexableEntityProperty)?.index(into: attributes)
        }
        return attributes
    }
}

extension CSSearchableIndex {
    /// Adds or updates these entities (iOS 18). Linux has no Spotlight index: throws
    /// ``CSIndexError/Code/indexingUnsupported`` as ``indexSearchableItems(_:)`` does, after reading each entity's
    /// attributes as the system would.
    public func indexAppEntities<Entity: IndexedEntity>(_ entities: [Entity], priority: Int = 0) async throws {
        let items = entities.map { CSSearchableItem(uniqueIdentifier: "\($0.id)", domainIdentifier: "\(Entity.self)",
                                                    attributeSet: $0.attributeSet) }
        try await indexSearchableItems(items)
    }

    /// Removes the entities of `type` with these identifiers (iOS 18): throws ``CSIndexError/Code/indexingUnsupported``.
    public func deleteAppEntities<Entity: IndexedEntity>(identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type) async throws {
        try await deleteSearchableItems(withIdentifiers: identifiers.map { "\($0)" })
    }

    /// Removes every entity of `type` (iOS 18): throws ``CSIndexError/Code/indexingUnsupported``.
    public func deleteAppEntities<Entity: IndexedEntity>(ofType type: Entity.Type) async throws {
        try await deleteSearchableItems(withDomainIdentifiers: ["\(Entity.self)"])
    }
}
