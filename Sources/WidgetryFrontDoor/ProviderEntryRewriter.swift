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
    ///
    /// `entryOwners` are the types the module gives a nested `Entry` (``entryOwners(in:)``): a provider nested in one of
    /// them (`extension Widget { struct Provider: AppIntentTimelineProvider { func placeholder(…) -> Entry } }` beside
    /// `extension Widget { struct Entry: TimelineEntry }`) means that type by its bare `Entry`, as Swift looks outward
    /// from the provider; `Self.Entry` would leave nothing to infer the associated type from, so it is kept.
    public static func rewrite(_ text: String, entryOwners: Set<String> = []) -> (text: String, rewritten: Int) {
        guard text.contains("Entry"), providerProtocols.contains(where: text.contains) else { return (text, 0) }
        let tree = Parser.parse(source: text)
        let finder = ProviderFinder(entryOwners: entryOwners)
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

    /// The types `text` declares a nested `Entry` in (`struct Widget { struct Entry … }`, `extension Widget { typealias
    /// Entry = … }`), by the name the declaration or extension spells (`Widget`, `Outer.Widget`).
    public static func entryOwners(in text: String) -> Set<String> {
        guard text.contains("Entry") else { return [] }
        let finder = EntryOwnerFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.owners
    }

    /// Whether `clause` names one of the provider protocols (`TimelineProvider`, `WidgetKit.TimelineProvider`).
    static func conformsToProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { inherited in
            let name = inherited.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            return providerProtocols.contains(name)
        } ?? false
    }

    /// Types that declare a member type named `Entry`, by the name their declaration or extension spells.
    private final class EntryOwnerFinder: SyntaxVisitor {
        var owners: Set<String> = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text, node.memberBlock) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text, node.memberBlock) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text, node.memberBlock) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name.text, node.memberBlock) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { note(node.extendedType.trimmedDescription, node.memberBlock) }

        private func note(_ owner: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            let declaresEntry = members.members.contains { member in
                let decl = member.decl
                let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
                    ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(TypeAliasDeclSyntax.self)?.name.text
                return name == "Entry"
            }
            if declaresEntry { owners.insert(owner) }
            return .visitChildren
        }
    }

    /// Finds the providers and collects, in their members, where `Self.` goes.
    private final class ProviderFinder: SyntaxVisitor {
        var offsets: [Int] = []
        let entryOwners: Set<String>
        /// The names of the declarations and extensions around the node being visited, outermost first.
        private var enclosing: [String] = []

        init(entryOwners: Set<String>) {
            self.entryOwners = entryOwners
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.inheritanceClause, node.memberBlock) }
        // A class's `Self` in a member's signature is the dynamic Self, which has no member types ("'Entry' is not
        // a member type of type 'Self'"), so a class provider keeps its bare `Entry`.
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.inheritanceClause, node.memberBlock) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.name.text, node.inheritanceClause, node.memberBlock) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            collect(node.extendedType.trimmedDescription, node.inheritanceClause, node.memberBlock)
        }
        override func visitPost(_ node: StructDeclSyntax) { leave() }
        override func visitPost(_ node: ClassDeclSyntax) { leave() }
        override func visitPost(_ node: EnumDeclSyntax) { leave() }
        override func visitPost(_ node: ActorDeclSyntax) { leave() }
        override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            enclosing.append(name)
            return .visitChildren
        }

        private func leave() {
            if !enclosing.isEmpty { enclosing.removeLast() }
        }

        // `visitPost` runs for every declaration, its children skipped or not, so each one enters its name here.
        private func collect(_ name: String, _ clause: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            let outside = enclosing
            guard ProviderEntryRewriter.conformsToProvider(clause) else { return enter(name) }
            enclosing.append(name)
            // A provider inside a type that has its own `Entry` means that type by the bare name.
            if outside.contains(where: entryOwners.contains) { return .skipChildren }
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
