import Foundation
import SwiftParser
import SwiftSyntax

/// Writes a module name used as a qualifier (`os.Logger(subsystem:category:)`, `let log: os.Logger`) as the module the
/// copy imports in its place, on the generated package's copy. Apps qualify `os.Logger` to tell Apple's logger from a
/// `Logger` of their own; the copy imports `os` as `WidgetryOSLog` (GeneratedPackagePlanner.importReplacements: a module
/// named `os` would break other packages' `canImport(os)`), so the qualifier must follow. Only in a file that imports the
/// module, and only where the name is the base of a member (`os.X`), never where the file declares a value of that
/// name itself. Columns move; lines stay where they were.
public enum ModuleQualifierRewriter {
    /// Apple's module names the copy imports under another name, and that name.
    static let renamedModules: [String: String] = ["os": "WidgetryOSLog", "OSLog": "WidgetryOSLog"]

    /// `text` with each qualifier of an imported, renamed module rewritten, and how many were.
    public static func rewrite(_ text: String, importedModules: Set<String>) -> (text: String, replaced: Int) {
        let renamed = renamedModules.filter { importedModules.contains($0.key) && text.contains($0.key + ".") }
        guard !renamed.isEmpty else { return (text, 0) }
        let tree = Parser.parse(source: text)
        let finder = Finder(renamed: renamed)
        finder.walk(tree)
        let replacements = finder.replacements.filter { !finder.declaredNames.contains($0.name) }
        guard !replacements.isEmpty else { return (text, 0) }
        return (SourceBlanking.replacingKeepingLines(replacements.map { ($0.range, renamed[$0.name]!) }, in: text), replacements.count)
    }

    private final class Finder: SyntaxVisitor {
        let renamed: [String: String]
        var replacements: [(range: Range<Int>, name: String)] = []
        /// Names the file declares as values (`let os = …`), which then mean the value, not the module.
        var declaredNames: Set<String> = []

        init(renamed: [String: String]) {
            self.renamed = renamed
            super.init(viewMode: .sourceAccurate)
        }

        private func record(_ token: TokenSyntax) {
            guard renamed[token.text] != nil else { return }
            replacements.append((token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, token.text))
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self) { record(base.baseName) }
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.baseType.as(IdentifierTypeSyntax.self) { record(base.name) }
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.identifier.text)
            return .visitChildren
        }
    }
}
