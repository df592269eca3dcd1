import Foundation
import SwiftParser
import SwiftSyntax

/// Writes `#keyPath(Item.name)` as the string it stands for, `"name"`, on the generated package's copy: Linux's Swift
/// refuses `#keyPath` ("can only be used with the Objective-C runtime"), while the string is what Core Data's fetch
/// requests, sort descriptors and predicates, and key-value coding read (`NSSortDescriptor(key: #keyPath(Item.date), …)`).
/// As the compiler does, the leading type names are dropped and the properties kept, dots and all
/// (`#keyPath(Order.customer.name)` is `"customer.name"`). Lines stay where they were.
public enum KeyPathStringRewriter {
    /// `text` with each `#keyPath(…)` replaced by its string, and how many were.
    public static func rewrite(_ text: String) -> (text: String, replaced: Int) {
        let tree = Parser.parse(source: text)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.replacements.isEmpty else { return (text, 0) }
        let replaced = SourceBlanking.replacingKeepingLines(finder.replacements.map { ($0.range, "\"\($0.key)\"") }, in: text)
        return (replaced, finder.replacements.count)
    }

    /// The key a `#keyPath` argument names: its components after the leading type names (a type name starts with a
    /// capital letter, a property with a small one — the convention Swift code follows and Core Data generates).
    static func key(of expression: ExprSyntax) -> String {
        let components = expression.trimmedDescription.split(separator: ".").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let properties = components.drop { $0.first?.isUppercase == true }
        return (properties.isEmpty ? components.suffix(1) : properties).joined(separator: ".")
    }

    private final class Finder: SyntaxVisitor {
        var replacements: [(range: Range<Int>, key: String)] = []

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "keyPath", let argument = node.arguments.first else { return .visitChildren }
            replacements.append((node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                 KeyPathStringRewriter.key(of: argument.expression)))
            return .skipChildren
        }
    }
}
