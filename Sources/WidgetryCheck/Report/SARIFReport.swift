import Foundation
import WidgetryFindings

/// A check report as SARIF 2.1.0, which code-scanning services (GitHub code scanning, Azure DevOps) show as
/// annotations: one rule per finding kind, one result per finding group, located at the line that wrote the
/// view when it is known, else at the Swift file and line that declare the widget's type when a source folder
/// holds it, and by widget/family/view path otherwise.
public enum SARIFReport {
    /// Where a widget's type is declared.
    public struct SourceLocation: Sendable, Hashable {
        /// The file, relative to the folder searched.
        public var path: String
        /// The 1-based line.
        public var line: Int

        /// `path` (relative to the folder searched) at `line`.
        public init(path: String, line: Int) { self.path = path; self.line = line }
    }

    /// The SARIF document for `report`. `locations` maps widget names to where their types are declared
    /// (see ``declarations(of:in:)``).
    /// A problem whose view's source line is known is located there instead (relative to `root`).
    public static func json(_ report: CheckReport, locations: [String: SourceLocation] = [:],
                            relativeTo root: String = FileManager.default.currentDirectoryPath) throws -> Data {
        let kinds = Array(Set(report.problems.map(\.kind))).sorted { $0.rawValue < $1.rawValue }
        var rules: [[String: Any]] = kinds.map { kind in
            ["id": kind.rawValue, "name": kind.rawValue,
             "defaultConfiguration": ["level": level(kind.defaultSeverity)],
             "helpUri": "https://github.com/widgetry/widgetry/blob/main/docs/checking.md"]
        }
        if !report.failures.isEmpty {
            rules.append(["id": failedCellRule, "name": failedCellRule, "defaultConfiguration": ["level": "error"],
                          "helpUri": "https://github.com/widgetry/widgetry/blob/main/docs/checking.md"])
        }
        var results: [[String: Any]] = report.problems.map { problem in
            var result: [String: Any] = [
                "ruleId": problem.kind.rawValue,
                "level": level(problem.severity),
                "message": ["text": "\(problem.widget) · \(problem.family): \(problem.message). Fix: \(problem.suggestion)"],
                "properties": ["family": problem.family, "firstSizeCategory": problem.firstSizeCategory, "cells": problem.cells.count],
            ]
            var location: [String: Any] = [
                "logicalLocations": [["fullyQualifiedName": [problem.widget, problem.family, problem.path].filter { !$0.isEmpty }.joined(separator: "/"),
                                      "kind": "element"]],
            ]
            if let line = problem.source {
                location["physicalLocation"] = ["artifactLocation": ["uri": line.file(relativeTo: root)], "region": ["startLine": line.line]]
            } else if let source = locations[problem.widget] {
                location["physicalLocation"] = ["artifactLocation": ["uri": source.path], "region": ["startLine": source.line]]
            }
            result["locations"] = [location]
            return result
        }
        // A cell that could not be rendered (its widget crashed, hung or ran out of memory) is an error too: without
        // it, code scanning would show a clean run for a widget that was never checked.
        results += report.failures.map { failure in
            let parts = failure.components(separatedBy: " · ")
            let widget = parts.first ?? failure, family = parts.count > 1 ? parts[1] : ""
            var location: [String: Any] = [
                "logicalLocations": [["fullyQualifiedName": [widget, family].filter { !$0.isEmpty }.joined(separator: "/"), "kind": "element"]],
            ]
            if let source = locations[widget] {
                location["physicalLocation"] = ["artifactLocation": ["uri": source.path], "region": ["startLine": source.line]]
            }
            return ["ruleId": failedCellRule, "level": "error", "message": ["text": failure], "locations": [location]]
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "widgetry", "informationUri": "https://github.com/widgetry/widgetry", "rules": rules]],
                      "results": results]],
        ]
        return try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
    }

    /// The rule of a cell that failed to render (``CheckReport/failures``).
    public static let failedCellRule = "failedCell"

    /// SARIF's levels for Widgetry's severities.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// Where each of `typeNames` is declared (`struct Name`, `class Name`, `final class Name`) among the Swift files
    /// under `folder`, by type name; names found in no file are left out.
    public static func declarations(of typeNames: [String], in folder: URL) -> [String: SourceLocation] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [:] }
        var found: [String: SourceLocation] = [:]
        let wanted = Set(typeNames)
        let base = folder.standardizedFileURL.path
        while let url = walker.nextObject() as? URL, found.count < wanted.count {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                guard let keyword = words.firstIndex(where: { $0 == "struct" || $0 == "class" }), keyword + 1 < words.count else { continue }
                let name = String(words[keyword + 1])
                if wanted.contains(name), found[name] == nil {
                    let path = url.standardizedFileURL.path
                    found[name] = SourceLocation(path: path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path, line: index + 1)
                }
            }
        }
        return found
    }
}
