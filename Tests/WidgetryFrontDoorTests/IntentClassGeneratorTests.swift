import Foundation
import Testing
@testable import WidgetryFrontDoor

/// The intent classes Xcode generates from an `.intentdefinition`, written by the front door. 17 of 165
/// public widget extensions in the survey (docs/compatibility.md) stopped on `ConfigurationIntent` missing.
@Suite struct IntentClassGeneratorTests {
    /// A definition as Xcode writes it (our own): an intent with an object, a Boolean, an enum and a
    /// multi-value string parameter, a custom type, an enum whose first value has no index.
    nonisolated(unsafe) static let definition: [String: Any] = [
        "INEnums": [[
            "INEnumName": "Theme",
            "INEnumValues": [["INEnumValueName": "unknown"], ["INEnumValueName": "dark", "INEnumValueIndex": 1],
                             ["INEnumValueName": "default", "INEnumValueIndex": 2]],
        ]],
        "INTypes": [[
            "INTypeName": "City",
            "INTypeProperties": [["INTypePropertyName": "identifier", "INTypePropertyType": "String"],
                                 ["INTypePropertyName": "population", "INTypePropertyType": "Integer"]],
        ]],
        "INIntents": [[
            "INIntentName": "Configuration",
            "INIntentParameters": [
                ["INIntentParameterName": "city", "INIntentParameterType": "Object", "INIntentParameterObjectType": "City"],
                ["INIntentParameterName": "showsRain", "INIntentParameterType": "Boolean"],
                ["INIntentParameterName": "theme", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "Theme"],
                ["INIntentParameterName": "tags", "INIntentParameterType": "String", "INIntentParameterSupportsMultipleValues": true],
                ["INIntentParameterName": "accent", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "Theme",
                 "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "dark"]],
                ["INIntentParameterName": "showsWind", "INIntentParameterType": "Boolean",
                 "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": true]],
                ["INIntentParameterName": "user", "INIntentParameterType": "String",
                 "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "octo\"cat"]],
            ],
        ]],
    ]

    @Test("A custom type with a class name of its own is generated under it, and the parameters naming it follow")
    func customTypeClassName() {
        // As a notes app's widget intent names its type `Note` with the class `WidgetNote`, beside its Core Data `Note`.
        let definition: [String: Any] = [
            "INTypes": [["INTypeName": "Note", "INTypeClassName": "WidgetNote",
                         "INTypeProperties": [["INTypePropertyName": "identifier", "INTypePropertyType": "String"]]]],
            "INIntents": [["INIntentName": "NoteWidget",
                           "INIntentParameters": [["INIntentParameterName": "note", "INIntentParameterType": "Object",
                                                   "INIntentParameterObjectType": "Note"]]]],
        ]
        let source = IntentClassGenerator.source(for: definition, fileName: "NoteWidget.intentdefinition")
        #expect(source.contains("public class WidgetNote: INObject {"))
        #expect(!source.contains("class Note:"))
        #expect(source.contains("public var note: WidgetNote? = nil"))
    }

    @Test("An intent becomes <Name>Intent with a property per parameter, typed as Xcode types them")
    func intentClass() {
        let source = IntentClassGenerator.source(for: Self.definition, fileName: "Widget.intentdefinition")
        #expect(source.contains("public class ConfigurationIntent: INIntent {"))
        #expect(source.contains("    public var city: City? = nil"))
        #expect(source.contains("    public var showsRain: NSNumber? = nil"))
        #expect(source.contains("    public var theme: Theme = .init(rawValue: 0) ?? .allCases[0]"))
        #expect(source.contains("    public var tags: [String]? = nil"))
        #expect(source.contains("public class ConfigurationIntentResponse: INIntentResponse {"))
        #expect(source.contains("public protocol ConfigurationIntentHandling: AnyObject {}"))
    }

    /// Held-out batch 12 (Clok): parameters named as their enums, capitalised (`Period` of enum `Period`).
    @Test("A parameter named as its enum starts at an implicit member, which the property's own name cannot shadow")
    func parameterNamedAsItsEnum() {
        let definition: [String: Any] = [
            "INEnums": [["INEnumName": "Period", "INEnumValues": [["INEnumValueName": "unknown"], ["INEnumValueName": "day", "INEnumValueIndex": 1]]]],
            "INIntents": [["INIntentName": "Ring", "INIntentParameters": [
                ["INIntentParameterName": "Period", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "Period",
                 "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "day"]],
                ["INIntentParameterName": "Other", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "Period"],
            ]]],
        ]
        let source = IntentClassGenerator.source(for: definition, fileName: "Ring.intentdefinition")
        #expect(source.contains("    public var Period: Period = .day"))
        #expect(source.contains("    public var Other: Period = .init(rawValue: 0) ?? .allCases[0]"))
    }

    @Test("A parameter's default in the definition is its starting value, as the system's default configuration holds it")
    func defaults() {
        let source = IntentClassGenerator.source(for: Self.definition, fileName: "Widget.intentdefinition")
        #expect(source.contains("    public var accent: Theme = .dark"))
        #expect(source.contains("    public var showsWind: NSNumber? = NSNumber(value: true)"))
        #expect(source.contains(#"    public var user: String? = "octo\"cat""#))
    }

    @Test("Enum values and response codes are named as Swift imports Xcode's Objective-C enums: leading capitals lowercased")
    func importedCaseNames() {
        // `PhantomOfOpera1` in the definition is `Mc2Enum.phantomOfOpera1` in Swift (MukkuWidgets' provider switches on
        // it); an initial acronym is lowercased up to the capital that starts the next word, as `URLSession` → `urlSession`.
        #expect(IntentClassGenerator.swiftCaseName("PhantomOfOpera1") == "phantomOfOpera1")
        #expect(IntentClassGenerator.swiftCaseName("URLShortcut") == "urlShortcut")
        #expect(IntentClassGenerator.swiftCaseName("UV") == "uv")
        #expect(IntentClassGenerator.swiftCaseName("dark") == "dark")
        let definition: [String: Any] = [
            "INEnums": [["INEnumName": "Show", "INEnumValues": [["INEnumValueName": "unknown"], ["INEnumValueName": "PhantomOfOpera1", "INEnumValueIndex": 1]]]],
            "INIntents": [["INIntentName": "Configuration", "INIntentParameters": [
                ["INIntentParameterName": "show", "INIntentParameterType": "Integer", "INIntentParameterEnumType": "Show",
                 "INIntentParameterMetadata": ["INIntentParameterMetadataDefaultValue": "PhantomOfOpera1"]]]]],
        ]
        let source = IntentClassGenerator.source(for: definition, fileName: "Mukku.intentdefinition")
        #expect(source.contains("    case phantomOfOpera1 = 1"))
        #expect(source.contains("    public var show: Show = .phantomOfOpera1"))
    }

    @Test("Custom types subclass INObject without its inherited properties; enums start at unknown = 0")
    func typesAndEnums() {
        let source = IntentClassGenerator.source(for: Self.definition, fileName: "Widget.intentdefinition")
        #expect(source.contains("public class City: INObject {\n    public var population: NSNumber? = nil\n}"))
        #expect(!source.contains("public var identifier"))
        // A keyword case name is escaped.
        #expect(source.contains("public enum Theme: Int, CaseIterable, Sendable {\n    case unknown = 0\n    case dark = 1\n    case `default` = 2\n}"))
    }

    /// A response as Xcode's intent editor writes it (our own): a currency and a string parameter, the standard
    /// success code naming the currency in its text, and a custom code.
    nonisolated(unsafe) static let responseDefinition: [String: Any] = [
        "INIntents": [[
            "INIntentName": "TopUp",
            "INIntentResponse": [
                "INIntentResponseParameters": [
                    ["INIntentResponseParameterName": "balance", "INIntentResponseParameterType": "CurrencyAmount"],
                    ["INIntentResponseParameterName": "note", "INIntentResponseParameterType": "String"],
                ],
                "INIntentResponseCodes": [
                    ["INIntentResponseCodeName": "success", "INIntentResponseCodeSuccess": true,
                     "INIntentResponseCodeFormatString": "Your balance is ${balance}."],
                    ["INIntentResponseCodeName": "failure", "INIntentResponseCodeFormatString": "Something went wrong."],
                    ["INIntentResponseCodeName": "cardExpired", "INIntentResponseCodeConciseFormatString": "Expired: ${note} (${balance})"],
                ],
            ],
        ]],
    ]

    @Test("A response gets a property per parameter, custom codes from 100, and a factory per code whose text names parameters")
    func responseParameters() {
        let source = IntentClassGenerator.source(for: Self.responseDefinition, fileName: "Intents.intentdefinition")
        #expect(source.contains("    public var balance: INCurrencyAmount? = nil"))
        #expect(source.contains("    public var note: String? = nil"))
        // Xcode numbers a definition's own codes from 100, after the seven every response has.
        #expect(source.contains("    case cardExpired = 100"))
        #expect(source.contains("    public static func success(balance: INCurrencyAmount) -> TopUpIntentResponse {"))
        // The parameters a code's text names, in the definition's parameter order.
        #expect(source.contains("    public static func cardExpired(balance: INCurrencyAmount, note: String) -> TopUpIntentResponse {"))
        #expect(!source.contains("static func failure("))
    }

    @Test("An intent with a custom class name is generated under that name, its response and handling protocol too")
    func customClassName() {
        let definition: [String: Any] = ["INIntents": [["INIntentName": "ProfileIntent", "INIntentClassName": "ChooseProfileIntent"]]]
        let source = IntentClassGenerator.source(for: definition, fileName: "Profile.intentdefinition")
        #expect(source.contains("public class ChooseProfileIntent: INIntent {"))
        #expect(source.contains("public class ChooseProfileIntentResponse: INIntentResponse {"))
        #expect(source.contains("public protocol ChooseProfileIntentHandling: AnyObject {}"))
        #expect(!source.contains("ProfileIntentIntent"))
    }

    @Test("A file that is not a property list is a clear error naming it")
    func badFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).intentdefinition")
        try Data("not a plist".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: IntentClassGenerator.Problem.self) { try IntentClassGenerator.source(forDefinitionAt: url) }
    }
}
