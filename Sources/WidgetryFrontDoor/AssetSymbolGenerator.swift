import Foundation
import SwiftParser
import SwiftSyntax

/// The Swift symbols Xcode 15+ generates from a target's asset catalogs (its `GeneratedAssetSymbols.swift`), so
/// code written as `Color(.brand)`, `Image(.fern)`, `.foregroundStyle(.brand)` or `UIColor.brand` compiles.
///
/// Xcode names each colour set and image set in lower camel case, without a trailing "Color" or "Image"
/// (`BrandColor.colorset` → `.brand`, `App-Logo.imageset` → `.appLogo`). The resource symbols
/// (`ColorResource.brand`, `ImageResource.appLogo`) are generated unless `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS`
/// is `NO`; the `Color`/`ShapeStyle`/`UIColor`/`UIImage` members only with
/// `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`. As Xcode does, a member that would shadow a
/// system one (`Color.red`, `ShapeStyle.primary`) is left out; so is one the code declares itself (a hand-written
/// `static let brand` from before Xcode 15), which would otherwise be a redeclaration.
/// See "Asset catalog symbols" in Xcode 15's release notes and WWDC23 session 10165 ("What's new in Xcode 15").
enum AssetSymbolGenerator {
    /// One colour set or image set.
    struct Asset: Equatable {
        enum Kind { case color, image }
        var kind: Kind
        /// The name code looks it up by (`Color("Brand")`), with its namespace folders (`Icons/Fern`).
        var name: String
        /// The generated symbol (`brand`).
        var symbol: String
    }

    /// The colour sets and image sets in `catalogs`, sorted by name, one per symbol.
    static func assets(in catalogs: [URL]) -> [Asset] {
        var found: [String: Asset] = [:]
        for catalog in catalogs {
            collect(in: catalog, namespace: [], into: &found)
        }
        return found.values.sorted { ($0.kind == .color ? 0 : 1, $0.name) < ($1.kind == .color ? 0 : 1, $1.name) }
    }

    private static func collect(in folder: URL, namespace: [String], into found: inout [String: Asset]) {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            let base = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "colorset", "imageset":
                let kind: Asset.Kind = entry.pathExtension == "colorset" ? .color : .image
                let name = (namespace + [base]).joined(separator: "/")
                guard let symbol = symbolName(for: namespace + [base], kind: kind) else { continue }
                let key = "\(kind)/\(symbol)"
                if found[key] == nil { found[key] = Asset(kind: kind, name: name, symbol: symbol) }
            case "":
                guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
                collect(in: entry, namespace: providesNamespace(entry) ? namespace + [base] : namespace, into: &found)
            default:
                continue
            }
        }
    }

    /// Whether a group folder's `Contents.json` says its name prefixes its assets' names.
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// Xcode's symbol for an asset: the words of its (namespaced) name in lower camel case, without a
    /// trailing "Color"/"Image"; `nil` when nothing of the name is left.
    static func symbolName(for components: [String], kind: Asset.Kind) -> String? {
        var words = components.flatMap { $0.split { !($0.isLetter || $0.isNumber) }.map(String.init) }
        let suffix = kind == .color ? "Color" : "Image"
        if var last = words.last, last.count > suffix.count, last.hasSuffix(suffix) {
            last.removeLast(suffix.count)
            words[words.count - 1] = last
        } else if words.count > 1, words.last?.caseInsensitiveCompare(suffix) == .orderedSame {
            words.removeLast()
        }
        guard let first = words.first else { return nil }
        var symbol = lowercasedLeadingCapitals(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// "Brand" → "brand", "URLIcon" → "urlIcon", "SKY" → "sky": the leading run of capitals lowered, except the
    /// capital that starts the next word.
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        if end == 0 { return word }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// The source of `GeneratedAssetSymbols.swift` for `assets`, or `nil` when there is nothing to generate.
    /// `declaredNames` are static members the code declares itself; `extensions` adds the members on `Color`,
    /// `ShapeStyle`, `UIColor` and `UIImage`.
    static func source(for assets: [Asset], extensions: Bool, declaredNames: Set<String>) -> String? {
        guard !assets.isEmpty else { return nil }
        let colors = assets.filter { $0.kind == .color }
        let images = assets.filter { $0.kind == .image }
        var lines = [
            "// Written by `widgetry`: the symbols Xcode generates from the target's asset catalogs.",
            "import Foundation", "import SwiftUI", "import UIKit", "",
        ]
        func block(_ header: String, _ members: [String]) {
            guard !members.isEmpty else { return }
            lines.append(header)
            lines += members.map { "    " + $0 }
            lines += ["}", ""]
        }
        block("extension ColorResource {", colors.map { "static let \($0.symbol) = ColorResource(name: \(literal($0.name)))" })
        block("extension ImageResource {", images.map { "static let \($0.symbol) = ImageResource(name: \(literal($0.name)))" })
        if extensions {
            let ownColors = colors.filter { !declaredNames.contains(bare($0.symbol)) }
            let ownImages = images.filter { !declaredNames.contains(bare($0.symbol)) }
            block("extension Color {", ownColors.filter { !systemColorMembers.contains(bare($0.symbol)) }
                .map { "static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" })
            block("extension ShapeStyle where Self == Color {", ownColors.filter { !systemShapeStyleMembers.contains(bare($0.symbol)) }
                .map { "static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" })
            block("extension UIColor {", ownColors.filter { !systemUIColorMembers.contains(bare($0.symbol)) }
                .map { "static var \($0.symbol): UIColor { UIColor(resource: ColorResource.\($0.symbol)) }" })
            block("extension UIImage {", ownImages.filter { !systemUIImageMembers.contains(bare($0.symbol)) }
                .map { "static var \($0.symbol): UIImage { UIImage(resource: ImageResource.\($0.symbol)) }" })
        }
        return lines.joined(separator: "\n")
    }

    /// Names the code declares as colours or images itself, as static members of the types the extensions are written
    /// on — `static let NAME` or `static var NAME` directly in an extension of `Color`, `ShapeStyle`, `UIColor` or
    /// `UIImage` whose declaration names a colour or image type (`static let brand = Color("Brand")`, `static var logo:
    /// UIImage`). A member of a type nested in such an extension (`extension UIColor { enum BackColors { static let
    /// backDefault = … } }`) is `UIColor.BackColors.backDefault`, which the generated `UIColor.backDefault` does not clash with.
    static func declaredStaticNames(in sources: [String]) -> Set<String> {
        var names: Set<String> = []
        for source in sources where source.contains("static ") && source.contains("extension") {
            let collector = DeclaredStatics(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: source))
            names.formUnion(collector.names)
        }
        return names
    }

    /// The static colour and image members declared directly in extensions of the generated extensions' types.
    private final class DeclaredStatics: SyntaxVisitor {
        static let extendedTypes: Set<String> = ["Color", "SwiftUI.Color", "ShapeStyle", "UIColor", "UIImage"]
        var names: Set<String> = []

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard Self.extendedTypes.contains(node.extendedType.trimmedDescription) else { return .skipChildren }
            for item in node.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
                      variable.trimmedDescription.contains("Color") || variable.trimmedDescription.contains("Image") else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(name.replacingOccurrences(of: "`", with: ""))
                    }
                }
            }
            return .skipChildren
        }
    }

    private static func bare(_ symbol: String) -> String { symbol.replacingOccurrences(of: "`", with: "") }

    private static func literal(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "init", "deinit", "import", "return",
        "if", "else", "for", "while", "repeat", "switch", "case", "default", "break", "continue", "in", "is", "as",
        "self", "Self", "super", "true", "false", "nil", "static", "public", "private", "internal", "operator", "where",
        "do", "try", "catch", "throw", "throws", "guard", "defer", "subscript", "typealias", "associatedtype", "inout",
    ]

    /// `Color`'s own static colours (SwiftUI), which Xcode does not shadow.
    private static let systemColorMembers: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    ]
    /// `ShapeStyle`'s own static members, which Xcode does not shadow.
    private static let systemShapeStyleMembers: Set<String> = systemColorMembers.union([
        "tint", "foreground", "background", "separator", "placeholder", "link", "fill", "selection", "tertiary",
        "quaternary", "quinary", "windowBackground", "ultraThinMaterial", "thinMaterial", "regularMaterial",
        "thickMaterial", "ultraThickMaterial", "bar", "image", "linearGradient", "radialGradient", "angularGradient",
        "ellipticalGradient", "conicGradient", "shadow", "opacity", "blendMode", "hierarchical",
    ])
    /// `UIColor`'s own class properties, which Xcode does not shadow.
    private static let systemUIColorMembers: Set<String> = systemColorMembers.union([
        "darkGray", "lightGray", "magenta", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
        "placeholderText", "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
        "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
        "quaternarySystemFill", "tintColor", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ])
    /// `UIImage`'s own class properties, which Xcode does not shadow.
    private static let systemUIImageMembers: Set<String> = ["add", "remove", "actions", "checkmark", "strokedCheckmark"]
}
