import WidgetryAppIntents

/// Marks an intent as conforming to an Apple Intelligence assistant schema, as App Intents'
/// `@AppIntent(schema:)` (iOS 18). Adds nothing here: a render never runs the intent or asks the assistant.
@attached(peer)
public macro AppIntent(schema: AssistantSchemas.Intent) = #externalMacro(module: "WidgetryMacrosPlugin", type: "AssistantSchemaMacro")

/// Marks an entity as conforming to an assistant schema, as `@AppEntity(schema:)` (iOS 18). Adds nothing here.
@attached(peer)
public macro AppEntity(schema: AssistantSchemas.Entity) = #externalMacro(module: "WidgetryMacrosPlugin", type: "AssistantSchemaMacro")

/// Marks an enum as conforming to an assistant schema, as `@AppEnum(schema:)` (iOS 18). Adds nothing here.
@attached(peer)
public macro AppEnum(schema: AssistantSchemas.Enum) = #externalMacro(module: "WidgetryMacrosPlugin", type: "AssistantSchemaMacro")

/// Exposes an app entity's computed property to the system, as App Intents' `@ComputedProperty` (iOS 26): adds the
/// `$name` entity property that queries name; the getter stays as written.
@attached(peer, names: prefixed(`$`))
public macro ComputedProperty(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil) =
    #externalMacro(module: "WidgetryMacrosPlugin", type: "EntityComputedPropertyMacro")

/// Exposes an app entity's `async` computed property, as App Intents' `@DeferredProperty` (iOS 26): adds its `$name`
/// entity property (with no value: the getter runs only when the system asks).
@attached(peer, names: prefixed(`$`))
public macro DeferredProperty(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil) =
    #externalMacro(module: "WidgetryMacrosPlugin", type: "EntityComputedPropertyMacro")
