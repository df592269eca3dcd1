/// Reads `swift build` output into the diagnostics that concern the user's code, each with a hint
/// from ``WidgetryGap/known`` when one applies.
public enum BuildLogReader {
    /// The located diagnostics in `log`, first occurrence first and each error or warning only once, with its notes (`swift build`
    /// repeats a file's diagnostics when more than one job compiles it). Progress lines, source
    /// excerpts, command failures and other unlocated lines are left out.
    public static func read(_ log: String, gaps: [WidgetryGap] = WidgetryGap.known) -> [BuildDiagnostic] {
        var seen: Set<BuildDiagnostic> = []
        var diagnostics: [BuildDiagnostic] = []
        // A note belongs to the error or warning before it: it goes with it when that one is a repeat, and stays when that
        // one is new even if another error had the same note (two calls of one declaration each get "declared here").
        var keepsNotes = true
        var groupNotes: Set<BuildDiagnostic> = []
        for rawLine in log.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            guard var diagnostic = parse(withoutColour(Substring(rawLine))) else { continue }
            if diagnostic.severity == .note {
                guard keepsNotes, groupNotes.insert(diagnostic).inserted else { continue }
            } else {
                keepsNotes = seen.insert(diagnostic).inserted
                groupNotes = []
                guard keepsNotes else { continue }
            }
            diagnostic.hint = gaps.first { $0.matches(diagnostic.message) }?.hint
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// The diagnostics as the compiler prints them, hints on the line below.
    public static func render(_ diagnostics: [BuildDiagnostic]) -> String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// `path:line:column: severity: message`, split from the left so a message quoting a location does
    /// not move the split (a path holding `:12:5: error: ` is not expected).
    static func parse(_ line: Substring) -> BuildDiagnostic? {
        // clang's `fatal error:` (a header not found) stops the build as an error does.
        let markers = [(": fatal error: ", BuildDiagnostic.Severity.error)] + BuildDiagnostic.Severity.allCases.map { (": \($0.rawValue): ", $0) }
        for (marker, severity) in markers {
            guard let markerRange = line.range(of: marker) else { continue }
            let location = line[..<markerRange.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
                  lineNumber > 0, column > 0
            else { continue }
            let path = parts.dropLast(2).joined(separator: ":")
            guard path.hasPrefix("/") || path.contains(".swift") else { continue }
            return BuildDiagnostic(
                file: SourceLocationDirective.originalPath(fromReported: path), line: lineNumber, column: column,
                severity: severity, message: String(line[markerRange.upperBound...]))
        }
        return nil
    }

    /// The line without ANSI colour sequences, which `swift build` writes on a terminal.
    static func withoutColour(_ line: Substring) -> Substring {
        guard line.contains("\u{1B}") else { return line }
        var result = ""
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return Substring(result)
    }
}
