import Foundation
import WidgetryReference

/// A check's results grouped for people: each distinct problem once, with the cells where it occurs
/// and the smallest text size where it starts.
public struct CheckReport: Sendable, Codable {
    /// One distinct problem.
    public struct Problem: Sendable, Codable {
        public var widget: String
        public var family: String
        public var kind: Diagnostic.Kind
        public var severity: Severity
        public var path: String
        /// The message from the first (smallest text size) cell where it occurs.
        public var message: String
        public var suggestion: String
        /// The smallest size category where it occurs.
        public var firstSizeCategory: String
        public var cells: [CellKey]
    }

    public var cellCount: Int
    public var problems: [Problem]
    public var failures: [String]

    /// Groups the diagnostics of `results` by widget, family, kind and view path.
    public init(results: [CellResult]) {
        cellCount = results.count
        failures = results.compactMap { result in result.failure.map { "\(result.key.widget) \(result.cell): \($0)" } }
        var groups: [String: Problem] = [:]
        var order: [String] = []
        for result in results {
            for diagnostic in result.diagnostics {
                let id = [result.key.widget, result.key.family, diagnostic.kind.rawValue, diagnostic.path].joined(separator: "|")
                if groups[id] == nil {
                    order.append(id)
                    groups[id] = Problem(widget: result.key.widget, family: result.key.family, kind: diagnostic.kind, severity: diagnostic.severity,
                                         path: diagnostic.path, message: diagnostic.message, suggestion: diagnostic.suggestion,
                                         firstSizeCategory: result.key.sizeCategory, cells: [])
                }
                groups[id]!.cells.append(result.key)
                groups[id]!.severity = max(groups[id]!.severity, diagnostic.severity)
                if Self.rank(result.key.sizeCategory) < Self.rank(groups[id]!.firstSizeCategory) {
                    groups[id]!.firstSizeCategory = result.key.sizeCategory
                    groups[id]!.message = diagnostic.message
                }
            }
        }
        problems = order.compactMap { groups[$0] }.sorted { ($0.severity, $0.widget) > ($1.severity, $1.widget) }
    }

    private static func rank(_ size: String) -> Int { DynamicTypeSize(argument: size)?.rawValue ?? .max }

    /// Whether any problem is at or above `severity`.
    public func hasProblems(atOrAbove severity: Severity) -> Bool {
        problems.contains { $0.severity >= severity } || !failures.isEmpty
    }

    /// The human summary.
    public func summary() -> String {
        var lines: [String] = []
        if problems.isEmpty && failures.isEmpty {
            return "✓ \(cellCount) cells checked: no problems."
        }
        for problem in problems {
            let devices = Set(problem.cells.map(\.device)).count
            let appearances = Set(problem.cells.map(\.appearance)).sorted().joined(separator: "+")
            lines.append("\(problem.severity.rawValue.uppercased()) \(problem.widget) · \(problem.family) · \(problem.kind.rawValue)")
            lines.append("  at \(problem.path)")
            lines.append("  \(problem.message)")
            lines.append("  starts at size category \(problem.firstSizeCategory); \(problem.cells.count) cells (\(devices) devices, \(appearances))")
            lines.append("  fix: \(problem.suggestion)")
        }
        for failure in failures { lines.append("FAILED \(failure)") }
        let errors = problems.filter { $0.severity == .error }.count
        let warnings = problems.filter { $0.severity == .warning }.count
        lines.append("\(cellCount) cells checked: \(errors) errors, \(warnings) warnings, \(failures.count) failed cells.")
        return lines.joined(separator: "\n")
    }

    /// The report as JSON.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
