import Foundation
import WidgetryFindings
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline
import WidgetryReference
import WidgetryUI

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
        /// The cells it was found in, in ``cellOrder(_:_:)``.
        public var cells: CellList
        /// For a Today widget's scenario: the steps where it occurs ("4. text size accessibility3").
        public var steps: [String]?
        /// Where the user's code wrote the view (the `Text(…)` that truncates), when known.
        public var source: SourceLine? = nil
    }

    /// How many cells were rendered.
    public var cellCount: Int
    /// The distinct problems, most severe first.
    public var problems: [Problem]
    /// Cells that could not be rendered, with why.
    public var failures: [String]
    /// What the run did that a reader should know (text sizes below Large run as Large, say).
    public var notes: [String] = []
    /// Every widget and family that was checked, whether or not it has findings.
    public var checkedFamilies: [(widget: String, family: String)] {
        get { checked.map { ($0.widget, $0.family) } }
        set { checked = newValue.map { CheckedFamily(widget: $0.widget, family: $0.family) } }
    }
    private var checked: [CheckedFamily] = []
    /// What VoiceOver reads in each rendered cell (``VoiceOverReader``): one entry per widget, family and reading,
    /// with the cells that read so, in widget and family order.
    public var readingOrders: [ReadingOrder] = []
    /// The fonts and library versions the cells were drawn with (``RenderFingerprint``); set when the report is
    /// written (``stampedWithRenderProfile()``), absent in reports from before the field.
    public var renderProfile: RenderFingerprint? = nil

    /// What VoiceOver reads, in order, in the cells listed.
    public struct ReadingOrder: Sendable, Codable, Equatable {
        public var widget: String
        public var family: String
        /// The elements in reading order: label, traits, frame and path.
        public var elements: [VoiceOverElement]
        /// The cells that read exactly so.
        public var cells: CellList
    }

    private struct ReadingKey: Hashable {
        var widget: String
        var family: String
        var elements: [VoiceOverElement]
    }

    private struct CheckedFamily: Sendable, Codable, Hashable {
        var widget: String
        var family: String
    }

    /// The JSON format's version (docs/report-schema.md): bumped when a field changes meaning or goes, so
    /// `merge` and other readers refuse a report they would misread.
    public var schemaVersion = CheckReport.currentSchemaVersion

    /// The version this Widgetry writes and reads.
    public static let currentSchemaVersion = 1

    private enum CodingKeys: String, CodingKey { case schemaVersion, cellCount, problems, failures, notes, checked = "checkedFamilies", readingOrders, renderProfile }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Reports written before the field existed are version 1.
        schemaVersion = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1
        guard schemaVersion <= Self.currentSchemaVersion else {
            throw DecodingError.dataCorruptedError(forKey: .schemaVersion, in: container, debugDescription:
                "report schema version \(schemaVersion) is newer than this Widgetry reads (\(Self.currentSchemaVersion)); merge it with the Widgetry that wrote it")
        }
        cellCount = try container.decode(Int.self, forKey: .cellCount)
        problems = try container.decode([Problem].self, forKey: .problems)
        failures = try container.decode([String].self, forKey: .failures)
        notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
        checked = try container.decodeIfPresent([CheckedFamily].self, forKey: .checked) ?? []
        readingOrders = try container.decodeIfPresent([ReadingOrder].self, forKey: .readingOrders) ?? []
        renderProfile = try container.decodeIfPresent(RenderFingerprint.self, forKey: .renderProfile)
    }

    /// The report with this process's ``RenderFingerprint``, unless it already carries one (a merged report keeps
    /// its shards').
    public func stampedWithRenderProfile() -> CheckReport {
        var copy = self
        if copy.renderProfile == nil { copy.renderProfile = .current }
        return copy
    }

    /// Warnings for reports made under different render fingerprints (shards of one run merged from
    /// two machine images): each names what differs.
    public static func renderProfileWarnings(_ reports: [CheckReport], names: (Int) -> String) -> [String] {
        guard let (firstIndex, first) = reports.enumerated().first(where: { $0.element.renderProfile != nil }).map({ ($0.offset, $0.element) }),
              let reference = first.renderProfile else { return [] }
        return reports.enumerated().compactMap { index, report in
            guard index != firstIndex else { return nil }
            return reference.mismatchWarning(comparedWith: report.renderProfile, subject: names(index), here: "in \(names(firstIndex))")
        }
    }

    /// What makes two findings the same problem.
    private struct GroupKey: Hashable {
        var widget: String
        var family: String
        var kind: FindingKind
        var path: String
    }

    /// The order cells are listed in and the order that picks a problem's message among cells of the same text
    /// size: text size, then the device's place in the catalog, then appearance, context, locale and display setting, then widget and family. Fixed, so
    /// that a report merged from shards is byte for byte the report of one run.
    static func cellOrder(_ a: CellKey, _ b: CellKey) -> Bool {
        CellRank(a) < CellRank(b)
    }

    /// A cell's place in ``cellOrder(_:_:)``, for comparing cells one pair at a time (the cell whose message
    /// stands for a problem, while streaming and when merging). A problem's list of cells is sorted by
    /// ``PackedCell/Order`` instead, which ranks the same setting as one number from the list's name table.
    struct CellRank: Comparable {
        var setting: (Int, Int, Int, Int, String, Int)
        var name: (String, String)

        init(_ key: CellKey) {
            setting = (key.dynamicTypeSize.rawValue, CheckReport.deviceRank[key.device] ?? .max, key.colorScheme == .light ? 0 : 1,
                       CheckReport.contextRank[key.context] ?? 0, key.locale ?? "", DisplaySetting.allCases.firstIndex(of: key.displaySetting) ?? 0)
            name = (key.widget, key.familyName)
        }

        static func < (a: CellRank, b: CellRank) -> Bool { a.setting != b.setting ? a.setting < b.setting : a.name < b.name }
        static func == (a: CellRank, b: CellRank) -> Bool { a.setting == b.setting && a.name == b.name }
    }

    static let deviceRank: [String: Int] = Dictionary(DeviceCatalog.all.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    static let contextRank: [PresentationContext: Int] = Dictionary(uniqueKeysWithValues: PresentationContext.allCases.enumerated().map { ($1, $0) })

    /// Groups the findings of `results` by widget, family, kind and view path.
    public init(results: [RenderedCell]) {
        var builder = Builder()
        for result in results { builder.add(result) }
        self = builder.report()
    }

    /// A report built from cells one at a time, in any order, keeping only what the report says: the count,
    /// each problem with the cells it was found in, the failures and the families checked. A matrix can stream
    /// its cells through it as they are rendered (``MatrixRunner/report(_:progress:)``): no rendered cell is
    /// kept, and each cell a problem was found in costs the problem 20 bytes (``PackedCell``), in the finished
    /// report too (``CellList``).
    public struct Builder: Sendable {
        private var cellCount = 0
        private var failures: [String] = []
        private var index: [GroupKey: Int] = [:]
        private var found: [(problem: Problem, first: CellRank, cells: [PackedCell])] = []
        private var checked = Set<CheckedFamily>()
        private var names = NameTable()
        private var readings: [ReadingKey: [PackedCell]] = [:]

        /// An empty report.
        public init() {}

        /// Adds one rendered cell.
        public mutating func add(_ result: RenderedCell) {
            cellCount += 1
            let key = result.key
            checked.insert(CheckedFamily(widget: key.widget, family: key.familyName))
            if let failure = result.failure {
                failures.append("\(key): \(failure.message)")
                return
            }
            if let elements = result.readingOrder {
                readings[ReadingKey(widget: key.widget, family: key.familyName, elements: elements), default: []].append(PackedCell(key, names: &names))
            }
            guard !result.findings.isEmpty else { return }
            let rank = CellRank(key)
            let packed = PackedCell(key, names: &names)
            for finding in result.findings {
                let id = GroupKey(widget: key.widget, family: key.familyName, kind: finding.kind, path: finding.path)
                guard let at = index[id] else {
                    index[id] = found.count
                    found.append((Problem(widget: key.widget, family: key.familyName, kind: finding.kind, severity: finding.severity,
                                          path: finding.path, message: finding.message, suggestion: finding.suggestion,
                                          firstSizeCategory: key.dynamicTypeSize.argumentName, cells: [], steps: nil, source: finding.source),
                                  rank, [packed]))
                    continue
                }
                // The message of the first cell in cell order stands for the problem, whatever order cells arrive in.
                if rank < found[at].first {
                    found[at].first = rank
                    found[at].problem.firstSizeCategory = key.dynamicTypeSize.argumentName
                    found[at].problem.message = finding.message
                    found[at].problem.suggestion = finding.suggestion
                }
                found[at].cells.append(packed)
                if found[at].problem.source == nil { found[at].problem.source = finding.source }
                found[at].problem.severity = max(found[at].problem.severity, finding.severity)
            }
        }

        /// The report of every cell added, in the fixed order (problems by severity and name, cells in
        /// ``cellOrder(_:_:)``, failures sorted), so that it does not depend on the order cells arrived in.
        /// Consuming: the report's cell lists are the builder's, sorted in place rather than copied (a builder
        /// used afterwards is copied first, and keeps its cells).
        public consuming func report() -> CheckReport {
            var report = CheckReport(merging: [])
            report.cellCount = cellCount
            report.failures = failures.sorted()
            let order = PackedCell.Order(names)
            var problems: [Problem] = []
            problems.reserveCapacity(found.count)
            for index in found.indices {
                // Taken out of the builder first, so the list is sorted in place: only this problem's ranks are
                // held besides.
                var cells = CellList(packed: found[index].cells, names: names)
                found[index].cells = []
                cells.sortInCellOrder(order)
                var problem = found[index].problem
                problem.cells = cells
                problems.append(problem)
            }
            report.problems = CheckReport.ordered(problems)
            report.checked = checked.sorted { ($0.widget, $0.family) < ($1.widget, $1.family) }
            report.readingOrders = CheckReport.ordered(readings.map { reading, packed in
                var cells = CellList(packed: packed, names: names)
                cells.sortInCellOrder(order)
                return ReadingOrder(widget: reading.widget, family: reading.family, elements: reading.elements, cells: cells)
            })
            return report
        }
    }

    /// Readings by widget and family, then by their first cell: an order that does not depend on the run's.
    static func ordered(_ readings: [ReadingOrder]) -> [ReadingOrder] {
        readings.sorted { a, b in
            if (a.widget, a.family) != (b.widget, b.family) { return (a.widget, a.family) < (b.widget, b.family) }
            guard let first = a.cells.first, let other = b.cells.first else { return a.cells.count < b.cells.count }
            return cellOrder(first, other)
        }
    }

    /// Problems most severe first, then by widget, family, kind and path: an order that does not depend on the
    /// order cells were run in.
    static func ordered(_ problems: [Problem]) -> [Problem] {
        problems.sorted {
            ($1.severity, $0.widget, $0.family, $0.kind.rawValue, $0.path) < ($0.severity, $1.widget, $1.family, $1.kind.rawValue, $1.path)
        }
    }

    /// One report from the reports of shards of one matrix (`widgetry check --shard i/n`): cells added up,
    /// each problem's cells joined, its severity the highest, its message from the first cell in ``cellOrder``.
    /// The result encodes to the same bytes as the report of the whole matrix run on one machine.
    public init(merging shards: [CheckReport]) {
        cellCount = shards.reduce(0) { $0 + $1.cellCount }
        failures = shards.flatMap(\.failures).sorted()
        var seenNotes = Set<String>()
        notes = shards.flatMap(\.notes).filter { seenNotes.insert($0).inserted }
        // Shards of one run share a machine image; when they do not, the merge command warns and the first
        // shard's fingerprint stands for the whole.
        renderProfile = shards.lazy.compactMap(\.renderProfile).first
        var groups: [GroupKey: Problem] = [:]
        for problem in shards.flatMap(\.problems) {
            let id = GroupKey(widget: problem.widget, family: problem.family, kind: problem.kind, path: problem.path)
            guard var merged = groups[id] else { groups[id] = problem; continue }
            if let first = problem.cells.first, let current = merged.cells.first, Self.cellOrder(first, current) {
                merged.message = problem.message
                merged.suggestion = problem.suggestion
                merged.firstSizeCategory = problem.firstSizeCategory
            }
            merged.cells += problem.cells
            merged.severity = max(merged.severity, problem.severity)
            if let steps = problem.steps { merged.steps = (merged.steps ?? []) + steps }
            if merged.source == nil { merged.source = problem.source }
            groups[id] = merged
        }
        problems = Self.ordered(groups.values.map { problem in
            var sorted = problem
            sorted.cells.sortInCellOrder()
            return sorted
        })
        var readings: [ReadingKey: ReadingOrder] = [:]
        for reading in shards.flatMap(\.readingOrders) {
            let id = ReadingKey(widget: reading.widget, family: reading.family, elements: reading.elements)
            if readings[id] == nil { readings[id] = reading } else { readings[id]?.cells += reading.cells }
        }
        readingOrders = Self.ordered(readings.values.map { reading in
            var sorted = reading
            sorted.cells.sortInCellOrder()
            return sorted
        })
        var seen = Set<CheckedFamily>()
        for family in shards.flatMap(\.checked) where seen.insert(family).inserted { checked.append(family) }
        checked.sort { ($0.widget, $0.family) < ($1.widget, $1.family) }
    }

    /// Whether any problem is at or above `severity`.
    public func hasProblems(atOrAbove severity: Severity) -> Bool {
        problems.contains { $0.severity >= severity } || !failures.isEmpty
    }

    /// The human summary.
    public func summary() -> String {
        var lines: [String] = []
        if problems.isEmpty && failures.isEmpty {
            // No tick for nothing: a check of no cell found nothing because it looked at nothing.
            let headline = cellCount == 0 ? "0 cells checked: nothing was rendered." : "✓ \(cellCount) cells checked: no problems."
            return ([headline] + notes.map { "NOTE \($0)" }).joined(separator: "\n")
        }
        for problem in problems {
            let devices = Set(problem.cells.map(\.device)).count
            let appearances = Set(problem.cells.map(\.colorScheme.rawValue)).sorted().joined(separator: "+")
            let locales = Set(problem.cells.compactMap(\.locale)).sorted()
            let localeText = locales.isEmpty ? "" : "; locale " + locales.joined(separator: "+")
            let contexts = Set(problem.cells.map(\.context))
            let contextText = contexts.isSubset(of: ContextRendering.usualContexts) ? ""
                : "; " + PresentationContext.allCases.filter(contexts.contains).map(\.rawValue).joined(separator: "+")
            // The display settings it occurs with, when not only the standard ones: "with boldText" when the
            // standard settings are clean, as a text size says where a problem starts.
            let settings = Set(problem.cells.map(\.displaySetting))
            let settingText = settings.subtracting([.standard]).isEmpty ? ""
                : (settings.contains(.standard) ? "; also with " : "; only with ")
                    + DisplaySetting.allCases.filter { settings.contains($0) && $0 != .standard }.map(\.rawValue).joined(separator: "+")
            lines.append("\(problem.severity.rawValue.uppercased()) \(problem.widget) · \(problem.family) · \(problem.kind.rawValue)")
            if !problem.path.isEmpty { lines.append("  at \(problem.path)") }
            lines.append("  \(problem.message)")
            if let steps = problem.steps {
                lines.append("  first at size category \(problem.firstSizeCategory); steps: \(steps.joined(separator: ", "))")
            } else if problem.cells.count > 0 {
                // A simulated timeline's problems belong to the run, not to cells.
                lines.append("  starts at size category \(problem.firstSizeCategory); \(problem.cells.count) cells (\(devices) devices, \(appearances)\(contextText)\(localeText)\(settingText))")
            }
            if !problem.suggestion.isEmpty { lines.append("  fix: \(problem.suggestion)") }
        }
        for failure in failures { lines.append("FAILED \(failure)") }
        for note in notes { lines.append("NOTE \(note)") }
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
