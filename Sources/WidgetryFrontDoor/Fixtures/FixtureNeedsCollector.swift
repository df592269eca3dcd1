import Foundation
import SwiftParser
import SwiftSyntax

/// Reads ``FixtureNeeds`` from Swift files: the calls and declarations through which widget code reads app data
/// (`UserDefaults(suiteName:)` and its typed getters, `@AppStorage`, app-group containers, `@Model` classes,
/// `@NSManaged` properties, `entityName:`, HealthKit type identifiers, `EKEventStore`, `SecItemCopyMatching`).
/// Names given as string constants (`static let group = "group.x"`) are followed one step.
public enum FixtureNeedsReader {
    /// The needs of `files` plus the entities of Core Data `models` (`.xcdatamodeld`). A file that cannot be read
    /// is skipped: the skeleton is a starting point, not a check.
    public static func needs(files: [URL], models: [URL] = []) -> FixtureNeeds {
        // A file the parser would take exponential time on (``BracketRun``) is skipped, as an unreadable one is.
        let texts = files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.filter { BracketRun.longest(in: $0).depth <= BracketRun.limit }
        let trees = texts.map { Parser.parse(source: $0) }
        return needs(trees: trees, models: models)
    }

    /// The needs of parsed files (``needs(files:models:)``, and tests).
    static func needs(trees: [SourceFileSyntax], models: [URL] = []) -> FixtureNeeds {
        let constants = StringConstants(viewMode: .sourceAccurate)
        for tree in trees { constants.walk(tree) }
        var needs = FixtureNeeds()
        var unplacedKeys: [FixtureNeeds.Field] = []
        for tree in trees {
            let collector = FixtureNeedsCollector(constants: constants.values)
            collector.walk(tree)
            collector.merge(into: &needs, unplacedKeys: &unplacedKeys)
        }
        for model in models {
            for entity in (try? CoreDataClassGenerator.entities(ofModelAt: model)) ?? [] {
                let fields = entity.attributes.map { FixtureNeeds.Field(name: $0.name, placeholder: .init(coreDataAttributeType: $0.type)) }
                needs.coreDataEntities[entity.name] = merged(needs.coreDataEntities[entity.name] ?? [], fields)
            }
        }
        // A key read through a variable (`defaults.string(forKey:)`) belongs to the one suite the code names, when it
        // names one; otherwise to the standard suite.
        if !unplacedKeys.isEmpty {
            let named = needs.userDefaults.keys.filter { $0 != "standard" }
            let suite = named.count == 1 ? named[0] : "standard"
            needs.userDefaults[suite] = merged(needs.userDefaults[suite] ?? [], unplacedKeys)
        }
        return needs
    }

    /// `existing` then the fields of `added` it lacks, in order.
    static func merged(_ existing: [FixtureNeeds.Field], _ added: [FixtureNeeds.Field]) -> [FixtureNeeds.Field] {
        var result = existing
        for field in added where !result.contains(where: { $0.name == field.name }) { result.append(field) }
        return result
    }
}

/// `let name = "literal"` anywhere in the files, by name (the last one wins; a skeleton can live with that).
final class StringConstants: SyntaxVisitor {
    var values: [String: String] = [:]

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let literal = node.initializer?.value.as(StringLiteralExprSyntax.self).flatMap(FixtureNeedsCollector.text(of:)) {
            values[name] = literal
        }
        return .visitChildren
    }
}

/// One file's needs (``FixtureNeedsReader``).
final class FixtureNeedsCollector: SyntaxVisitor {
    private let constants: [String: String]
    private var needs = FixtureNeeds()
    private var unplacedKeys: [FixtureNeeds.Field] = []
    private var groupsInFile: [String] = []
    private var fileNames: Set<String> = []

    /// The typed getters of `UserDefaults`, and what each reads.
    static let getters: [String: FixtureNeeds.Placeholder] = [
        "string": .text, "integer": .integer, "double": .number, "float": .number, "bool": .boolean, "url": .url, "data": .data,
        "array": .array, "stringArray": .array, "dictionary": .object, "object": .null,
    ]

    init(constants: [String: String]) {
        self.constants = constants
        super.init(viewMode: .sourceAccurate)
    }

    func merge(into total: inout FixtureNeeds, unplacedKeys unplaced: inout [FixtureNeeds.Field]) {
        // Files the code opens in a container (`url.appendingPathComponent("widget.json")`) are listed under the
        // file's groups; Core Data's store files are served by CoreData/ instead.
        let files = fileNames.filter { name in !["sqlite", "sqlite-wal", "sqlite-shm", "store"].contains((name as NSString).pathExtension) }
        for group in groupsInFile { needs.appGroups[group, default: []].formUnion(files) }
        for (suite, fields) in needs.userDefaults { total.userDefaults[suite] = FixtureNeedsReader.merged(total.userDefaults[suite] ?? [], fields) }
        for (group, names) in needs.appGroups { total.appGroups[group, default: []].formUnion(names) }
        for (model, fields) in needs.swiftDataModels { total.swiftDataModels[model] = FixtureNeedsReader.merged(total.swiftDataModels[model] ?? [], fields) }
        for (entity, fields) in needs.coreDataEntities {
            total.coreDataEntities[entity] = FixtureNeedsReader.merged(total.coreDataEntities[entity] ?? [], fields)
        }
        total.healthKitTypes.formUnion(needs.healthKitTypes)
        total.readsCalendar = total.readsCalendar || needs.readsCalendar
        total.keychainServices.formUnion(needs.keychainServices)
        total.readsKeychain = total.readsKeychain || needs.readsKeychain
        unplaced = FixtureNeedsReader.merged(unplaced, unplacedKeys)
    }

    // MARK: Strings

    /// A string literal without interpolation.
    static func text(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// The string an argument names: a literal, or a constant by its name (`group`, `Self.group`, `Constants.group`).
    private func string(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return Self.text(of: literal) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return constants[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self) { return constants[member.declName.baseName.text] }
        return nil
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let calleeName = callee.split(separator: ".").last.map(String.init) ?? callee
        let arguments = node.arguments
        for argument in arguments {
            switch argument.label?.text {
            case "suiteName" where calleeName == "UserDefaults":
                if let suite = string(argument.expression), needs.userDefaults[suite] == nil { needs.userDefaults[suite] = [] }
            case "forSecurityApplicationGroupIdentifier":
                if let group = string(argument.expression) { addGroup(group) }
            case "groupContainer":
                // `.identifier("group.x")`, SwiftData's `ModelConfiguration.GroupContainer`.
                if let call = argument.expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasSuffix("identifier"),
                   let first = call.arguments.first, let group = string(first.expression) {
                    addGroup(group)
                }
            case "entityName":
                if let entity = string(argument.expression), needs.coreDataEntities[entity] == nil { needs.coreDataEntities[entity] = [] }
            case "forKey":
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let placeholder = Self.getters[member.declName.baseName.text],
                   let key = string(argument.expression) {
                    addKey(FixtureNeeds.Field(name: key, placeholder: placeholder), receiver: member.base)
                }
            default:
                break
            }
        }
        if ["HKQuantityType", "HKCategoryType", "quantityType", "categoryType"].contains(calleeName), let first = arguments.first,
           let identifier = healthKitIdentifier(first.expression) {
            needs.healthKitTypes.insert(identifier)
        }
        if calleeName == "SecItemCopyMatching" { needs.readsKeychain = true }
        if ["appendingPathComponent", "appending"].contains(calleeName), let first = arguments.first,
           first.label == nil || ["path", "component"].contains(first.label?.text), let name = string(first.expression), name.contains(".") {
            fileNames.insert(name)
        }
        return .visitChildren
    }

    private func addGroup(_ group: String) {
        if needs.appGroups[group] == nil { needs.appGroups[group] = [] }
        if !groupsInFile.contains(group) { groupsInFile.append(group) }
    }

    /// A key read from `receiver`: `UserDefaults(suiteName: "x")…` is suite x, `.standard` the standard suite, anything
    /// else is placed once every file is read.
    private func addKey(_ field: FixtureNeeds.Field, receiver: ExprSyntax?) {
        let suite = receiver.flatMap(suiteNamed(in:))
        if let suite {
            needs.userDefaults[suite] = FixtureNeedsReader.merged(needs.userDefaults[suite] ?? [], [field])
        } else {
            unplacedKeys = FixtureNeedsReader.merged(unplacedKeys, [field])
        }
    }

    private func suiteNamed(in receiver: ExprSyntax) -> String? {
        let calls = CallFinder(viewMode: .sourceAccurate)
        calls.walk(receiver)
        for call in calls.found {
            if let argument = call.arguments.first(where: { $0.label?.text == "suiteName" }), let suite = string(argument.expression) { return suite }
        }
        return receiver.tokens(viewMode: .sourceAccurate).contains { $0.text == "standard" } ? "standard" : nil
    }

    /// `.stepCount` or `HKQuantityTypeIdentifier.stepCount` as an argument.
    private func healthKitIdentifier(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let base = member.base?.trimmedDescription
        guard base == nil || base == "HKQuantityTypeIdentifier" || base == "HKCategoryTypeIdentifier" else { return nil }
        return member.declName.baseName.text
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.trimmedDescription, base == "HKQuantityTypeIdentifier" || base == "HKCategoryTypeIdentifier" {
            needs.healthKitTypes.insert(node.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "EKEventStore" { needs.readsCalendar = true }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "EKEventStore" { needs.readsCalendar = true }
        return .visitChildren
    }

    override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
        if node.key.trimmedDescription.contains("kSecAttrService"), let service = string(node.value) {
            needs.keychainServices.insert(service)
        }
        return .visitChildren
    }

    // MARK: Declarations

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if Self.hasAttribute("Model", node.attributes) {
            needs.swiftDataModels[name] = FixtureNeedsReader.merged(needs.swiftDataModels[name] ?? [], Self.storedProperties(of: node.memberBlock))
        }
        let managed = Self.managedProperties(of: node.memberBlock)
        let isManagedObject = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("NSManagedObject") } ?? false
        if isManagedObject || !managed.isEmpty {
            let entity = Self.objectiveCName(node.attributes) ?? name
            needs.coreDataEntities[entity] = FixtureNeedsReader.merged(needs.coreDataEntities[entity] ?? [], managed)
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let managed = Self.managedProperties(of: node.memberBlock)
        if !managed.isEmpty {
            let entity = node.extendedType.trimmedDescription
            needs.coreDataEntities[entity] = FixtureNeedsReader.merged(needs.coreDataEntities[entity] ?? [], managed)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // `@AppStorage("key", store: UserDefaults(suiteName: "x")) var name: Type = default`
        guard let storage = node.attributes.compactMap({ $0.as(AttributeSyntax.self) }).first(where: { $0.attributeName.trimmedDescription == "AppStorage" }),
              case .argumentList(let arguments)? = storage.arguments, let first = arguments.first, let key = string(first.expression),
              let binding = node.bindings.first else { return .visitChildren }
        let field = FixtureNeeds.Field(name: key, placeholder: Self.placeholder(of: binding))
        if let store = arguments.first(where: { $0.label?.text == "store" }) {
            addKey(field, receiver: store.expression)
        } else {
            needs.userDefaults["standard"] = FixtureNeedsReader.merged(needs.userDefaults["standard"] ?? [], [field])
        }
        return .visitChildren
    }

    static func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    /// `@objc(Name)`: the entity name Core Data matches.
    static func objectiveCName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  case .objCName(let name)? = attribute.arguments else { continue }
            return name.trimmedDescription
        }
        return nil
    }

    /// A `@Model`'s stored properties: `var`s without accessors, except `@Transient` and `@Relationship` ones.
    static func storedProperties(of members: MemberBlockSyntax) -> [FixtureNeeds.Field] {
        members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap { variable -> [FixtureNeeds.Field] in
            guard variable.bindingSpecifier.text == "var", !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
                  !hasAttribute("Transient", variable.attributes), !hasAttribute("Relationship", variable.attributes) else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return FixtureNeeds.Field(name: name, placeholder: placeholder(of: binding))
            }
        }
    }

    /// `@NSManaged var name: Type` members.
    static func managedProperties(of members: MemberBlockSyntax) -> [FixtureNeeds.Field] {
        members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { hasAttribute("NSManaged", $0.attributes) }.flatMap { variable in
            variable.bindings.compactMap { binding -> FixtureNeeds.Field? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return FixtureNeeds.Field(name: name, placeholder: placeholder(of: binding))
            }
        }
    }

    /// From the type annotation, else from the initial value's kind.
    static func placeholder(of binding: PatternBindingSyntax) -> FixtureNeeds.Placeholder {
        if let type = binding.typeAnnotation?.type.trimmedDescription { return FixtureNeeds.Placeholder(swiftType: type) }
        guard let value = binding.initializer?.value else { return .null }
        if value.is(StringLiteralExprSyntax.self) { return .text }
        if value.is(IntegerLiteralExprSyntax.self) { return .integer }
        if value.is(FloatLiteralExprSyntax.self) { return .number }
        if value.is(BooleanLiteralExprSyntax.self) { return .boolean }
        if value.is(ArrayExprSyntax.self) { return .array }
        if value.is(DictionaryExprSyntax.self) { return .object }
        let text = value.trimmedDescription
        if text == ".now" || text == "Date()" || text.hasPrefix("Date(") { return .date }
        if text == "UUID()" { return .uuid }
        return .null
    }
}

/// The calls inside an expression (`UserDefaults(suiteName: "x")?.string(forKey:)`'s receiver).
private final class CallFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
