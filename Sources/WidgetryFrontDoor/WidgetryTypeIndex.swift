import Foundation

/// The public type names Widgetry's sources declare (`open class UIScrollView`, `public struct WidgetInfo`): a compile
/// error saying one of them "has no member 'x'" is a member Widgetry's stand-in for an Apple type lacks, not app code
/// the target left out. Internal names are left out: a package's generic parameter (`Base`) may share one.
///
/// Read from the sources by pattern, not parsed: a name spelled after `public` or `open` and `class`, `struct`, `enum`,
/// `protocol`, `actor` or `typealias` at a line's start (after attributes and modifiers) counts. Done only when a build
/// has failed.
enum WidgetryTypeIndex {
    /// The names declared under `widgetryPackage`'s `Sources` folder; empty when it cannot be read.
    static func types(inPackageAt widgetryPackage: String) -> Set<String> {
        let root = URL(fileURLWithPath: widgetryPackage).appendingPathComponent("Sources")
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var names: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            names.formUnion(declaredTypes(in: text))
        }
        return names
    }

    private static let declaration = try! NSRegularExpression(
        pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:final|indirect|nonisolated)\s+)*(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#,
        options: [.anchorsMatchLines])

    /// The type names `text` declares.
    static func declaredTypes(in text: String) -> Set<String> {
        let range = NSRange(text.startIndex..., in: text)
        return Set(declaration.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    /// The type a "has no member" or "is not a member type of" message names, without its module, generic arguments or
    /// `Optional` spelling (`'WidgetryUIKit.UIScrollView'` → `UIScrollView`, `'Base'` stays `Base`); `nil` for other
    /// messages.
    static func baseType(in message: String) -> String? { typePath(in: message)?.last }

    /// The names of the type a "has no member" message names, outermost first, without a leading module
    /// (`'UIStackView.Distribution'` → `[UIStackView, Distribution]`, `'WidgetryUIKit.UIScrollView'` → `[UIScrollView]`):
    /// a nested type is Widgetry's only when every type around it is too (`'Attributes.ContentState'` is the app's, though
    /// ActivityKit names a `ContentState`).
    static func typePath(in message: String) -> [String]? {
        let markers = [("value of type '", "' has no member"), ("type '", "' has no member"), ("member type of class '", "'"),
                       ("member type of struct '", "'"), ("member type of enum '", "'")]
        for (start, end) in markers {
            guard let from = message.range(of: start), let to = message.range(of: end, range: from.upperBound..<message.endIndex) else { continue }
            var name = String(message[from.upperBound..<to.lowerBound])
            if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
            name = name.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            if name.hasSuffix(".Type") { name = String(name.dropLast(5)) }
            var path = name.split(separator: ".").map(String.init)
            while path.count > 1, let first = path.first, isModuleName(first) { path.removeFirst() }
            return path.isEmpty ? nil : path
        }
        return nil
    }

    /// Whether `name` is a module a message may qualify a type with: Widgetry's own, the Apple names it offers, Swift's.
    static func isModuleName(_ name: String) -> Bool {
        name.hasPrefix("Widgetry") || ["Swift", "Foundation", "FoundationEssentials", "FoundationNetworking"].contains(name)
            || GeneratedPackagePlanner.facadeProducts.contains(name)
    }
}
