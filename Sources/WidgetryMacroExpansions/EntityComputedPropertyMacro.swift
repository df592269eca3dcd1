import SwiftSyntax
import SwiftSyntaxMacros

/// `@ComputedProperty` and `@DeferredProperty` on an app entity's computed property (iOS 26): App Intents exposes the
/// property to the system as an `EntityProperty`, reachable as `$name` (what a query's `Property(\.$name)` and
/// `SortableBy(\.$name)` name). The peer added here is that `$name`: for a computed property it carries the value the
/// getter returns now; a deferred property's getter is `async`, so its `$name` carries no value (reading it stops the
/// program, as reading an unset entity property does). The getter itself stays as written.
public struct EntityComputedPropertyMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let attribute = node.attributeName.trimmedDescription
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroExpansionErrorMessage("@\(attribute) applies to a computed `var` of an app entity")
        }
        let name = identifier.identifier.trimmedDescription
        guard let type = binding.typeAnnotation?.type.trimmedDescription else {
            throw MacroExpansionErrorMessage("@\(attribute) needs the property's type written: `@\(attribute) var \(name): String { … }`")
        }
        let title = node.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "title" }?.expression.trimmedDescription ?? "nil"
        let isDeferred = attribute.hasSuffix("DeferredProperty")
        let modifiers = variable.modifiers.filter { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map(\.trimmedDescription).joined(separator: " ")
        let access = modifiers.isEmpty ? "" : modifiers + " "
        let property = isDeferred ? "WidgetryAppIntents.EntityProperty<\(type)>(title: \(title))"
                                  : "WidgetryAppIntents.EntityProperty<\(type)>(wrappedValue: self.\(name), title: \(title))"
        return ["\(raw: access)var $\(raw: name): WidgetryAppIntents.EntityProperty<\(raw: type)> { \(raw: property) }"]
    }
}
