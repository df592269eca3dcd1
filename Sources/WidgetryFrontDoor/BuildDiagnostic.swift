/// One diagnostic from building the generated package, at the user's file and line, with a hint
/// when it is a known Widgetry gap or an Objective-C construct.
public struct BuildDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the compiler says it is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// Stops the build.
        case error
        /// Builds anyway.
        case warning
        /// Explains the diagnostic before it.
        case note
    }

    /// The file as the user knows it (the `#sourceLocation` path of a copied file).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// Error, warning or note.
    public var severity: Severity
    /// The compiler's message.
    public var message: String
    /// What to do about it, when Widgetry knows.
    public var hint: String?

    /// A diagnostic at `file`:`line`:`column`.
    public init(file: String, line: Int, column: Int, severity: Severity, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.hint = hint
    }

    /// `file:line:col: error: message`, then `  hint: …` on the next line when there is a hint, in the
    /// compiler's own format so editors and CI annotators pick it up.
    public var description: String {
        let heading = "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        guard let hint else { return heading }
        return heading + "\n  hint: " + hint
    }
}
