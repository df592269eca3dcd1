import Foundation
import SwiftParser
import SwiftSyntax

/// Writes an assignment to a Foundation property that iOS lets code set and Linux's Foundation declares get-only under
/// the settable name WidgetryFoundation gives it, on the generated package's copy: `config.waitsForConnectivity = true`
/// becomes `config.widgetryWaitsForConnectivity = true`. An extension cannot add a setter to a property Foundation
/// declares, so the copy names one that exists; reading the property is left as written. Lines stay where they were.
public enum GetOnlyPropertyRewriter {
    /// The properties rewritten, and the settable name WidgetryFoundation declares for each.
    static let replacements: [String: String] = [
        // URLSessionConfiguration's (a widget's network session that waits for a connection); Linux's is always false.
        "waitsForConnectivity": "widgetryWaitsForConnectivity",
    ]

    /// One assignment rewritten.
    public struct Rewrite: Sendable, Hashable {
        /// Its line in the file.
        public var line: Int
        /// The property assigned.
        public var property: String
    }

    /// `text` with each assignment to a listed property renamed, and where.
    public static func rewrite(_ text: String) -> (text: String, rewrites: [Rewrite]) {
        guard replacements.keys.contains(where: text.contains) else { return (text, []) }
        let tree = Parser.parse(source: text)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.replacements.isEmpty else { return (text, []) }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let rewrites = finder.replacements.map {
            Rewrite(line: converter.location(for: AbsolutePosition(utf8Offset: $0.range.lowerBound)).line, property: $0.property)
        }
        return (SourceBlanking.replacingKeepingLines(finder.replacements.map { ($0.range, $0.text) }, in: text), rewrites)
    }

    private final class Finder: SyntaxVisitor {
        var replacements: [(range: Range<Int>, text: String, property: String)] = []

        // Before operators are folded, `a.b = c` is a sequence: the member access, the assignment, the value.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (index, element) in elements.enumerated() where index + 1 < elements.count && elements[index + 1].is(AssignmentExprSyntax.self) {
                guard let member = element.as(MemberAccessExprSyntax.self), member.base != nil else { continue }
                let name = member.declName.baseName
                guard let settable = GetOnlyPropertyRewriter.replacements[name.text] else { continue }
                replacements.append((name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
                                     settable, name.text))
            }
            return .visitChildren
        }
    }
}
