import Foundation
import Testing
@testable import WidgetryFrontDoor

/// `@NSManaged` in a file that imports CoreData becomes the CoreData facade's `@CDManaged`, in place.
@Suite struct ManagedPropertyRewriteTests {
    static let source = """
        import CoreData

        @objc(Pantry) public class PantryItem: NSManagedObject {
            @NSManaged public var name: String?
            @NSManaged public var count: Int16
        }
        """

    @Test("@NSManaged is renamed to @CDManaged, same length, every line and column kept")
    func renamedInPlace() {
        let (text, _) = ObjectiveCAttributeRewriter.rewrite(Self.source, renamingManagedProperties: true)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "    @CDManaged public var name: String?")
        #expect(lines[4] == "    @CDManaged public var count: Int16")
        // `@objc(Pantry)` is blanked as before.
        #expect(lines[2].hasPrefix("              public class PantryItem"))
        #expect(text.utf8.count == Self.source.utf8.count)
    }

    @Test("Without CoreData imported, @NSManaged stays for the guard advice")
    func keptWithoutCoreData() {
        let (text, _) = ObjectiveCAttributeRewriter.rewrite(Self.source)
        #expect(text.contains("@NSManaged public var name"))
    }

    @Test("Xcode's generated relationship accessors get an empty body in place of @NSManaged, lines kept")
    func generatedAccessors() {
        let source = """
            import CoreData

            extension Shelf {
                @objc(addItemsObject:)
                @NSManaged public func addToItems(_ value: PantryItem)
                @NSManaged public func removeFromItems(_ values: NSSet)
                @NSManaged public func itemCount() -> Int
            }
            """
        let (text, _) = ObjectiveCAttributeRewriter.rewrite(source, renamingManagedProperties: true)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.count == 8)
        #expect(lines[3].isEmpty)  // `@objc(addItemsObject:)` blanked
        #expect(lines[4] == "public func addToItems(_ value: PantryItem) {}")
        #expect(lines[5] == "public func removeFromItems(_ values: NSSet) {}")
        #expect(lines[6].hasPrefix("public func itemCount() -> Int { fatalError("))
    }

    @Test("Without CoreData, optional @NSManaged properties lose the attribute in place and report their lines")
    func optionalStoredWithoutCoreData() {
        let source = """
            import Foundation

            final class Bookmark {
                @NSManaged var url: String?
                @NSManaged var note: String!
                @NSManaged var visits: Int
            }
            """
        let (text, lines) = ObjectiveCAttributeRewriter.storingOptionalManagedProperties(source)
        let copy = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(copy[3] == "               var url: String?")
        #expect(copy[4] == "               var note: String!")
        #expect(copy[5] == "    @NSManaged var visits: Int")
        #expect(lines == [4, 5])
        #expect(text.utf8.count == source.utf8.count)
    }
}
