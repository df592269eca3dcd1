/// What a target's code asks of the app's data, read from its syntax (`widgetry fixtures`): the stores and keys a
/// `--fixtures` folder must supply (docs/fixtures.md) for the widget to show what the app would have stored.
public struct FixtureNeeds: Sendable, Equatable {
    /// A stored property or attribute, and the value a skeleton row holds for it.
    public struct Field: Sendable, Equatable {
        /// The property's name, the row's key.
        public var name: String
        /// The placeholder the skeleton writes.
        public var placeholder: Placeholder
    }

    /// A JSON value a skeleton holds until the team writes a real one: what the declared type reads from.
    public enum Placeholder: Sendable, Equatable {
        case text, integer, number, boolean, date, uuid, url, data, array, object, null

        /// The placeholder for a Swift type as written (`String?`, `[Int]`, `Date`); an optional gets its wrapped
        /// type's, so the skeleton shows what to write (`null`, or leaving the key out, also reads as `nil`).
        public init(swiftType: String) {
            var type = swiftType.filter { !$0.isWhitespace }
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst("Optional<".count).dropLast()) }
            if type.hasPrefix("[") { self = type.contains(":") ? .object : .array; return }
            switch type {
            case "String", "Substring", "Character": self = .text
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": self = .integer
            case "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Float80": self = .number
            case "Bool": self = .boolean
            case "Date": self = .date
            case "UUID": self = .uuid
            case "URL": self = .url
            case "Data": self = .data
            default: self = .null
            }
        }

        /// The placeholder for a Core Data model's `attributeType` (`String`, `Integer 16`, `Date`, …).
        public init(coreDataAttributeType type: String) {
            switch type {
            case "String": self = .text
            case "Integer 16", "Integer 32", "Integer 64": self = .integer
            case "Double", "Float", "Decimal": self = .number
            case "Boolean": self = .boolean
            case "Date": self = .date
            case "UUID": self = .uuid
            case "URI": self = .url
            case "Binary": self = .data
            default: self = .null
            }
        }

        /// The JSON text written for it; dates in ISO 8601 as the fixture readers take them.
        var json: String {
            switch self {
            case .text: "\"\""
            case .integer: "0"
            case .number: "0.0"
            case .boolean: "false"
            case .date: "\"2026-01-01T09:00:00Z\""
            case .uuid: "\"00000000-0000-0000-0000-000000000000\""
            case .url: "\"https://example.com\""
            case .data: "\"\""
            case .array: "[]"
            case .object: "{}"
            case .null: "null"
            }
        }
    }

    /// `UserDefaults` suites (`standard` for `UserDefaults.standard`) and the keys read from each.
    public var userDefaults: [String: [Field]] = [:]
    /// App group identifiers whose containers the code opens, with the file names it reads there.
    public var appGroups: [String: Set<String>] = [:]
    /// SwiftData `@Model` classes and their stored properties.
    public var swiftDataModels: [String: [Field]] = [:]
    /// Core Data entities (from `@NSManaged` properties, `.xcdatamodeld` files and `entityName:`) and their attributes.
    public var coreDataEntities: [String: [Field]] = [:]
    /// HealthKit quantity and category type identifiers (`stepCount`, `sleepAnalysis`).
    public var healthKitTypes: Set<String> = []
    /// Whether the code reads calendar events (`EKEventStore`).
    public var readsCalendar = false
    /// Keychain services the code queries (`kSecAttrService`); empty with ``readsKeychain`` for an unnamed one.
    public var keychainServices: Set<String> = []
    /// Whether the code reads the keychain (`SecItemCopyMatching`).
    public var readsKeychain = false

    /// Nothing asked.
    public init() {}

    /// Whether the code asks for any app data at all.
    public var isEmpty: Bool {
        userDefaults.isEmpty && appGroups.isEmpty && swiftDataModels.isEmpty && coreDataEntities.isEmpty && healthKitTypes.isEmpty
            && !readsCalendar && !readsKeychain
    }
}
