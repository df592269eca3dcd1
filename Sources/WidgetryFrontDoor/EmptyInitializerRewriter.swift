import Foundation
import SwiftParser
import SwiftSyntax

/// Writes the empty initializer of a Foundation class that Linux's Foundation does not inherit from `NSObject` with the
/// arguments that make the same object, on the generated package's copy: `Progress()` as
/// `Progress(parent: nil, userInfo: nil)`, `HTTPURLResponse()` as a response with status 0 and no headers, and
/// `NSAttributedString()` as the empty string's.
///
/// On iOS these classes inherit `-init` from `NSObject` ("`init` calls `initWithParent:nil userInfo:nil`", NSProgress.h;
/// an empty `NSHTTPURLResponse` has status 0). Linux's Foundation declares other designated initializers, so `init()` is
/// not inherited and the call does not compile — and an extension cannot add it back (Swift refuses overriding
/// `NSObject.init()` from an extension). Image loaders keep a `Progress` for each download (`var progress: Progress =
/// .init()`, later `progress = .init()`); network code returns `HTTPURLResponse()` as a placeholder response. Three
/// spellings are rewritten: the call `Type()`, `.init()` as a variable's value where the variable is declared with the
/// type, and `.init()` assigned to a variable of the file declared with it or made by `Type(…)`. Lines stay where they were.
public enum EmptyInitializerRewriter {
    /// The classes rewritten, and what the copy writes after the type name or `.init` for each.
    static let replacements: [String: String] = [
        "Progress": "(parent: nil, userInfo: nil)",
        // Linux's only public initializer of a response takes a URL and may fail; the URL is a blank page's (iOS's has none).
        "HTTPURLResponse": "(url: URL(string: \"about:blank\")!, statusCode: 0, httpVersion: nil, headerFields: nil)!",
        // An empty attributed string (a chart's untitled axis returns `NSAttributedString()`): Linux's takes a string.
        "NSAttributedString": "(string: \"\")",
        "NSMutableAttributedString": "(string: \"\")",
    ]

    /// One empty initializer rewritten.
    public struct Rewrite: Sendable, Hashable {
        /// Its line in the file.
        public var line: Int
        /// The class it makes.
        public var type: String
    }

    /// `text` with each empty initializer of a listed class written out, and where.
    public static func rewrite(_ text: String) -> (text: String, rewrites: [Rewrite]) {
        guard replacements.keys.contains(where: text.contains) else { return (text, []) }
        let tree = Parser.parse(source: text)
        let variables = TypedVariables(viewMode: .sourceAccurate)
        variables.walk(tree)
        let finder = Finder(variableTypes: variables.types)
        finder.walk(tree)
        guard !finder.replacements.isEmpty else { return (text, []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let rewrites = finder.replacements.map {
            Rewrite(line: converter.location(for: AbsolutePosition(utf8Offset: $0.range.lowerBound)).line, type: $0.type)
        }
        return (SourceBlanking.replacingKeepingLines(finder.replacements.map { ($0.range, $0.text) }, in: text), rewrites)
    }

    /// The listed class `type` spells (optional or not, `Foundation.`-qualified or not), if any.
    static func listedType(_ type: String) -> String? {
        let name = type.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            .replacingOccurrences(of: "Foundation.", with: "").trimmingCharacters(in: .whitespaces)
        return replacements[name] != nil ? name : nil
    }

    /// The file's variables of a listed class, by name: declared so, or given a `Type(…)` value (`var overall = Progress()`).
    private final class TypedVariables: SyntaxVisitor {
        var types: [String: String] = [:]
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            let declared = node.typeAnnotation.flatMap { EmptyInitializerRewriter.listedType($0.type.trimmedDescription) }
            let made = node.initializer?.value.as(FunctionCallExprSyntax.self).flatMap {
                EmptyInitializerRewriter.listedType($0.calledExpression.trimmedDescription)
            }
            if let type = declared ?? made, let name = node.pattern.as(IdentifierPatternSyntax.self) {
                types[name.identifier.text] = type
            }
            return .visitChildren
        }
    }

    private final class Finder: SyntaxVisitor {
        let variableTypes: [String: String]
        var replacements: [(range: Range<Int>, text: String, type: String)] = []

        init(variableTypes: [String: String]) {
            self.variableTypes = variableTypes
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.arguments.isEmpty, node.trailingClosure == nil, node.leftParen != nil else { return .visitChildren }
            let called = node.calledExpression
            let type: String?
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                type = EmptyInitializerRewriter.listedType(reference.baseName.text)
            } else if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
                type = member.base.map { EmptyInitializerRewriter.listedType($0.trimmedDescription) } ?? contextType(node)
            } else {
                type = nil
            }
            guard let type, let arguments = EmptyInitializerRewriter.replacements[type],
                  let open = node.leftParen, let close = node.rightParen else { return .visitChildren }
            replacements.append((open.positionAfterSkippingLeadingTrivia.utf8Offset..<close.endPositionBeforeTrailingTrivia.utf8Offset,
                                 arguments, type))
            return .visitChildren
        }

        /// The listed class a bare `.init()` makes, by its context: a variable's initial value declared with the type,
        /// or assigned to a variable of the type.
        private func contextType(_ call: FunctionCallExprSyntax) -> String? {
            if let clause = call.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { EmptyInitializerRewriter.listedType($0.type.trimmedDescription) }
            }
            // `progress = .init()` / `self.progress = .init()`: a sequence `lhs = rhs` (operators are not folded here).
            guard let list = call.parent?.as(ExprListSyntax.self) else { return nil }
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == ExprSyntax(call).id }), index >= 2,
                  elements[index - 1].is(AssignmentExprSyntax.self) else { return nil }
            let target = elements[index - 2]
            let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
            return name.flatMap { variableTypes[$0] }
        }
    }
}
