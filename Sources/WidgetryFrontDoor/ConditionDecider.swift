import SwiftIfConfig
import SwiftSyntax

/// Walks a file's `#if`s, deciding each one it can and collecting the replacement of each decided
/// condition. Inside a decided `#if` only the active clause is walked: nested `#if`s in code that is
/// compiled out never matter.
final class ConditionDecider: SyntaxVisitor {
    /// One condition's replacement, in UTF-8 offsets of the parsed text.
    struct Edit {
        var range: Range<Int>
        var replacement: String
    }

    private enum Decision {
        /// The index of the active clause, or nil when none is.
        case decided(activeClause: Int?)
        case undecided(RewriteNote)
    }

    let configuration: IOSBuildConfiguration
    let converter: SourceLocationConverter
    private(set) var edits: [Edit] = []
    private(set) var notes: [RewriteNote] = []

    init(configuration: IOSBuildConfiguration, converter: SourceLocationConverter) {
        self.configuration = configuration
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let clauses = Array(node.clauses)
        switch decide(clauses) {
        case .undecided(let note):
            notes.append(note)
            // The compiler will pick a clause; any of them may hold `#if`s this walk can still decide.
            return .visitChildren
        case .decided(let active):
            for (index, clause) in clauses.enumerated() {
                if let condition = clause.condition {
                    edits.append(edit(replacing: condition, after: clause.poundKeyword, with: index == active))
                }
            }
            if let active, let elements = clauses[active].elements {
                walk(elements)
            }
            return .skipChildren
        }
    }

    private func decide(_ clauses: [IfConfigClauseSyntax]) -> Decision {
        var active: Int?
        for (index, clause) in clauses.enumerated() {
            guard let condition = clause.condition else {
                active = index
                break
            }
            let (state, _, diagnostics) = IfConfigRegionState.evaluating(condition, in: configuration)
            if let problem = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
                return .undecided(note(on: condition, reason: problem.message))
            }
            if state == .active {
                active = index
                break
            }
        }
        // `false` does not excuse syntax errors the way a failed `swift(>=…)` or `compiler(>=…)` does,
        // so a branch holding syntax newer than this parser must stay behind its original condition.
        for (index, clause) in clauses.enumerated() where index != active {
            if let elements = clause.elements, elements.hasError, let condition = clauses.first?.condition {
                return .undecided(note(on: condition, reason: "a compiled-out branch holds code this Swift cannot parse"))
            }
        }
        return .decided(activeClause: active)
    }

    private func edit(replacing condition: ExprSyntax, after keyword: TokenSyntax, with value: Bool) -> Edit {
        // Keeping a multi-line condition's line breaks keeps every later line in place.
        let lineBreaks = condition.trimmedDescription.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }
        let separator = keyword.trailingTrivia.isEmpty && condition.leadingTrivia.isEmpty ? " " : ""
        let start = condition.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = condition.endPositionBeforeTrailingTrivia.utf8Offset
        return Edit(
            range: start..<end,
            replacement: separator + (value ? "true" : "false") + String(String.UnicodeScalarView(lineBreaks)))
    }

    private func note(on condition: ExprSyntax, reason: String) -> RewriteNote {
        RewriteNote(
            line: condition.startLocation(converter: converter).line,
            condition: condition.trimmedDescription,
            reason: reason)
    }
}
