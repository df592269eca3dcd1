import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ModelActor actor DataStore { … }`, as SwiftData's macro: the actor gets the container it was made with, an
/// executor owning a model context of its own, and `init(modelContainer:)`, and conforms to `ModelActor` (whose
/// extension gives `modelContext`). SwiftData also runs the actor on that executor; here the actor keeps Swift's default
/// executor, which serialises its work the same way.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@ModelActor applies to an actor")
        }
        // Public when the actor is, so a framework's actor exposes its initializer as SwiftData's does.
        let access = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any WidgetrySwiftData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: WidgetrySwiftData.ModelContainer",
            """
            \(raw: access)init(modelContainer: WidgetrySwiftData.ModelContainer) {
                let modelContext = WidgetrySwiftData.ModelContext(modelContainer)
                self.modelExecutor = WidgetrySwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): WidgetrySwiftData.ModelActor {}")]
    }
}
