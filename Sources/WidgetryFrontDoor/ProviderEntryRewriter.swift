import Foundation
import SwiftParser
import SwiftSyntax

/// Writes a timeline provider's bare `Entry` (`completion: @escaping (Timeline<Entry>) -> ()`, Xcode's widget
/// template) as `Self.Entry` on the generated package's copy.
///
/// Both spell the provider's inferred associated type. But Swift 6.3 fails to infer it when anything named
/// `Entry` is visible at module scope — as SwiftUI's `@Entry` macro (iOS 18) always is — and another file
/// asks for `Provider.Entry` (the template's `var entry: Provider.Entry`) before the provider is checked:
/// "reference to invalid associated type 'Entry' of type 'Provider'". `Self.Entry` is inferred either way.
/// Only the provider's own members are rewritten (a nested type's `Entry` is its own); lines stay where
/// they were, a rewritten line's later columns move by five.
public enum ProviderEntryRewriter {
    /// The protocols whose conformers have an `Entry` to infer.
    static let providerProtocols: Set<String> = ["TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider"]

    /// `text` with each bare `Entry` type in a provider's members written `Self.Entry`, and how many were.
    public static func rewrite(_ text: String) -> (text: String, rewritten: Int) {
        guard text.contains("Entry"), providerProtocols.contains(where: text.contains) else { return (text, 0) }
        let tree = Parser.parse(source: text)
        let finder = ProviderFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.offsets.isEmpty else { return (text, 0) }
        var bytes = Array(text.utf8)
        for offset in finder.offsets.sorted(by: >) {
            bytes.insert(contentsOf: Array("Self.".utf8), at: offset)
        }
        return (String(decoding: bytes, as: UTF8.self), finder.offsets.count)
    }

    /// Whether `text` declares a type named `Entry` at file scope (`struct Entry: TimelineEntry`): a provider's bare
    /// `Entry` then names that type, and `Self.Entry` would ask for the associated type being inferred from it.
    public static func declaresEntryType(in text: String) -> Bool {
        guard text.contains("Entry") else { return false }
        return Parser.parse(source: text).statements.contains { item in
            guard let decl = item.item.as(DeclSyntax.self) else { return false }
            let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
                ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
            return name == "Entry"
        }
    }

    /// Whether `clause` names one of the provider protocols (`TimelineProvider`, `WidgetKit.TimelineProvider`).
    static func conformsToProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            let name = inherited.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            return providerProtocols.contains(name)
        } ?? false
    }

    /// Finds the providers and collects, in their members, where `Self.` goes.
    private final class ProviderFinder: SyntaxVisitor {
        var offsets: [Int] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.inheritanceClause, node.memberBlock) }
        // A class's `Self` in a member's signature is the dynamic Self, which has no member types ("'Entry' is not
        // a member type of type 'Self'"), so a class provider keeps its bare `Entry`.
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.inheritanceClause, node.memberBlock) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.inheritanceClause, node.memberBlock) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.inheritanceClause, node.memberBlock) }

        private func collect(_ clause: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            guard ProviderEntryRewriter.conformsToProvider(clause) else { return .visitChildren }
            let entries = EntryFinder(viewMode: .sourceAccurate)
            for member in members.members {
                entries.walk(member)
            }
            offsets += entries.offsets
            return .skipChildren
        }
    }

    /// Bare `Entry` type references, outside nested type declarations.
    private final class EntryFinder: SyntaxVisitor {
        var offsets: [Int] = []

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == "Entry", node.genericArgumentClause == nil {
                offsets.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
