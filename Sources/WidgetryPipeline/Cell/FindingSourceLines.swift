import WidgetryFindings
import WidgetryUI

/// Gives each finding about a view the line of the user's code that wrote it: the builder statement
/// that created the view (`Text(entry.title)`), else that of its nearest ancestor written by the user (a
/// `Label`'s title, which Widgetry's own code creates, reports the `Label(…)` line).
///
/// The lines are indexed once per layout (a path for every element is a string built from the tree) and the index
/// is shared by every cell drawn from that layout, and by its recoloured twins, whose paths are the same.
struct FindingSourceLines {
    /// The source line of each view path that has one.
    private let lines: [String: SourceLine]

    /// The lines of `layout`'s views.
    init(_ layout: LayoutResult) {
        var lines: [String: SourceLine] = [:]
        for element in layout.allElements {
            guard let line = element.sourceLine else { continue }
            // A modifier's element has its parent's path; it stands for the view it wraps.
            let path = element.name == nil ? element.viewPath : element.path
            if lines[path] == nil { lines[path] = line }
        }
        self.lines = lines
    }

    /// `findings`, each about a view given the line of its view or of its nearest ancestor with one.
    func attach(to findings: [Finding]) -> [Finding] {
        guard !lines.isEmpty, findings.contains(where: { $0.source == nil && !$0.path.isEmpty }) else { return findings }
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
