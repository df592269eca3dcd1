import Foundation
import Testing
@testable import WidgetryFrontDoor

/// A reading list's Core Data code (our own): entity classes as Xcode generates them, and a store clearing and seeding
/// relationships with array literals.
@Suite struct ManagedSetLiteralRewriterTests {
    static let entities = """
        import CoreData

        @objc(Shelf) public class Shelf: NSManagedObject {
            @NSManaged public var books: NSSet?
            @NSManaged public var pinned: NSOrderedSet?
            @NSManaged public var name: String?
        }

        """
    static let store = """
        import CoreData

        func reset(_ shelf: Shelf, first: Book) {
            shelf.books = []
            shelf.pinned = [first]
            var info: [String: Any] = [:]
            info["books"] = []
            shelf.name = "Reading"
        }

        """

    @Test("Array literals assigned to to-many relationships become their sets; others stay; lines unmoved")
    func wrapsRelationshipLiterals() {
        let relationships = ManagedSetLiteralRewriter.relationships(in: Self.entities)
        #expect(relationships == ["books": "NSSet", "pinned": "NSOrderedSet"])
        let (text, replaced) = ManagedSetLiteralRewriter.rewrite(Self.store, relationships: relationships)
        #expect(replaced == 2)
        #expect(text.contains("shelf.books = NSSet(array: [])"))
        #expect(text.contains("shelf.pinned = NSOrderedSet(array: [first])"))
        #expect(text.contains("info[\"books\"] = []"), "a dictionary's entry named like a relationship is not one")
        #expect(text.components(separatedBy: "\n").count == Self.store.components(separatedBy: "\n").count)
    }

    @Test("The generated classes of a data model name their to-many relationships too")
    func generatedClasses() {
        let generated = "public class Book: NSManagedObject {\n    @NSManaged public var shelves: NSSet?\n}\n"
        #expect(ManagedSetLiteralRewriter.relationships(in: generated) == ["shelves": "NSSet"])
        #expect(ManagedSetLiteralRewriter.relationships(in: "struct A { var books: NSSet? }").isEmpty, "not managed")
    }
}
