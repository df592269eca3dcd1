import Foundation
import WidgetryFindings
import WidgetryGraphics

/// The findings a team has accepted for now (`widgetry check --baseline widgetry-baseline.json`): a run
/// then fails only on findings that are not in it, and says which of its findings are gone.
///
/// A finding is keyed by what does not move when unrelated code changes — widget, family, presentation
/// context, finding kind and view path (plus locale once that axis exists) — not by device, text size or
/// message, so one accepted problem is one entry per context however many cells show it.
public struct Baseline: Sendable, Codable, Equatable {
    /// One accepted finding.
    public struct Entry: Sendable, Codable, Hashable, Comparable {
        /// The widget's kind (or preview name).
        public var widget: String
        /// The family.
        public var family: String
        /// The finding's kind (`truncatedText`, …).
        public var kind: String
        /// The view's path.
        public var path: String
        /// The presentation context (`homeScreen`, `tinted`, …); `nil` in baselines written before the
        /// context axis, matching every context.
        public var context: String?
        /// The locale (`de`, `pseudo-double-length`); nil for text shown as written, or in baselines from
        /// before the locale axis.
        public var locale: String?

        /// An entry.
        public init(widget: String, family: String, kind: String, path: String, context: String? = nil, locale: String? = nil) {
            self.widget = widget
            self.family = family
            self.kind = kind
            self.path = path
            self.context = context
            self.locale = locale
        }

        /// The entries of a report's problem: one per context its cells are in.
        public static func entries(of problem: CheckReport.Problem) -> [Entry] {
            var seen = Set<String>()
            return problem.cells.filter { seen.insert("\($0.context.rawValue)|\($0.locale ?? "")").inserted }.map {
                Entry(widget: problem.widget, family: problem.family, kind: problem.kind.rawValue, path: problem.path,
                      context: $0.context.rawValue, locale: $0.locale)
            }
        }

        /// The same entry without a context: how a baseline from before the context axis holds it.
        var anyContext: Entry { Entry(widget: widget, family: family, kind: kind, path: path, locale: locale) }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.widget, a.family, a.kind, a.path, a.context ?? "", a.locale ?? "") < (b.widget, b.family, b.kind, b.path, b.context ?? "", b.locale ?? "")
        }
    }

    /// The file format's version; readers refuse versions they do not know.
    public var version: Int
    /// The accepted findings, sorted, each once: a file that diffs only where findings changed.
    public var findings: [Entry]
    /// The fonts and library versions of the run that wrote it, without per-file hashes
    /// (``RenderFingerprint/compact``); `nil` in baselines written before the field. A run under another
    /// fingerprint warns, naming the difference: its text may measure differently for that reason alone.
    public var renderProfile: RenderFingerprint?

    /// The format this Widgetry writes.
    public static let currentVersion = 1

    /// A baseline accepting every problem of `report`.
    public init(accepting report: CheckReport) {
        version = Self.currentVersion
        findings = Array(Set(report.problems.flatMap(Entry.entries(of:)))).sorted()
        renderProfile = (report.renderProfile ?? .current).compact
    }

    /// What a run found, measured against the baseline.
    public struct Comparison: Sendable {
        /// Problems not in the baseline: these fail the run.
        public var newProblems: [CheckReport.Problem]
        /// Problems the baseline accepts.
        public var knownProblems: [CheckReport.Problem]
        /// Accepted findings the run checked for and no longer found (empty when `fixedIsKnown` is false).
        public var fixed: [Entry]
    }

    /// Splits `report`'s problems into new and known. An entry is reported fixed when the run checked its
    /// widget and family and did not find it — unless `reportsFixed` is false, as for one shard, which
    /// checks only some of each family's cells.
    public func compare(_ report: CheckReport, reportsFixed: Bool = true) -> Comparison {
        let accepted = Set(findings)
        let found = report.problems.flatMap(Entry.entries(of:))
        let foundExactly = Set(found), foundAnyContext = Set(found.map(\.anyContext))
        let checked = Set(report.checkedFamilies.map { "\($0.widget)|\($0.family)" })
        func isFound(_ entry: Entry) -> Bool { entry.context == nil ? foundAnyContext.contains(entry) : foundExactly.contains(entry) }
        func isAccepted(_ entry: Entry) -> Bool { accepted.contains(entry) || accepted.contains(entry.anyContext) }
        // A problem is known only when every context it shows in is accepted: a known truncation that now
        // also shows on the tinted Home Screen fails the run.
        func isKnown(_ problem: CheckReport.Problem) -> Bool { Entry.entries(of: problem).allSatisfy(isAccepted) }
        let fixed = reportsFixed
            ? findings.filter { !isFound($0) && checked.contains("\($0.widget)|\($0.family)") }
            : []
        return Comparison(newProblems: report.problems.filter { !isKnown($0) },
                          knownProblems: report.problems.filter(isKnown),
                          fixed: fixed)
    }

    /// Reads a baseline file; the error names the file and the fix.
    public static func read(from url: URL) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Problem(description: "\(url.path): no baseline there; write one with `widgetry check --baseline \(url.path) --update-baseline`")
        }
        let baseline: Baseline
        do { baseline = try JSONDecoder().decode(Baseline.self, from: data) } catch {
            throw Problem(description: "\(url.path): not a Widgetry baseline (\(error)); regenerate it with --update-baseline")
        }
        guard baseline.version == currentVersion else {
            throw Problem(description: "\(url.path): baseline version \(baseline.version), but this Widgetry reads version \(currentVersion); regenerate it with --update-baseline")
        }
        return baseline
    }

    /// The file's bytes: sorted keys, one finding per entry, a final newline.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// A baseline file that cannot be used.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        /// What is wrong and how to fix it.
        public var description: String
    }
}

extension CheckReport {
    /// The report with only the problems not in `baseline` (what fails the run), for summaries and exit codes.
    public func removingAccepted(by baseline: Baseline) -> CheckReport {
        var copy = self
        copy.problems = baseline.compare(self, reportsFixed: false).newProblems
        return copy
    }
}
