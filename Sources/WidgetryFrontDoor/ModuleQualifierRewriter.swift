import Foundation
import SwiftParser
import SwiftSyntax

/// Writes a module name used as a qualifier (`os.Logger(subsystem:category:)`, `let log: os.Logger`) as the module the
/// copy imports in its place, on the generated package's copy. Apps qualify `os.Logger` to tell Apple's logger from a
/// `Logger` of their own; the copy imports `os` as `WidgetryOSLog` (GeneratedPackagePlanner.importReplacements: a module
/// named `os` would break other packages' `canImport(os)`), so the qualifier must follow. Only in a file that imports the
/// module, and only where the name is the base of a member (`os.X`), never where the file declares a value of that
/// name itself. Columns move; lines stay where they were.
///
/// The same holds for Foundation's URL loading types qualified by their module (`Foundation.URLSessionDelegate`, to tell
/// them from an app's own): Linux's Foundation keeps them in `FoundationNetworking`, which the copy imports beside
/// `Foundation`, so only those members' qualifier becomes `FoundationNetworking`.
public enum ModuleQualifierRewriter {
    /// Apple's module names the copy imports under another name, and that name.
    static let renamedModules: [String: String] = ["os": "WidgetryOSLog", "OSLog": "WidgetryOSLog"]

    /// Foundation's types that swift-corelibs-foundation declares in `FoundationNetworking` (its
    /// `Sources/FoundationNetworking` folder): qualified by `Foundation.` they are not found on Linux.
    static let foundationNetworkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionUploadTask",
        "URLSessionDownloadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLSessionStreamDelegate",
        "URLSessionWebSocketDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics", "URLRequest",
        "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
        "HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey", "URLCredential", "URLCredentialStorage",
        "URLProtectionSpace", "URLAuthenticationChallenge", "URLAuthenticationChallengeSender", "URLProtocol",
        "URLProtocolClient",
    ]

    /// The module a qualifier `module` must become before `member`, or nil to keep it.
    static func replacement(module: String, member: String) -> String? {
        if let renamed = renamedModules[module] { return renamed }
        if module == "Foundation", foundationNetworkingTypes.contains(member) { return "FoundationNetworking" }
        return nil
    }

    /// `text` with each qualifier of an imported, renamed module rewritten, and how many were.
    public static func rewrite(_ text: String, importedModules: Set<String>) -> (text: String, replaced: Int) {
        // Apple's `OSLog` re-exports `os`, so a file importing only `OSLog` may write `os.Logger`.
        let imported = importedModules.contains("OSLog") ? importedModules.union(["os"]) : importedModules
        let modules = Set(renamedModules.keys).union(["Foundation"]).filter { imported.contains($0) && text.contains($0 + ".") }
        guard !modules.isEmpty else { return (text, 0) }
        let tree = Parser.parse(source: text)
        let finder = Finder(modules: modules)
        finder.walk(tree)
        let replacements = finder.replacements.filter { !finder.declaredNames.contains($0.module) }
        guard !replacements.isEmpty else { return (text, 0) }
        return (SourceBlanking.replacingKeepingLines(replacements.map { ($0.range, $0.replacement) }, in: text), replacements.count)
    }

    private final class Finder: SyntaxVisitor {
        let modules: Set<String>
        var replacements: [(range: Range<Int>, module: String, replacement: String)] = []
        /// Names the file declares as values (`let os = …`), which then mean the value, not the module.
        var declaredNames: Set<String> = []

        init(modules: Set<String>) {
            self.modules = modules
            super.init(viewMode: .sourceAccurate)
        }

        private func record(_ token: TokenSyntax, member: String) {
            guard modules.contains(token.text),
                  let replacement = ModuleQualifierRewriter.replacement(module: token.text, member: member) else { return }
            replacements.append((token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset,
                                 token.text, replacement))
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self) { record(base.baseName, member: node.declName.baseName.text) }
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.baseType.as(IdentifierTypeSyntax.self) { record(base.name, member: node.name.text) }
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            declaredNames.insert(node.identifier.text)
            return .visitChildren
        }
    }
}
