import Foundation
import Testing
import WidgetryFrontDoor

/// Helpers shared by the rewriter tests.
enum RewriteFixtures {
    static let file = URL(fileURLWithPath: "/Users/ana/Steps/StepsWidget/StepsWidget.swift")

    static func rewrite(_ source: String, _ configuration: IOSBuildConfiguration = IOSBuildConfiguration()) -> RewrittenSource {
        ConditionRewriter.rewrite(source, fileURL: file, configuration: configuration)
    }

    /// The rewritten text without its `#sourceLocation` line: line n here is line n of the user's file.
    static func body(_ rewritten: RewrittenSource) -> [Substring] {
        Array(rewritten.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst())
    }

    /// Every line that is not an `#if`/`#elseif` directive is unchanged and at its own line number.
    static func expectLinesKept(_ original: String, _ rewritten: RewrittenSource, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = original.split(separator: "\n", omittingEmptySubsequences: false)
        let after = body(rewritten)
        #expect(after.count == before.count, sourceLocation: sourceLocation)
        for (number, (old, new)) in zip(before, after).enumerated() {
            let directive = old.trimmingCharacters(in: .whitespaces)
            if directive.hasPrefix("#if") || directive.hasPrefix("#elseif") { continue }
            #expect(old == new, "line \(number + 1)", sourceLocation: sourceLocation)
        }
    }

    /// The rewritten directive lines, trimmed, in order.
    static func directives(_ rewritten: RewrittenSource) -> [String] {
        body(rewritten).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.hasPrefix("#if") || $0.hasPrefix("#elseif") || $0.hasPrefix("#else") || $0.hasPrefix("#endif")
        }
    }
}
