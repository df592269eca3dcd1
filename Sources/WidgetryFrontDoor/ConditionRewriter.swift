import Foundation
import SwiftParser
import SwiftSyntax

/// Copies a user's file for the generated package with every `#if` condition it can decide replaced
/// by `true` or `false`, as an iOS build decides it, so Linux compiles the iOS branches.
///
/// Only condition text changes and line breaks inside a condition are kept, so every line stays
/// where it was; the `#sourceLocation` line in front then maps diagnostics to the user's file and line.
///
/// An `#if` is rewritten only when every condition up to its active clause can be decided; clauses
/// after the active one become `false` unevaluated, as they cannot change the outcome. Otherwise the
/// whole `#if` is left as written, with a ``RewriteNote``, and the compiler decides it on Linux.
public struct ConditionRewriter: Sendable {
    /// The copy of `source` (the contents of `fileURL`) for the generated package.
    public static func rewrite(_ source: String, fileURL: URL, configuration: IOSBuildConfiguration) -> RewrittenSource {
        // A byte-order mark is not on a line of its own, and in front of the directive it would be stray text.
        let body = source.unicodeScalars.first == "\u{FEFF}" ? String(source.unicodeScalars.dropFirst()) : source
        let tree = Parser.parse(source: body)
        let decider = ConditionDecider(
            configuration: configuration,
            converter: SourceLocationConverter(fileName: fileURL.path, tree: tree))
        decider.walk(tree)

        var bytes = Array(body.utf8)
        for edit in decider.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        let header = SourceLocationDirective.header(forFile: fileURL.absoluteURL.path)
        return RewrittenSource(
            text: header + String(decoding: bytes, as: UTF8.self),
            rewrittenConditions: decider.edits.count,
            notes: decider.notes)
    }
}
