import Foundation
import WidgetryXcode

// How the copy's imports are written: the access levels the user's files give, the modules iOS's Foundation brings
// that a file uses (XML, Observation), an import renamed on its own line, a framework's header imports appended.
extension GeneratedPackagePlanner {
    /// The access level each module is imported with where a file of the module says one (`internal import Combine`),
    /// the most open when files differ.
    static func importAccessLevels(in texts: [String]) -> [String: String] {
        let order = ["private", "fileprivate", "internal", "package", "public"]
        guard let regex = try? NSRegularExpression(pattern: "^\\s*(?:@\\w+\\s+)*(public|package|internal|fileprivate|private)\\s+import\\s+([A-Za-z_][A-Za-z0-9_]*)",
                                                   options: .anchorsMatchLines) else { return [:] }
        var levels: [String: String] = [:]
        for text in texts where text.contains(" import ") {
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let level = Range(match.range(at: 1), in: text).map({ String(text[$0]) }),
                      let module = Range(match.range(at: 2), in: text).map({ String(text[$0]) }) else { continue }
                if let known = levels[module], (order.firstIndex(of: known) ?? 0) >= (order.firstIndex(of: level) ?? 0) { continue }
                levels[module] = level
            }
        }
        return levels
    }

    /// `imports` (`Foundation; import Combine; …`, as the copy writes an import) with each added module imported at the
    /// level the user's files give it, if any.
    static func withAccessLevels(_ imports: String, _ levels: [String: String]) -> String {
        guard !levels.isEmpty else { return imports }
        return imports.components(separatedBy: "; import ").enumerated().map { index, module in
            guard index > 0 else { return module }
            return levels[module].map { "\($0) import \(module)" } ?? "import \(module)"
        }.joined(separator: "; ")
    }

    /// Whether a file uses Foundation's XML classes (`XMLParser`, `XMLParserDelegate`, `XMLDocument`), which Linux keeps
    /// in FoundationXML.
    static func usesFoundationXML(_ text: String) -> Bool {
        #if os(Linux)
        return ["XMLParser", "XMLDocument", "XMLElement", "XMLNode"].contains { text.contains($0) }
        #else
        return false
        #endif
    }

    /// Whether a file uses Observation's names (`@Observable`, `Observable`, `ObservationIgnored`,
    /// `withObservationTracking`): on iOS, Foundation — and the frameworks importing it, EventKit's files too — brings
    /// them, as public code that imports Foundation alone and declares `@Observable` models shows; Linux's does not.
    static func usesObservation(_ text: String) -> Bool {
        text.range(of: #"\b(Observable|ObservationIgnored|ObservationTracked|withObservationTracking|ObservationRegistrar|Observations)\b"#,
                   options: .regularExpression) != nil
    }

    /// Whether `line` imports a submodule of `module` (`import CoreImage.CIFilterBuiltins`).
    static func importsSubmodule(of module: String, onLine line: Int, in copy: String) -> Bool {
        let lines = copy.components(separatedBy: "\n")
        return lines.indices.contains(line) && lines[line].contains("\(module).")
    }

    /// `copy` with `import <module>` (and `import os.log`-style submodules) on the user's `line` —
    /// line `line` of the copy, after the `#sourceLocation` header — naming `replacement` instead.
    static func replacingImport(of module: String, with replacement: String, onLine line: Int, in copy: String) -> String {
        var lines = copy.components(separatedBy: "\n")
        guard lines.indices.contains(line) else { return copy }
        let pattern = "\\bimport(\\s+(?:typealias|struct|class|enum|protocol|let|var|func)\\s+|\\s+)\(NSRegularExpression.escapedPattern(for: module))(\\.[A-Za-z_][A-Za-z0-9_]*)*"
        if let regex = try? NSRegularExpression(pattern: pattern) {
            let text = lines[line]
            let range = NSRange(text.startIndex..., in: text)
            lines[line] = regex.stringByReplacingMatches(in: text, range: range, withTemplate: "import \(replacement)")
        }
        return lines.joined(separator: "\n")
    }

    /// `copy` with the modules a framework's public headers import added at its end, after the user's last line so no
    /// line moves (Swift allows imports anywhere at file scope), each as the copy writes it: Foundation as on iOS, a
    /// facade by its name, `CoreGraphics` as its replacement. Modules Widgetry has no Swift module for (an Objective-C
    /// framework's) are left out: only the framework's own headers could use them.
    static func appendingUnderlyingModuleImports(_ modules: [String], to copy: String, products: inout Set<String>,
                                                 accessLevels: [String: String] = [:]) -> String {
        var imports: [String] = []
        for module in modules {
            if module == "Foundation" {
                imports.append(withAccessLevels(foundationAsOnIOS, accessLevels))
                products.formUnion(["Combine", "SwiftUI", "WidgetrySecurity"])
            } else if facadeProducts.contains(module) {
                imports.append(module)
                products.insert(module)
            } else if let replacement = importReplacements[module] {
                imports.append(replacement.module)
                if let product = replacement.product { products.insert(product) }
            }
        }
        guard !imports.isEmpty else { return copy }
        return copy + (copy.hasSuffix("\n") ? "" : "\n") + "#sourceLocation()\n"
            + "// What the framework's public headers import (Xcode imports the framework's own Clang module into each file).\n"
            + imports.map { "import \($0)\n" }.joined()
    }
}
