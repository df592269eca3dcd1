import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros
import WidgetryMacroExpansions

/// The macros Widgetry's compiler plugin provides.
@main
struct WidgetryMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [WidgetPreviewMacro.self, ViewPreviewMacro.self, LiveActivityPreviewMacro.self, EntryMacro.self,
                                                ModelMacro.self, PersistedPropertyMacro.self, ModelMarkerMacro.self, ManagedPropertyMacro.self,
                                                AssistantSchemaMacro.self, BundleMacro.self, ModelActorMacro.self, ModelSchemaMacro.self,
                                                PreviewableMacro.self, EntityComputedPropertyMacro.self]
}

// The compiler finds a macro by `module.Type` (`#externalMacro(module: "WidgetryMacrosPlugin", …)`, matched
// against `String(reflecting:)` of each provided type), so each macro is declared here, in the plugin's module,
// and forwards to its expansion in WidgetryMacroExpansions, where the tests reach it without depending on a
// `.macro` target.

struct WidgetPreviewMacro: DeclarationMacro {
    static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.WidgetPreviewMacro.expansion(of: node, in: context)
    }
}

struct ViewPreviewMacro: DeclarationMacro {
    static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.ViewPreviewMacro.expansion(of: node, in: context)
    }
}

struct LiveActivityPreviewMacro: DeclarationMacro {
    static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.LiveActivityPreviewMacro.expansion(of: node, in: context)
    }
}

struct EntryMacro: AccessorMacro, PeerMacro {
    static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        try WidgetryMacroExpansions.EntryMacro.expansion(of: node, providingAccessorsOf: declaration, in: context)
    }

    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.EntryMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                          conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.ModelMacro.expansion(of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                          providingAttributesFor member: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        try WidgetryMacroExpansions.ModelMacro.expansion(of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
    }

    static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                          providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                          in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try WidgetryMacroExpansions.ModelMacro.expansion(of: node, attachedTo: declaration, providingExtensionsOf: type,
                                                         conformingTo: protocols, in: context)
    }
}

struct PersistedPropertyMacro: AccessorMacro {
    static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        try WidgetryMacroExpansions.PersistedPropertyMacro.expansion(of: node, providingAccessorsOf: declaration, in: context)
    }
}

struct ModelMarkerMacro: PeerMacro {
    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.ModelMarkerMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

struct ModelSchemaMacro: DeclarationMacro {
    static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.ModelSchemaMacro.expansion(of: node, in: context)
    }
}

struct ManagedPropertyMacro: AccessorMacro {
    static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        try WidgetryMacroExpansions.ManagedPropertyMacro.expansion(of: node, providingAccessorsOf: declaration, in: context)
    }
}

struct AssistantSchemaMacro: PeerMacro {
    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.AssistantSchemaMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}

struct BundleMacro: ExpressionMacro {
    static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> ExprSyntax {
        try WidgetryMacroExpansions.BundleMacro.expansion(of: node, in: context)
    }
}

struct ModelActorMacro: MemberMacro, ExtensionMacro {
    static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                          conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.ModelActorMacro.expansion(of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                          providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                          in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try WidgetryMacroExpansions.ModelActorMacro.expansion(of: node, attachedTo: declaration, providingExtensionsOf: type,
                                                              conformingTo: protocols, in: context)
    }
}

/// `@Previewable`: adds nothing; the property stays where it is declared (see `Previewable()` in WidgetryMacros).
struct PreviewableMacro: PeerMacro {
    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct EntityComputedPropertyMacro: PeerMacro {
    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try WidgetryMacroExpansions.EntityComputedPropertyMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}
