import Foundation
import SwiftParser
import SwiftSyntax

/// Removes, on the generated package's copy of a file, `@MainActor` from declarations and function types, so code
/// written against the iOS 18 SDK — where `View`, `Widget` and their `body` are `@MainActor` — compiles where
/// Widgetry's `View` is not.
///
/// On iOS a view's `body` runs on the main actor, so widget code reads `@MainActor` models there
/// (`Store.shared.name`) and Xcode 16 accepts it; here `body` is nonisolated, because a check builds many cells'
/// views at once on worker threads, and the compiler refuses the read ("main actor-isolated property 'name' can not
/// be referenced from a nonisolated context"). Without the attribute the models are plain types: the same code runs,
/// only not confined to one thread — the copies compile in Swift 5 mode, where that is a warning at most, and a
/// widget's models are read, not mutated concurrently, while its views are built. Closures that start on the main
/// actor (`Task { @MainActor in … }`) keep it: they compile anywhere. So do an actor's `@MainActor` members (in
/// the actor or an extension of it in the same file): without the attribute they would belong to the actor, and the
/// main-actor closures that call them (a package's `Task { @MainActor in observeAppLifecycle() }`) would not compile.
/// The attributes are blanked to spaces, so lines and columns stay where they were and diagnostics point at the
/// user's file.
public enum MainActorRewriter {
    /// `text` with `@MainActor` blanked on declarations and function types, and the 1-based lines where it was.
    public static func rewrite(_ text: String) -> (text: String, lines: [Int]) {
        // Most files never mention it: no parse for them.
        guard text.contains("MainActor") else { return (text, []) }
        let tree = Parser.parse(source: text)
        let actors = ActorNames(viewMode: .sourceAccurate)
        actors.walk(tree)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.actorNames = actors.names
        finder.walk(tree)
        return SourceBlanking.blank(finder.ranges, in: text, tree: tree)
    }

    /// The actors a file declares.
    private final class ActorNames: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
    }

    /// Finds `@MainActor` (also `@MainActor(unsafe)` and `@_Concurrency.MainActor`) outside closure signatures and
    /// actors' members.
    private final class Finder: SyntaxVisitor {
        var ranges: [Range<Int>] = []
        var actorNames: Set<String> = []

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            walkAttributes(node.attributes)
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard actorNames.contains(node.extendedType.trimmedDescription) else { return .visitChildren }
            walkAttributes(node.attributes)
            return .skipChildren
        }

        /// An actor's own attributes (`@MainActor actor` is not written, but `@available` is) are looked at; its members are not.
        private func walkAttributes(_ attributes: AttributeListSyntax) {
            for attribute in attributes { walk(attribute) }
        }

        override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind {
            // `{ @MainActor in … }`: the closure keeps its actor (and blanking would leave `{ in`).
            .skipChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            if name == "MainActor" || name == "_Concurrency.MainActor" {
                ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            return .skipChildren
        }
    }
}
