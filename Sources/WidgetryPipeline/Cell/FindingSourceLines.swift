import WidgetryFindings
import WidgetryUI

/// Gives each finding about a view the line of the user's code that wrote it: the builder statement
/// that created the view (`Text(entry.title)`), else that of its nearest ancestor written by the user (a
/// `Label`'s title, which Widgetry's own code creates, reports the `Label(…)` line).
enum FindingSourceLines {
    static func attach(to findings: [Finding], in layout: LayoutResult) -> [Finding] {
        guard findings.contains(where: { $0.source == nil && !$0.path.isEmpty }) else { return findings }
        var lines: [String: SourceLine] = [:]
        for element in layout.allElements {
            guard let line = element.sourceLine else { continue }
            // A modifier's element has its parent's path; it stands for the view it wraps.
            let path = element.name == nil ? element.viewPath : element.path
            if lines[path] == nil { lines[path] = line }
        }
        guard !lines.isEmpty else { return findings }
        return findings.map { finding in
            guard finding.source == nil, !finding.path.isEmpty else { return finding }
            var located = finding
            var path = Substring(finding.path)
            while !path.isEmpty {
                if let line = lines[String(path)] {
                    located.source = line
                    break
                }
                path = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
            }
            return located
        }
    }
}
