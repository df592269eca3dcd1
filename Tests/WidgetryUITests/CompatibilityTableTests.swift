import Foundation
import Testing

/// docs/compatibility.md must match the code: every API it lists as supported or partial is declared in
/// `Sources/`, and every API it lists as missing is not.
@Suite struct CompatibilityTableTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// (API names, status) for each row of the table.
    private static func rows() throws -> [(names: [String], status: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/compatibility.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> ([String], String)? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, ["supported", "partial", "accepted", "missing"].contains(cells[3]) else { return nil }
            let names = cells[2].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map { name -> String in
                // `Text(_:style:)` → Text; `#Preview` → Preview; `.frame(…)` → frame.
                String(name.element.drop(while: { "#.\\".contains($0) }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
            }.filter { !$0.isEmpty }  // an operator (`+`) or an attribute the front door rewrites (`@objc`): no declaration
            return (names, cells[3])
        }
    }

    /// Every Swift source's text, once.
    private static let sources: String = {
        let walker = FileManager.default.enumerator(at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        var all = ""
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) { all += text + "\n" }
        }
        return all
    }()

    /// Every name `Sources/` declares publicly, found in one pass over the text (a regular expression per
    /// listed name took 10 s in a debug build): a declaration (`public func name`, `open class Name`), a
    /// Foundation type Widgetry extends for Linux (`String(localized:)`, `FileManager.containerURL`), a generic
    /// type (a property wrapper's struct).
    private static let declaredNames: Set<String> = {
        let patterns = [
            #"(?:public|open) (?:final )?(?:func|struct|enum|protocol|class|var|let|static let|static var|static func|typealias|init|macro)\s*([A-Za-z_][A-Za-z0-9_]*)"#,
            #"extension ([A-Za-z_][A-Za-z0-9_]*)\b[^\n]*\{\n(?:\s*///[^\n]*\n)*\s*public"#,
            #"public struct ([A-Za-z_][A-Za-z0-9_]*)<"#,
        ]
        var names: Set<String> = []
        let range = NSRange(sources.startIndex..., in: sources)
        for pattern in patterns {
            let expression = try! NSRegularExpression(pattern: pattern)
            for match in expression.matches(in: sources, range: range) {
                if let name = Range(match.range(at: 1), in: sources) { names.insert(String(sources[name])) }
            }
        }
        return names
    }()

    private static func isDeclared(_ name: String) -> Bool {
        declaredNames.contains(name)
    }

    @Test("The table has rows for each status")
    func tableIsRead() throws {
        let statuses = Set(try Self.rows().map(\.status))
        #expect(statuses == ["supported", "partial", "accepted", "missing"])
    }

    @Test("Every API listed as supported, partial or accepted is declared")
    func listedAPIsExist() throws {
        for row in try Self.rows() where row.status != "missing" {
            for name in row.names {
                #expect(Self.isDeclared(name), "docs/compatibility.md lists `\(name)` as \(row.status), but Sources/ does not declare it")
            }
        }
    }

    @Test("Every API listed as missing is indeed not declared")
    func missingAPIsAreMissing() throws {
        for row in try Self.rows() where row.status == "missing" {
            for name in row.names {
                #expect(!Self.isDeclared(name), "docs/compatibility.md lists `\(name)` as missing, but Sources/ declares it: update the table")
            }
        }
    }
}
