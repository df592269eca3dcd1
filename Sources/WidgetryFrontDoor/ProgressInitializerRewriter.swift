import Foundation
import SwiftParser
import SwiftSyntax

/// Writes `Progress()` as `Progress(parent: nil, userInfo: nil)` on the generated package's copy. On iOS `NSProgress`
/// inherits `-init` from `NSObject`, which makes a progress with no parent ("`init` calls
/// `initWithParent:nil userInfo:nil`", NSProgress.h); Linux's Foundation declares `init(parent:userInfo:)` as the
/// designated initializer, so `init()` is not inherited and `Progress()` does not compile — and an extension cannot add
/// it back (Swift refuses overriding `NSObject.init()` from an extension). Image loaders keep a `Progress` for each
/// download (`var progress: Progress = .init()`, later `progress = .init()`), so three spellings are rewritten: the call
/// `Progress()`, `.init()` as a variable's value where the variable is declared `Progress`, and `.init()` assigned to a
/// variable of the file declared `Progress` or made by `Progress(…)`. Lines stay where they were.
public enum ProgressInitializerRewriter {
    /// What the copy writes for a parentless progress.
    static let replacement = "(parent: nil, userInfo: nil)"

    /// `text` with each parentless `Progress` initializer written out, and the lines (1-based) where one was.
    public static func rewrite(_ text: String) -> (text: String, lines: [Int]) {
        guard text.contains("Progress") else { return (text, []) }
        let tree = Parser.parse(source: text)
        let variables = ProgressVariables(viewMode: .sourceAccurate)
        variables.walk(tree)
        let finder = Finder(progressVariables: variables.names)
        finder.walk(tree)
        guard !finder.replacements.isEmpty else { return (text, []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lines = finder.replacements.map { converter.location(for: AbsolutePosition(utf8Offset: $0.range.lowerBound)).line }
        return (SourceBlanking.replacingKeepingLines(finder.replacements, in: text), lines)
    }

    /// Whether `type` spells Foundation's `Progress` (optional or not).
    static func isProgress(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        let name = type.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return name == "Progress" || name == "Foundation.Progress"
    }

    /// The names of the file's variables of type `Progress`: declared so, or given a `Progress(…)` value.
    private final class ProgressVariables: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            // Declared `Progress`, or with a `Progress(…)` value (`var overall = Progress()`).
            let madeAsProgress = node.initializer?.value.as(FunctionCallExprSyntax.self).map {
                ["Progress", "Foundation.Progress"].contains($0.calledExpression.trimmedDescription)
            } ?? false
            if ProgressInitializerRewriter.isProgress(node.typeAnnotation?.type) || madeAsProgress,
               let name = node.pattern.as(IdentifierPatternSyntax.self) {
                names.insert(name.identifier.text)
            }
            return .visitChildren
        }
    }

    private final class Finder: SyntaxVisitor {
        let progressVariables: Set<String>
        var replacements: [(range: Range<Int>, text: String)] = []

        init(progressVariables: Set<String>) {
            self.progressVariables = progressVariables
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.arguments.isEmpty, node.trailingClosure == nil, node.leftParen != nil else { return .visitChildren }
            let called = node.calledExpression
            let rewrite: Bool
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                rewrite = reference.baseName.text == "Progress"
            } else if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
                if let base = member.base {
                    rewrite = ["Progress", "Foundation.Progress"].contains(base.trimmedDescription)
                } else {
                    rewrite = isProgressContext(node)
                }
            } else {
                rewrite = false
            }
            guard rewrite, let open = node.leftParen, let close = node.rightParen else { return .visitChildren }
            replacements.append((open.positionAfterSkippingLeadingTrivia.utf8Offset..<close.endPositionBeforeTrailingTrivia.utf8Offset,
                                 ProgressInitializerRewriter.replacement))
            return .visitChildren
        }

        /// Whether `.init()` is a `Progress` by its context: a `Progress` variable's initial value, or assigned to one.
        private func isProgressContext(_ call: FunctionCallExprSyntax) -> Bool {
            if let clause = call.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
                return ProgressInitializerRewriter.isProgress(binding.typeAnnotation?.type)
            }
            // `progress = .init()` / `self.progress = .init()`: a sequence `lhs = rhs` (operators are not folded here).
            guard let list = call.parent?.as(ExprListSyntax.self) else { return false }
            let elements = Array(list)
            guard let index = elements.firstIndex(where: { $0.id == ExprSyntax(call).id }), index >= 2,
                  elements[index - 1].is(AssignmentExprSyntax.self) else { return false }
            let target = elements[index - 2]
            let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
            return name.map(progressVariables.contains) ?? false
        }
    }
}
