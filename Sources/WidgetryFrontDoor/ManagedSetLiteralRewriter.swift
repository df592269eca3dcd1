import Foundation
import SwiftParser
import SwiftSyntax

/// Writes an array literal assigned to a Core Data to-many relationship (`book.tags = []`, `project.items = [first]`) as
/// the set it stands for, `NSSet(array: […])` (`NSOrderedSet` for an ordered one), on the generated package's copy.
///
/// On iOS, Foundation's Swift overlay makes `NSSet` expressible by an array literal; Linux's Foundation does not, and the
/// conformance cannot be added to a class from outside. Declaring it on `NSSet?` instead made every array literal given
/// where `Any?` is expected (`userInfo["ids"] = [1, 2]`, `defaults.set([], forKey:)`) ambiguous in any file that imports
/// CoreData, so the copy names the set where the code assigns one: to a property the module declares `@NSManaged` with
/// a set type, or that Xcode generates from the target's data models. Lines do not move.
public enum ManagedSetLiteralRewriter {
    /// The to-many relationships `text` declares, by property name, with their set class (`NSSet` or `NSOrderedSet`).
    public static func relationships(in text: String) -> [String: String] {
        guard text.contains("NSSet") || text.contains("NSOrderedSet") else { return [:] }
        let finder = RelationshipFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.found
    }

    /// `text` with each array literal assigned to one of `relationships` wrapped in its set's initializer, and how many.
    public static func rewrite(_ text: String, relationships: [String: String]) -> (text: String, replaced: Int) {
        guard !relationships.isEmpty, text.contains("[") else { return (text, 0) }
        let finder = AssignmentFinder(relationships: relationships)
        finder.walk(Parser.parse(source: text))
        guard !finder.edits.isEmpty else { return (text, 0) }
        return (SourceBlanking.replacingKeepingLines(finder.edits, in: text), finder.edits.count / 2)
    }

    private final class RelationshipFinder: SyntaxVisitor {
        var found: [String: String] = [:]

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let managed = node.attributes.contains {
                guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
                return name == "NSManaged" || name == "CDManaged"
            }
            guard managed else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "?!")),
                      type == "NSSet" || type == "NSOrderedSet" else { continue }
                found[name] = type
            }
            return .skipChildren
        }
    }

    private final class AssignmentFinder: SyntaxVisitor {
        let relationships: [String: String]
        var edits: [(range: Range<Int>, text: String)] = []

        init(relationships: [String: String]) {
            self.relationships = relationships
            super.init(viewMode: .sourceAccurate)
        }

        // Unfolded, `book.tags = []` is a sequence of three: the target, `=`, the literal.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let literal = elements[2].as(ArrayExprSyntax.self) else {
                return .visitChildren
            }
            let name = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
            guard let name, let setClass = relationships[name] else { return .visitChildren }
            let start = literal.positionAfterSkippingLeadingTrivia.utf8Offset, end = literal.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((start..<start, "\(setClass)(array: "))
            edits.append((end..<end, ")"))
            return .visitChildren
        }
    }
}
