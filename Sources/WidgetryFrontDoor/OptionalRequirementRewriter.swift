import Foundation
import SwiftParser
import SwiftSyntax

/// Makes an `@objc` protocol's `optional` method requirements compile on Linux, on the generated package's copy.
///
/// Linux's Swift has no Objective-C runtime, so once `@objc` is removed (``ObjectiveCAttributeRewriter``) an `optional`
/// requirement is an error ("'optional' can only be applied to members of an '@objc' protocol"). The copy makes each
/// such method an ordinary requirement with a default that does what an unimplemented optional method does for its
/// caller — nothing, or `nil` for a method returning an optional — declared in an extension on the protocol's closing
/// line; and a call that asks for it with `?` or `!` (`delegate?.service?(self, didFail: error)`) calls it directly. A
/// conformer implementing the method is called as on iOS; one that does not gets the default. Optional properties and
/// methods returning a non-optional value keep `optional` (no default stands for "not implemented" there). Lines do not
/// move.
public enum OptionalRequirementRewriter {
    /// The names of the optional method requirements `text` declares that the copy makes ordinary.
    public static func requirementNames(in text: String) -> Set<String> {
        guard text.contains("optional") else { return [] }
        let finder = RequirementFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return Set(finder.protocols.flatMap { $0.methods.map(\.name.text) })
    }

    /// `text` with its optional method requirements made ordinary, their defaults added, and calls to any of
    /// `names` (the module's optional methods) written without `?`/`!`; and how many places changed.
    /// `protocols` names each protocol changed, with its line and the methods given a default.
    public static func rewrite(_ text: String, optionalNames names: Set<String>)
        -> (text: String, changed: Int, protocols: [(name: String, line: Int, methods: [String])]) {
        guard !names.isEmpty, text.contains("optional") || names.contains(where: text.contains) else { return (text, 0, []) }
        let tree = Parser.parse(source: text)
        let requirements = RequirementFinder(viewMode: .sourceAccurate)
        requirements.walk(tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let calls = CallFinder(names: names)
        calls.walk(tree)
        var edits: [(Range<Int>, String)] = calls.marks.map { ($0, "") }
        for declared in requirements.protocols {
            for method in declared.methods {
                edits.append((method.optionalModifier, ""))
            }
            // Declarations sharing a line are separated by semicolons.
            edits.append((declared.closingBrace..<declared.closingBrace,
                          "; extension \(declared.name) {" + declared.methods.map(\.defaultImplementation).joined(separator: ";") + " }"))
        }
        guard !edits.isEmpty else { return (text, 0, []) }
        let changed = requirements.protocols.map { declared in
            (name: declared.name, line: converter.location(for: AbsolutePosition(utf8Offset: declared.closingBrace)).line,
             methods: declared.methods.map(\.name.text))
        }
        return (SourceBlanking.replacingKeepingLines(edits.map { (range: $0.0, text: $0.1) }, in: text), edits.count, changed)
    }

    /// An optional method made ordinary.
    struct Method {
        let name: TokenSyntax
        let optionalModifier: Range<Int>
        let defaultImplementation: String
    }

    /// A protocol with optional methods the copy makes ordinary.
    struct DeclaredProtocol {
        let name: String
        let closingBrace: Int
        let methods: [Method]
    }

    private final class RequirementFinder: SyntaxVisitor {
        var protocols: [DeclaredProtocol] = []

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let access = node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
            var methods: [Method] = []
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      let optional = function.modifiers.first(where: { $0.name.text == "optional" }),
                      let body = Self.defaultBody(of: function) else { continue }
                // On one line, so no line moves: the signature's own line breaks become spaces (a comment inside it
                // would swallow the rest of the line, so such a method keeps `optional`).
                let written = function.signature.trimmedDescription
                guard !written.contains("//"), !written.contains("/*") else { continue }
                let signature = written.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self) }
                    .filter { !ObjectiveCAttributeRewriter.removedAttributes.contains($0.attributeName.trimmedDescription) }
                    .map { $0.trimmedDescription + " " }.joined()
                let implementation = " \(attributes)\(access)func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(signature) \(body)"
                methods.append(Method(name: function.name,
                                      optionalModifier: optional.positionAfterSkippingLeadingTrivia.utf8Offset..<optional.endPositionBeforeTrailingTrivia.utf8Offset,
                                      defaultImplementation: implementation))
            }
            if !methods.isEmpty {
                protocols.append(DeclaredProtocol(name: node.name.text, closingBrace: node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                                                  methods: methods))
            }
            return .skipChildren
        }

        /// What an unimplemented optional method gives its caller: nothing, or `nil` for an optional result; no default
        /// for other results.
        static func defaultBody(of function: FunctionDeclSyntax) -> String? {
            guard let result = function.signature.returnClause?.type else { return "{}" }
            if result.is(OptionalTypeSyntax.self) || result.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "{ nil }" }
            return ["Void", "()"].contains(result.trimmedDescription) ? "{}" : nil
        }
    }

    /// The `?` or `!` after a call's member name when the member is one of the module's optional methods.
    private final class CallFinder: SyntaxVisitor {
        let names: Set<String>
        var marks: [Range<Int>] = []

        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        private func mark(_ callee: ExprSyntax, _ token: TokenSyntax) {
            guard let member = callee.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text) else { return }
            marks.append(token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self) {
                mark(chained.expression, chained.questionMark)
            } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self) {
                mark(forced.expression, forced.exclamationMark)
            }
            return .visitChildren
        }
    }
}
