@_exported import Observation

/// Makes a class persistable, as SwiftData's `@Model`: its stored properties (with written types) are
/// kept in backing data, and the model context can make objects from a fixture's rows.
@attached(member, names: named(_$backingData), named(init(backingData:)), named(_$requiredFixtureKeys))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "WidgetryMacrosPlugin", type: "ModelMacro")

/// A persisted property's accessors (the `@Model` macro adds it; not written by hand).
@attached(accessor, names: named(init), named(get), named(set))
public macro _PersistedProperty() = #externalMacro(module: "WidgetryMacrosPlugin", type: "PersistedPropertyMacro")

/// How a property is stored (`.unique`, `.externalStorage`, …); kept for the API, nothing changes here.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetryMacrosPlugin", type: "ModelMarkerMacro")

/// A relationship's delete rule and inverse; kept for the API.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "WidgetryMacrosPlugin", type: "ModelMarkerMacro")

/// A property the store does not keep (it stays an ordinary stored property).
@attached(peer)
public macro Transient() = #externalMacro(module: "WidgetryMacrosPlugin", type: "ModelMarkerMacro")

/// Gives an actor a model context of its own over a container, as SwiftData's `@ModelActor`:
/// `init(modelContainer:)`, `modelContainer`, `modelExecutor`, and through `ModelActor`, `modelContext`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "WidgetryMacrosPlugin", type: "ModelActorMacro")

/// Store indexes over a model's properties (`#Index<Trip>([\.startDate], [\.name, \.startDate])` in its body), as
/// SwiftData's iOS 18 macro; they speed up fetches on a device and change nothing a widget shows.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "WidgetryMacrosPlugin", type: "ModelSchemaMacro")

/// Uniqueness constraints over a model's properties (`#Unique<Person>([\.id], [\.givenName, \.familyName])`), as
/// SwiftData's iOS 18 macro; kept for the API (an insert that matches a row adds it here rather than updating it).
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "WidgetryMacrosPlugin", type: "ModelSchemaMacro")
