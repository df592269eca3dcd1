import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Writes the Swift that Xcode generates from a Core Data model (`.xcdatamodeld`) at build time for entities
/// whose codegen is "Class Definition" (`codeGenerationType="class"`: the class and its properties) or
/// "Category/Extension" (`"category"`: the properties; the app writes the class). Entities with "Manual/None"
/// get nothing, as in Xcode. Without these classes, code naming an entity (`Item`, `Item.fetchRequest()`)
/// does not compile.
///
/// Types follow Xcode's generated `+CoreDataProperties.swift`: object types are optional whatever the model
/// says (`String?`, `Date?`, `Data?`, `UUID?`, `URL?`, `NSDecimalNumber?`, a transformable's custom class),
/// numbers and booleans are Swift scalars when "Use Scalar Type" is on (`Int16`, `Bool`, `Double`) and
/// `NSNumber?` otherwise, a to-one relationship is its destination's class, a to-many one `NSSet?`
/// (`NSOrderedSet?` when ordered) with the `addTo…`/`removeFrom…` accessors. Properties are the CoreData
/// facade's `@CDManaged` (what the front door writes for `@NSManaged`), so values come from the Core Data
/// fixture (`CoreData/<Entity>.json`, docs/fixtures.md); the relationship accessors do nothing.
public enum CoreDataClassGenerator {
    /// What went wrong reading a model.
    public struct Problem: Error, CustomStringConvertible {
        public let file: URL
        public let reason: String
        public var description: String { "cannot read the Core Data model \(file.path): \(reason)" }
    }

    /// An entity as the model declares it.
    struct Entity: Equatable {
        var name: String
        var className: String
        var parentEntity: String?
        var codegen: String?
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }

    struct Attribute: Equatable {
        var name: String
        var type: String
        var scalar: Bool
        var customClassName: String?
    }

    struct Relationship: Equatable {
        var name: String
        var destination: String
        var toMany: Bool
        var ordered: Bool
    }

    /// The model file (`contents`) of the current version of the `.xcdatamodeld` at `url` (or of a lone `.xcdatamodel`).
    static func contentsFile(ofModelAt url: URL) throws -> URL {
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        let files = FileManager.default
        var version: String?
        if let data = files.contents(atPath: url.appendingPathComponent(".xccurrentversion").path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            version = plist["_XCCurrentVersionName"] as? String
        }
        if version == nil {
            let versions = (try? files.contentsOfDirectory(atPath: url.path))?.filter { $0.hasSuffix(".xcdatamodel") }.sorted() ?? []
            version = versions.last
        }
        guard let version else { throw Problem(file: url, reason: "no .xcdatamodel version inside") }
        return url.appendingPathComponent(version).appendingPathComponent("contents")
    }

    /// The Swift source for the model at `url`, or nil when no entity has its classes generated.
    public static func source(forModelAt url: URL) throws -> String? {
        source(for: try entities(ofModelAt: url), fileName: url.lastPathComponent)
    }

    /// The entities of the model at `url` (also what `widgetry fixtures` writes a skeleton row for).
    static func entities(ofModelAt url: URL) throws -> [Entity] {
        let file = try contentsFile(ofModelAt: url)
        guard let data = FileManager.default.contents(atPath: file.path) else { throw Problem(file: file, reason: "the file cannot be read") }
        let reader = ModelReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw Problem(file: file, reason: parser.parserError.map { "not XML (\($0.localizedDescription))" } ?? "not XML") }
        return reader.entities
    }

    /// The Swift source for these entities.
    static func source(for entities: [Entity], fileName: String) -> String? {
        let generated = entities.filter { $0.codegen == "class" || $0.codegen == "category" }
        guard !generated.isEmpty else { return nil }
        let classNames = Dictionary(entities.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        var lines = [
            "// Written by `widgetry` from \(fileName), as Xcode generates Core Data classes at build time.",
            "import Foundation",
            "import CoreData",
        ]
        for entity in generated {
            let className = entity.className
            lines.append("")
            if entity.codegen == "class" {
                let parent = entity.parentEntity.flatMap { classNames[$0] } ?? "NSManagedObject"
                lines.append("public class \(className): \(parent) {}")
                lines.append("")
            }
            lines.append("extension \(className) {")
            lines.append("    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(className)> {")
            lines.append("        NSFetchRequest<\(className)>(entityName: \"\(entity.name)\")")
            lines.append("    }")
            for attribute in entity.attributes {
                guard let type = swiftType(of: attribute) else { continue }
                lines.append("    @CDManaged public var \(identifier(attribute.name)): \(type)")
            }
            for relationship in entity.relationships {
                let destination = classNames[relationship.destination] ?? "NSManagedObject"
                let type = relationship.toMany ? (relationship.ordered ? "NSOrderedSet?" : "NSSet?") : destination + "?"
                lines.append("    @CDManaged public var \(identifier(relationship.name)): \(type)")
            }
            lines.append("}")
            for relationship in entity.relationships where relationship.toMany {
                let destination = classNames[relationship.destination] ?? "NSManagedObject"
                let suffix = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
                let collection = relationship.ordered ? "NSOrderedSet" : "NSSet"
                lines.append("")
                lines.append("// Generated accessors for \(relationship.name): the fixture's values stay as they are.")
                lines.append("extension \(className) {")
                lines.append("    public func addTo\(suffix)(_ value: \(destination)) {}")
                lines.append("    public func removeFrom\(suffix)(_ value: \(destination)) {}")
                lines.append("    public func addTo\(suffix)(_ values: \(collection)) {}")
                lines.append("    public func removeFrom\(suffix)(_ values: \(collection)) {}")
                lines.append("}")
            }
            // A sub-entity's class inherits its parent class's conformance; declaring it again is an error.
            if entity.codegen == "class", entity.parentEntity.flatMap({ classNames[$0] }) == nil {
                lines.append("")
                lines.append("extension \(className): Identifiable {}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The property type Xcode generates for `attribute`, or nil for an undefined one.
    static func swiftType(of attribute: Attribute) -> String? {
        switch attribute.type {
        case "Integer 16": return attribute.scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return attribute.scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return attribute.scalar ? "Int64" : "NSNumber?"
        case "Boolean": return attribute.scalar ? "Bool" : "NSNumber?"
        case "Double": return attribute.scalar ? "Double" : "NSNumber?"
        case "Float": return attribute.scalar ? "Float" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "String": return "String?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Transformable": return (attribute.customClassName.flatMap { $0.isEmpty ? nil : $0 } ?? "NSObject") + "?"
        case "ObjectID": return "NSManagedObjectID?"
        default: return nil
        }
    }

    /// `name`, in backquotes when it is a Swift keyword.
    static func identifier(_ name: String) -> String {
        let keywords: Set<String> = ["default", "class", "struct", "enum", "protocol", "func", "var", "let", "in", "is", "as", "return",
                                     "switch", "case", "if", "else", "for", "while", "repeat", "import", "operator", "self", "Self",
                                     "super", "init", "deinit", "extension", "subscript", "where", "true", "false", "nil", "internal",
                                     "private", "public", "static", "try", "throw", "throws", "do", "catch", "defer", "guard", "break",
                                     "continue", "fallthrough", "typealias", "associatedtype", "inout", "Any"]
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Reads `<entity>`, `<attribute>` and `<relationship>` elements.
    private final class ModelReader: NSObject, XMLParserDelegate {
        var entities: [Entity] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch elementName {
            case "entity":
                guard let name = attributes["name"] else { return }
                // A class name may carry a module (`MyApp.Item`) or be empty (plain NSManagedObject).
                let represented = attributes["representedClassName"].flatMap { $0.isEmpty ? nil : $0 }
                let className = represented.map { String($0.split(separator: ".").last ?? Substring($0)) } ?? name
                entities.append(Entity(name: name, className: className, parentEntity: attributes["parentEntity"],
                                       codegen: represented == nil ? nil : attributes["codeGenerationType"]))
            case "attribute":
                guard let name = attributes["name"], let type = attributes["attributeType"], !entities.isEmpty else { return }
                // "Use Scalar Type" defaults to on for numbers and booleans in models written since Xcode 8.
                entities[entities.count - 1].attributes.append(Attribute(
                    name: name, type: type, scalar: attributes["usesScalarValueType"] != "NO", customClassName: attributes["customClassName"]))
            case "relationship":
                guard let name = attributes["name"], let destination = attributes["destinationEntity"], !entities.isEmpty else { return }
                entities[entities.count - 1].relationships.append(Relationship(
                    name: name, destination: destination, toMany: attributes["toMany"] == "YES", ordered: attributes["ordered"] == "YES"))
            default:
                break
            }
        }
    }
}
