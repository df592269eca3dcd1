import Foundation
import WidgetryKit

/// Apple Intelligence's assistant schemas (iOS 18), as App Intents' `AssistantSchemas`: what
/// `@AppIntent(schema: .system.search)`, `@AppEntity(schema:)` and `@AppEnum(schema:)` name. A widget's render
/// never asks the assistant, so a schema is only its name (`"system.search"`).
public enum AssistantSchemas {
    /// An intent schema.
    public struct Intent: Sendable, Hashable {
        /// The schema's domain and name, `"assistant.activate"`.
        public let name: String
    }
    /// An entity schema.
    public struct Entity: Sendable, Hashable {
        /// The schema's domain and name.
        public let name: String
    }
    /// An enum schema.
    public struct Enum: Sendable, Hashable {
        /// The schema's domain and name.
        public let name: String
    }

    /// A domain's schemas, by name (`.system.search`, `.photos.openAsset`).
    @dynamicMemberLookup
    public struct Domain<Schema: Sendable>: Sendable {
        let domain: String
        let make: @Sendable (String) -> Schema
        /// The schema `name` of this domain.
        public subscript(dynamicMember name: String) -> Schema { make(domain + "." + name) }
    }
}

/// The domains Apple's documentation lists for assistant schemas.
extension AssistantSchemas.Intent {
    private static func domain(_ name: String) -> AssistantSchemas.Domain<Self> { .init(domain: name) { Self(name: $0) } }
    public static var assistant: AssistantSchemas.Domain<Self> { domain("assistant") }
    public static var books: AssistantSchemas.Domain<Self> { domain("books") }
    public static var browser: AssistantSchemas.Domain<Self> { domain("browser") }
    public static var camera: AssistantSchemas.Domain<Self> { domain("camera") }
    public static var files: AssistantSchemas.Domain<Self> { domain("files") }
    public static var journal: AssistantSchemas.Domain<Self> { domain("journal") }
    public static var mail: AssistantSchemas.Domain<Self> { domain("mail") }
    public static var photos: AssistantSchemas.Domain<Self> { domain("photos") }
    public static var presentation: AssistantSchemas.Domain<Self> { domain("presentation") }
    public static var reader: AssistantSchemas.Domain<Self> { domain("reader") }
    public static var spreadsheet: AssistantSchemas.Domain<Self> { domain("spreadsheet") }
    public static var system: AssistantSchemas.Domain<Self> { domain("system") }
    public static var whiteboard: AssistantSchemas.Domain<Self> { domain("whiteboard") }
    public static var wordProcessor: AssistantSchemas.Domain<Self> { domain("wordProcessor") }
}

extension AssistantSchemas.Entity {
    private static func domain(_ name: String) -> AssistantSchemas.Domain<Self> { .init(domain: name) { Self(name: $0) } }
    public static var books: AssistantSchemas.Domain<Self> { domain("books") }
    public static var browser: AssistantSchemas.Domain<Self> { domain("browser") }
    public static var files: AssistantSchemas.Domain<Self> { domain("files") }
    public static var journal: AssistantSchemas.Domain<Self> { domain("journal") }
    public static var mail: AssistantSchemas.Domain<Self> { domain("mail") }
    public static var photos: AssistantSchemas.Domain<Self> { domain("photos") }
    public static var presentation: AssistantSchemas.Domain<Self> { domain("presentation") }
    public static var reader: AssistantSchemas.Domain<Self> { domain("reader") }
    public static var spreadsheet: AssistantSchemas.Domain<Self> { domain("spreadsheet") }
    public static var whiteboard: AssistantSchemas.Domain<Self> { domain("whiteboard") }
    public static var wordProcessor: AssistantSchemas.Domain<Self> { domain("wordProcessor") }
}

extension AssistantSchemas.Enum {
    private static func domain(_ name: String) -> AssistantSchemas.Domain<Self> { .init(domain: name) { Self(name: $0) } }
    public static var books: AssistantSchemas.Domain<Self> { domain("books") }
    public static var browser: AssistantSchemas.Domain<Self> { domain("browser") }
    public static var camera: AssistantSchemas.Domain<Self> { domain("camera") }
    public static var mail: AssistantSchemas.Domain<Self> { domain("mail") }
    public static var photos: AssistantSchemas.Domain<Self> { domain("photos") }
    public static var presentation: AssistantSchemas.Domain<Self> { domain("presentation") }
    public static var reader: AssistantSchemas.Domain<Self> { domain("reader") }
    public static var spreadsheet: AssistantSchemas.Domain<Self> { domain("spreadsheet") }
    public static var whiteboard: AssistantSchemas.Domain<Self> { domain("whiteboard") }
    public static var wordProcessor: AssistantSchemas.Domain<Self> { domain("wordProcessor") }
}

/// How an intent may run, as App Intents' `IntentModes` (iOS 26): in the background, or bringing the app
/// forward. A render never runs an intent; the value is kept for the app's code.
public struct IntentModes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Without showing the app.
    public static let background = IntentModes(rawValue: 1 << 0)
    /// With the app in the foreground.
    public static let foreground = IntentModes(rawValue: 1 << 1)
}
