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
}
