import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model final class Trip { var name: String … }`, as SwiftData's macro: each stored `var` with a
/// written type becomes a persisted property (``PersistedPropertyMacro``) kept in the object's backing
/// store, the class gains the initializer the model context uses for fixture rows, and it conforms to
/// `PersistentModel` and `Observable`.
///
/// SwiftData's own macro does the same split (a backing-data member, `@_PersistedProperty` on each
/// stored property): https://developer.apple.com/documentation/swiftdata/model()
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@Model applies to a class: `@Model final class Name { … }`")
        }
        let properties = persistedProperties(of: declaration)
        // Keys a fixture row must have: non-optional properties without a default value.
        let required = properties.filter { !$0.isOptional && !$0.hasDefault }.map { "\"\($0.name)\"" }
        let modifier = declaration.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" } ? "public " : ""
        return [
            "\(raw: modifier)var _$backingData = WidgetrySwiftData.ModelBackingData()",
            """
            \(raw: modifier)required init(backingData: WidgetrySwiftData.ModelBackingData) {
                self._$backingData.adopt(backingData)
            }
            """,
            "\(raw: modifier)static var _$requiredFixtureKeys: [String] { [\(raw: required.joined(separator: ", "))] }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), let property = PersistedProperty(variable) else { return [] }
        _ = property
        return ["@WidgetrySwiftData._PersistedProperty"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): WidgetrySwiftData.PersistentModel, Observation.Observable {}")]
    }

    static func persistedProperties(of declaration: some DeclGroupSyntax) -> [PersistedProperty] {
        declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.compactMap(PersistedProperty.init)
    }
}

/// A stored `var` of a model that the store keeps: one binding, a written type, no accessors, not
/// static, not `@Transient`.
struct PersistedProperty {
    var name: String
    var type: String
    var isOptional: Bool
    var hasDefault: Bool

    init?(_ variable: VariableDeclSyntax) {
        guard variable.bindingSpecifier.text == "var", variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.accessorBlock == nil, let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
              let type = binding.typeAnnotation?.type else { return nil }
        if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { return nil }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if attributes.contains(where: { $0 == "Transient" || $0.hasSuffix("._PersistedProperty") || $0 == "_PersistedProperty" }) { return nil }
        name = identifier.identifier.text
        self.type = type.trimmedDescription
        isOptional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || self.type.hasPrefix("Optional<")
        hasDefault = binding.initializer != nil
    }
}

/// A model's stored property kept in its backing data: reads and writes go through the store; a
/// default value (`var count: Int = 0`) is written by an `init` accessor, so it is what a fixture row
/// without the key reads.
public struct PersistedPropertyMacro: AccessorMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return [] }
        let name = identifier.identifier.text
        var accessors: [AccessorDeclSyntax] = [
            "get { _$backingData.value(forKey: \(literal: name)) }",
            "set { _$backingData.setValue(newValue, forKey: \(literal: name)) }",
        ]
        if binding.initializer != nil {
            accessors.insert("""
            @storageRestrictions(accesses: _$backingData)
            init(initialValue) { _$backingData.setValue(initialValue, forKey: \(literal: name)) }
            """, at: 0)
        }
        return accessors
    }
}

/// `@Attribute(…)`, `@Relationship(…)`, `@Transient`: markers the model macro reads; they add nothing.
public struct ModelMarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// `#Index<T>(…)` and `#Unique<T>(…)` in a model's body: SwiftData makes store indexes and uniqueness constraints of
/// them, which decide how fast a fetch is and whether an insert replaces a row, not what a widget shows; nothing is
/// declared here.
public struct ModelSchemaMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// What the front door writes for `@NSManaged` (same length, so columns stay): the property's value is
/// the managed object's, read from and written to its fixture values by key.
public struct ManagedPropertyMacro: AccessorMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroExpansionErrorMessage("@NSManaged applies to a `var name: Type` of an NSManagedObject subclass")
        }
        let name = identifier.identifier.text
        return [
            "get { _managedValue(forKey: \(literal: name)) }",
            "set { setValue(newValue, forKey: \(literal: name)) }",
        ]
    }
}
