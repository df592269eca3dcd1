import Foundation
import WidgetryFindings
import WidgetryPipeline
import WidgetryReference

/// A check's results grouped for people: each distinct problem once, with the cells where it occurs
/// and the smallest text size where it starts.
public struct CheckReport: Sendable, Codable {
    /// One distinct problem: a widget, family, finding kind and view path.
    public struct Problem: Sendable, Codable {
        public var widget: String
        public var family: String
        public var kind: FindingKind
        public var severity: Severity
        public var path: String
        /// The message from the first (smallest text size) cell where it occurs.
        public var message: String
        public var suggestion: String
        /// The smallest size category where it occurs.
        public var firstSizeCategory: String
        public var cells: [CellKey]
        /// For a Today widget's scenario: the steps where it occurs ("4. text size accessibility3").
        public var steps: [String]?
    }

    /// How many cells were rendered.
    public var cellCount: Int
    /// The distinct problems, most severe first.
    public var problems: [Problem]
    /// Cells that could not be rendered, with why.
    public var failures: [String]
    /// Every widget and family that was checked, whether or not it has findings.
    public var checkedFamilies: [(widget: String, family: String)] {
        get { checked.map { ($0.widget, $0.family) } }
        set { checked = newValue.map { CheckedFamily(widget: $0.widget, family: $0.family) } }
    }
    private var checked: [CheckedFamily] = []

    private struct CheckedFamily: Sendable, Codable, Hashable {
        var widget: String
        var family: String
    }

    private enum CodingKeys: String, CodingKey { case cellCount, problems, failures }

    /// What makes two findings the same problem.
    private struct GroupKey: Hashable {
        var widget: String
        var family: String
        var kind: FindingKind
        var path: String
    }

    /// Groups the findings of `results` by widget, family, kind and view path.
    public init(results: [RenderedCell]) {
        cellCount = results.count
        failures = results.compactMap { result in result.failure.map { "\(result.key): \($0.message)" } }
        var groups: [GroupKey: Problem] = [:]
        var sizes: [GroupKey: DynamicTypeSize] = [:]
        var order: [GroupKey] = []
        for result in results where result.failure == nil {
            let key = result.key
            for finding in result.findings {
                let id = GroupKey(widget: key.widget, family: key.family.rawValue, kind: finding.kind, path: finding.path)
                if groups[id] == nil {
                    order.append(id)
                    sizes[id] = key.dynamicTypeSize
                    groups[id] = Problem(widget: key.widget, family: key.family.rawValue, kind: finding.kind, severity: finding.severity,
                                         path: finding.path, message: finding.message, suggestion: finding.suggestion,
                                         firstSizeCategory: key.dynamicTypeSize.argumentName, cells: [], steps: nil)
                }
                groups[id]!.cells.append(key)
                groups[id]!.severity = max(groups[id]!.severity, finding.severity)
                if key.dynamicTypeSize < sizes[id]! {
                    sizes[id] = key.dynamicTypeSize
                    groups[id]!.firstSizeCategory = key.dynamicTypeSize.argumentName
                    groups[id]!.message = finding.message
                }
            }
        }
        problems = order.compactMap { groups[$0] }.sorted { ($0.severity, $0.widget) > ($1.severity, $1.widget) }
        var seen = Set<CheckedFamily>()
        for result in results {
            let family = CheckedFamily(widget: result.key.widget, family: result.key.family.rawValue)
            if seen.insert(family).inserted { checked.append(family) }
        }
    }

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
            let appearances = Set(problem.cells.map(\.colorScheme.rawValue)).sorted().joined(separator: "+")
            lines.append("\(problem.severity.rawValue.uppercased()) \(problem.widget) · \(problem.family) · \(problem.kind.rawValue)")
            if !problem.path.isEmpty { lines.append("  at \(problem.path)") }
            lines.append("  \(problem.message)")
            if let steps = problem.steps {
                lines.append("  first at size category \(problem.firstSizeCategory); steps: \(steps.joined(separator: ", "))")
            } else {
                lines.append("  starts at size category \(problem.firstSizeCategory); \(problem.cells.count) cells (\(devices) devices, \(appearances))")
            }
            if !problem.suggestion.isEmpty { lines.append("  fix: \(problem.suggestion)") }
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
