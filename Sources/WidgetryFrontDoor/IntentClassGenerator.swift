import Foundation

/// Writes the Swift that Xcode generates from a SiriKit `.intentdefinition` file at build time: a class
/// per intent (`ConfigurationIntent: INIntent`) with a property per parameter, its response class and
/// code, its handling protocol, a class per custom type (`City: INObject`) and an enum per enum
/// (`Theme: Int`, `unknown = 0` first). A widget configured with SiriKit (`IntentConfiguration`)
/// names these classes; without them the extension does not compile.
///
/// Xcode's classes keep parameters in `@NSManaged` properties the Objective-C runtime implements; here
/// they are stored properties starting empty (`nil`, or an enum's `unknown`), which is what a
/// configuration nobody edited holds. Parameter types follow Xcode's mapping: strings `String?`,
/// numbers and booleans `NSNumber?`, custom types their class, enums their Swift enum, several values an
/// array, dates `DateComponents?`, URLs `URL?`, files `INFile?`.
public enum IntentClassGenerator {
    /// What went wrong reading a definition.
    public struct Problem: Error, CustomStringConvertible {
        public let file: URL
        public let reason: String
        public var description: String { "cannot read the intent definition \(file.path): \(reason)" }
    }

    /// The Swift source for the definition at `url`.
    public static func source(forDefinitionAt url: URL) throws -> String {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw Problem(file: url, reason: error.localizedDescription) }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw Problem(file: url, reason: "not a property list (\(error.localizedDescription))")
        }
        guard let root = plist as? [String: Any] else { throw Problem(file: url, reason: "the top level is not a dictionary") }
        return source(for: root, fileName: url.lastPathComponent)
    }

    /// The Swift source for a parsed definition.
    static func source(for definition: [String: Any], fileName: String) -> String {
        let root = namingClasses(definition)
        var lines = [
            "// Written by `widgetry` from \(fileName), as Xcode generates intent classes at build time.",
            "import Foundation",
            "import Intents",
            "",
        ]
        for enumeration in root["INEnums"] as? [[String: Any]] ?? [] { lines += enumSource(enumeration) }
        for type in root["INTypes"] as? [[String: Any]] ?? [] { lines += typeSource(type) }
        for intent in root["INIntents"] as? [[String: Any]] ?? [] { lines += intentSource(intent) }
        return lines.joined(separator: "\n")
    }

    /// `root` with each custom type and enum named by its class name where the definition gives one (Custom Class in the
    /// editor: `INTypeClassName`, `INEnumClassName`), as Xcode names the generated class — a type `Note` whose class is
    /// `WidgetNote`, so it does not clash with the app's Core Data `Note` — and every parameter naming it renamed alike.
    static func namingClasses(_ root: [String: Any]) -> [String: Any] {
        var renamed: [String: String] = [:]
        func rename(_ list: String, name: String, className: String) -> [[String: Any]] {
            (root[list] as? [[String: Any]] ?? []).map { item in
                var item = item
                if let from = item[name] as? String, let to = item[className] as? String, !to.isEmpty, to != from {
                    renamed[from] = to
                    item[name] = to
                }
                return item
            }
        }
        var result = root
        result["INTypes"] = rename("INTypes", name: "INTypeName", className: "INTypeClassName")
        result["INEnums"] = rename("INEnums", name: "INEnumName", className: "INEnumClassName")
        guard !renamed.isEmpty else { return root }
        let referenceKeys = ["INIntentParameterObjectType", "INIntentParameterEnumType", "INIntentResponseParameterObjectType",
                             "INIntentResponseParameterEnumType", "INTypePropertyObjectType", "INTypePropertyEnumType"]
        func renamingReferences(_ value: Any) -> Any {
            if let list = value as? [Any] { return list.map(renamingReferences) }
            guard var dictionary = value as? [String: Any] else { return value }
            for (key, inner) in dictionary {
                if referenceKeys.contains(key), let name = inner as? String, let to = renamed[name] {
                    dictionary[key] = to
                } else {
                    dictionary[key] = renamingReferences(inner)
                }
            }
            return dictionary
        }
        return renamingReferences(result) as? [String: Any] ?? result
    }

    /// INObject's own properties, which a custom type lists but inherits.
    private static let inheritedProperties: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"]

    private static func enumSource(_ enumeration: [String: Any]) -> [String] {
        guard let name = identifier(enumeration["INEnumName"]) else { return [] }
        var lines = ["public enum \(name): Int, CaseIterable, Sendable {"]
        var next = 0
        for value in enumeration["INEnumValues"] as? [[String: Any]] ?? [] {
            guard let caseName = identifier(value["INEnumValueName"]).map(swiftCaseName) else { continue }
            let index = (value["INEnumValueIndex"] as? Int) ?? next
            lines.append("    case \(escaped(caseName)) = \(index)")
            next = index + 1
        }
        if next == 0 { lines.append("    case unknown = 0") }
        lines += ["}", ""]
        return lines
    }

    private static func typeSource(_ type: [String: Any]) -> [String] {
        guard let name = identifier(type["INTypeName"]) else { return [] }
        var lines = ["public class \(name): INObject {"]
        for property in type["INTypeProperties"] as? [[String: Any]] ?? [] {
            guard let propertyName = identifier(property["INTypePropertyName"]), !inheritedProperties.contains(propertyName) else { continue }
            let swiftType = self.swiftType(kind: property["INTypePropertyType"] as? String, object: property["INTypePropertyObjectType"] as? String,
                                           enumeration: property["INTypePropertyEnumType"] as? String,
                                           multiple: property["INTypePropertySupportsMultipleValues"] as? Bool ?? false)
            lines.append("    public var \(escaped(propertyName)): \(swiftType.declaration)")
        }
        lines += ["}", ""]
        return lines
    }

    private static func intentSource(_ intent: [String: Any]) -> [String] {
        guard let base = identifier(intent["INIntentName"]) else { return [] }
        // Xcode names the class after the definition's custom class name when it has one (Custom Class in the
        // editor, `INIntentClassName`), else `<Name>Intent`.
        let name = identifier(intent["INIntentClassName"]) ?? base + "Intent"
        var lines = ["public class \(name): INIntent {"]
        for parameter in intent["INIntentParameters"] as? [[String: Any]] ?? [] {
            guard let parameterName = identifier(parameter["INIntentParameterName"]) else { continue }
            let swiftType = self.swiftType(kind: parameter["INIntentParameterType"] as? String, object: parameter["INIntentParameterObjectType"] as? String,
                                           enumeration: parameter["INIntentParameterEnumType"] as? String,
                                           multiple: parameter["INIntentParameterSupportsMultipleValues"] as? Bool ?? false)
            let metadata = parameter["INIntentParameterMetadata"] as? [String: Any] ?? [:]
            let initial = defaultValue(metadata["INIntentParameterMetadataDefaultValue"], of: swiftType,
                                       enumeration: identifier(parameter["INIntentParameterEnumType"]))
            lines.append("    public var \(escaped(parameterName)): \(initial.map { "\(swiftType.name)\(swiftType.optional ? "?" : "") = \($0)" } ?? swiftType.declaration)")
        }
        lines += [
            "}",
            "",
            "/// The handler protocol Xcode generates; its requirements are optional in Objective-C, so none here.",
            "public protocol \(name)Handling: AnyObject {}",
            "",
        ]
        lines += responseSource(intent["INIntentResponse"] as? [String: Any] ?? [:], name: name)
        return lines
    }

    /// The codes every response has; a definition's other codes are numbered from 100, as Xcode does.
    private static let standardResponseCodes = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]

    /// The response class: a property per response parameter (typed as intent parameters are), its code enum with the
    /// definition's custom codes, and Xcode's factory per code whose text names parameters
    /// (`static func success(balance: INCurrencyAmount) -> …Response`).
    private static func responseSource(_ response: [String: Any], name: String) -> [String] {
        var codeLines = ["public enum \(name)ResponseCode: Int, Sendable {",
                         "    case " + standardResponseCodes.enumerated().map { $0.offset == 0 ? "\($0.element) = 0" : $0.element }.joined(separator: ", ")]
        var properties: [(name: String, type: SwiftType)] = []
        for parameter in response["INIntentResponseParameters"] as? [[String: Any]] ?? [] {
            guard let parameterName = identifier(parameter["INIntentResponseParameterName"]) else { continue }
            let type = swiftType(kind: parameter["INIntentResponseParameterType"] as? String, object: parameter["INIntentResponseParameterObjectType"] as? String,
                                 enumeration: parameter["INIntentResponseParameterEnumType"] as? String,
                                 multiple: parameter["INIntentResponseParameterSupportsMultipleValues"] as? Bool ?? false)
            properties.append((parameterName, type))
        }
        var factories: [String] = []
        var custom = 100
        for code in response["INIntentResponseCodes"] as? [[String: Any]] ?? [] {
            guard let codeName = identifier(code["INIntentResponseCodeName"]).map(swiftCaseName) else { continue }
            if !standardResponseCodes.contains(codeName) {
                codeLines.append("    case \(escaped(codeName)) = \(custom)")
                custom += 1
            }
            let text = ["INIntentResponseCodeFormatString", "INIntentResponseCodeConciseFormatString"].compactMap { code[$0] as? String }.joined(separator: " ")
            let named = properties.filter { text.contains("${\($0.name)}") }
            guard !named.isEmpty else { continue }
            factories += [
                "    public static func \(escaped(codeName))(\(named.map { "\($0.name): \($0.type.name)" }.joined(separator: ", "))) -> \(name)Response {",
                "        let response = \(name)Response(code: .\(escaped(codeName)), userActivity: nil)",
            ] + named.map { "        response.\(escaped($0.name)) = \($0.name)" } + ["        return response", "    }"]
        }
        codeLines += ["}", ""]
        return codeLines + ["public class \(name)Response: INIntentResponse {"]
            + properties.map { "    public var \(escaped($0.name)): \($0.type.declaration)" }
            + [
                "    public fileprivate(set) var code: \(name)ResponseCode = .unspecified",
                "    public convenience init(code: \(name)ResponseCode, userActivity: NSUserActivity?) {",
                "        self.init()",
                "        self.code = code",
                "        self.userActivity = userActivity",
                "    }",
            ] + factories + ["}", ""]
    }

    /// The definition's default for a parameter as Swift (`INIntentParameterMetadataDefaultValue`): the value
    /// the system puts in the configuration a widget starts with, so the render's default configuration
    /// holds it too. Enum cases by name, Booleans and numbers boxed as Xcode's properties hold them.
    static func defaultValue(_ value: Any?, of type: SwiftType, enumeration: String?) -> String? {
        guard let value else { return nil }
        if let enumeration, !type.optional, let name = value as? String, let caseName = identifier(name).map(swiftCaseName) {
            // A leading dot, not the type's name: a parameter may be named as its enum is (`Period: Period`), and inside the
            // class the name is then the property.
            return ".\(escaped(caseName))"
        }
        switch type.name {
        case "NSNumber":
            if let flag = value as? Bool { return "NSNumber(value: \(flag))" }
            if let number = value as? NSNumber { return "NSNumber(value: \(number.doubleValue))" }
            return nil
        case "String":
            guard let text = value as? String else { return nil }
            let escapedText = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(escapedText)\""
        default:
            return nil
        }
    }

    /// A property's Swift type and whether it starts as `nil`.
    struct SwiftType {
        var name: String
        var optional: Bool
        var initial: String?
        var declaration: String { optional ? "\(name)? = nil" : "\(name) = \(initial ?? "\(name)()")" }
    }

    static func swiftType(kind: String?, object: String?, enumeration: String?, multiple: Bool) -> SwiftType {
        if let enumeration = identifier(enumeration) {
            // Xcode: one enum value is non-optional and starts at `unknown`; several are boxed numbers.
            return multiple ? SwiftType(name: "[NSNumber]", optional: true) : SwiftType(name: enumeration, optional: false, initial: ".init(rawValue: 0) ?? .allCases[0]")
        }
        let single: String
        switch kind {
        case "Object": single = identifier(object) ?? "INObject"
        case "String", "SpeakableString": single = "String"
        case "Integer", "Boolean", "Decimal", "Number", "Duration": single = "NSNumber"
        case "Date", "DateComponents": single = "DateComponents"
        case "URL": single = "URL"
        case "File": single = "INFile"
        case "CurrencyAmount": single = "INCurrencyAmount"
        case "PaymentAmount": single = "NSNumber"
        default: single = "String"
        }
        return SwiftType(name: multiple ? "[\(single)]" : single, optional: true)
    }

    /// A Swift identifier from a definition's name, or nil when it has none.
    /// An enum value's or response code's name as Swift sees it: Xcode generates them as Objective-C enums
    /// (`Mc2EnumPhantomOfOpera1`), which Swift imports with the leading capitals lowercased — `PhantomOfOpera1` is
    /// `.phantomOfOpera1`, an initial acronym all lowercase but for the capital that starts the next word
    /// (`URLShortcut` is `.urlShortcut`, as Clang's importer lowercases `URLSession`).
    static func swiftCaseName(_ name: String) -> String {
        let characters = Array(name)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        guard capitals > 0 else { return name }
        let lowered = capitals > 1 && capitals < characters.count && characters[capitals].isLowercase ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func identifier(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        let cleaned = String(text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "_" })
        guard let first = cleaned.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return nil }
        return cleaned
    }

    private static let keywords: Set<String> = ["default", "public", "private", "internal", "class", "struct", "enum", "protocol",
                                                "func", "var", "let", "in", "is", "as", "self", "Self", "true", "false", "nil",
                                                "where", "case", "switch", "if", "else", "for", "while", "return", "import", "operator"]

    private static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }
}
