import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var accent: Color = .orange` inside `extension EnvironmentValues`: a key type holding the
/// default value (a peer) and accessors that read and write the environment through it, as SwiftUI's
/// macro does.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try entry(declaration)
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, value) = try entry(declaration)
        // A computed default rather than a stored `static let`: no global of a possibly non-Sendable type.
        let typeText = type ?? "_"
        let defaultValue = value ?? (type.map { $0.hasSuffix("?") } == true ? "nil" : nil)
        guard let defaultValue else {
            throw MacroExpansionErrorMessage("@Entry needs a default value: `@Entry var \(name): \(typeText) = …`")
        }
        guard let type else {
            // `@Entry var timeMachine = TimeMachine.default`: the type is the initializer's, as the property's own is.
            // A stored default then (a computed one would need the type written); nonisolated(unsafe) because the
            // value may not be Sendable, as the computed default above avoids a global for.
            return ["""
            private struct __Key_\(raw: name): WidgetryUI.EnvironmentKey {
                nonisolated(unsafe) static let defaultValue = \(raw: defaultValue)
            }
            """]
        }
        return ["""
        private struct __Key_\(raw: name): WidgetryUI.EnvironmentKey {
            static var defaultValue: \(raw: type) { \(raw: defaultValue) }
        }
        """]
    }

    private static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (name: String, type: String?, value: String?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroExpansionErrorMessage("@Entry applies to a `var` inside `extension EnvironmentValues`")
        }
        return (identifier.identifier.text, binding.typeAnnotation?.type.trimmedDescription, binding.initializer?.value.trimmedDescription)
    }
}
