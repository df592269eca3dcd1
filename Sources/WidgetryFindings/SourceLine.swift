/// Where a view was written in the user's code: the file and line of the `Text(…)`, `Image(…)`, `Label(…)`
/// or stack a finding is about, so an annotation lands on the line to change rather than on the widget's
/// declaration. Through the front door the file is the user's own (its copies carry `#sourceLocation`).
public struct SourceLine: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The file as the compiler named it (`#filePath`): absolute for a package, the project's file for the
    /// front door.
    public var file: String
    /// The 1-based line.
    public var line: Int

    /// A source line.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }

    /// ``file`` relative to `root` when it lies inside it (what SARIF and GitHub's annotations want), else as it is.
    public func file(relativeTo root: String) -> String {
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        return file.hasPrefix(base + "/") ? String(file.dropFirst(base.count + 1)) : file
    }
}
