import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// The entity classes Xcode generates from a Core Data model ("Class Definition" codegen, Xcode's default),
/// written by the front door. Two survey extensions stopped on such a class missing (`cannot find type 'Item'`).
@Suite struct CoreDataClassGeneratorTests {
    /// A model as Xcode writes it (our own): a to-one and a to-many relationship, scalar and object attributes,
    /// an entity with "Category/Extension" codegen and one with "Manual/None".
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
            <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="pages" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="rating" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
                <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
                <attribute name="default" optional="YES" attributeType="String"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf"/>
            </entity>
            <entity name="Shelf" representedClassName="MyApp.ShelfMO" syncable="YES" codeGenerationType="category">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="books" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Book"/>
            </entity>
            <entity name="Loan" representedClassName="Loan" syncable="YES">
                <attribute name="due" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            </entity>
        </model>
        """

    /// Writes a `.xcdatamodeld` with the given versions (name → contents) and current version.
    private func model(_ versions: [String: String], current: String?) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-model-\(UUID().uuidString)/Library.xcdatamodeld")
        for (name, text) in versions {
            let folder = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("contents"))
        }
        if let current {
            let plist = try PropertyListSerialization.data(fromPropertyList: ["_XCCurrentVersionName": current], format: .xml, options: 0)
            try plist.write(to: url.appendingPathComponent(".xccurrentversion"))
        }
        return url
    }

    @Test("Class Definition: the class, fetchRequest() and @CDManaged properties with Xcode's types; Category: the extension only")
    func classesAsXcodeWritesThem() throws {
        let url = try model(["Library.xcdatamodel": Self.contents], current: nil)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let source = try #require(try CoreDataClassGenerator.source(forModelAt: url))
        let lines = Set(source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for line in [
            "public class Book: NSManagedObject {}",
            "@nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {",
            "NSFetchRequest<Book>(entityName: \"Book\")",
            "@CDManaged public var title: String?",
            "@CDManaged public var pages: Int32",
            "@CDManaged public var rating: NSNumber?",
            "@CDManaged public var added: Date?",
            "@CDManaged public var tags: [String]?",
            "@CDManaged public var `default`: String?",
            "@CDManaged public var shelf: ShelfMO?",
            "extension Book: Identifiable {}",
            "extension ShelfMO {",
            "@CDManaged public var books: NSOrderedSet?",
            "public func addToBooks(_ value: Book) {}",
            "public func removeFromBooks(_ values: NSOrderedSet) {}",
        ] {
            #expect(lines.contains(line), "missing: \(line)")
        }
        // Category/Extension codegen: the app declares the class itself. Manual/None: nothing.
        #expect(!source.contains("class ShelfMO"))
        #expect(!source.contains("Loan"))
    }

    @Test("A sub-entity's class inherits from its parent's and takes Identifiable from it (declaring it again is an error)")
    func subEntity() throws {
        let contents = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
                <entity name="Journal" representedClassName="Journal" isAbstract="YES" syncable="YES" codeGenerationType="class">
                    <attribute name="title" optional="YES" attributeType="String"/>
                </entity>
                <entity name="EncounterIndex" representedClassName="EncounterIndex" parentEntity="Journal" syncable="YES" codeGenerationType="class">
                    <attribute name="page" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                </entity>
            </model>
            """
        let url = try model(["Library.xcdatamodel": contents], current: nil)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let source = try #require(try CoreDataClassGenerator.source(forModelAt: url))
        #expect(source.contains("public class EncounterIndex: Journal {}"))
        #expect(source.contains("extension Journal: Identifiable {}"))
        #expect(!source.contains("extension EncounterIndex: Identifiable {}"))
    }

    @Test("The current version named by .xccurrentversion is read; a model whose entities are all Manual/None gives no file")
    func currentVersionAndManual() throws {
        let manual = Self.contents.replacingOccurrences(of: " codeGenerationType=\"class\"", with: "")
            .replacingOccurrences(of: " codeGenerationType=\"category\"", with: "")
        let url = try model(["Library.xcdatamodel": Self.contents, "Library 2.xcdatamodel": manual], current: "Library.xcdatamodel")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(try CoreDataClassGenerator.contentsFile(ofModelAt: url).deletingLastPathComponent().lastPathComponent == "Library.xcdatamodel")
        #expect(try CoreDataClassGenerator.source(forModelAt: url) != nil)
        let manualOnly = try model(["Library.xcdatamodel": manual], current: nil)
        defer { try? FileManager.default.removeItem(at: manualOnly.deletingLastPathComponent()) }
        #expect(try CoreDataClassGenerator.source(forModelAt: manualOnly) == nil)
    }

    @Test("A folder of sources with a model: the planner adds the classes and the CoreData product")
    func plannerAddsTheClasses() throws {
        let url = try model(["Library.xcdatamodel": Self.contents], current: nil)
        let root = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = root.appendingPathComponent("Shelf.swift")
        try Data("import WidgetKit\nlet count = Book.fetchRequest()\nfunc clear(_ shelf: ShelfMO) { shelf.books = [] }\n".utf8).write(to: swift)
        // The folder scan finds the model as the project reader does.
        var target = try TargetSources.scanning(directories: [root], name: "Shelf")
        #expect(target.dataModels.map(\.lastPathComponent) == ["Library.xcdatamodeld"])
        target.swiftFiles = [swift]
        let plan = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"),
                                                      widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        let module = try #require(plan.package.modules.last)
        #expect(module.files["WidgetryCoreData/Library+CoreDataClasses.swift"]?.contains("public class Book: NSManagedObject {}") == true)
        #expect(module.products.contains("CoreData"))
        // The generated classes' to-many relationships take array literals as their sets (ManagedSetLiteralRewriter).
        #expect(module.files["Shelf.swift"]?.contains("shelf.books = NSOrderedSet(array: [])") == true)
    }
}
