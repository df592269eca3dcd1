import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppIntent(schema: .system.search)` and its entity and enum siblings (iOS 18): on iOS the macro checks the
/// type against Apple Intelligence's assistant schema and fills in what the schema implies. A widget's render
/// never runs an intent or asks the assistant, and the type still declares its own members and conformance,
/// so the macro adds nothing here.
public struct AssistantSchemaMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
