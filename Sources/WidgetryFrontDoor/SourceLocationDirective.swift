/// The `#sourceLocation` line that makes the compiler report a copied file's diagnostics at the
/// user's own path and line.
///
/// Swift 6.3 takes the directive's string literal verbatim, without decoding escapes (checked with
/// swiftc: `"a\"b"` is reported as `a\"b`, and `#file` gives the same). So `\` and `"` are escaped only
/// because the literal must parse, and ``originalPath(fromReported:)`` undoes that escaping when a
/// diagnostic comes back. A line break in a path would make the compiler drop the directive silently
/// and shift every line, so line breaks become `?`: such a file is reported under a near-miss path but
/// at the right lines.
public enum SourceLocationDirective {
    /// The directive line, newline included, that maps the next line to line 1 of `path`.
    public static func header(forFile path: String) -> String {
        "#sourceLocation(file: \"\(literalContents(of: path))\", line: 1)\n"
    }

    /// `path` as the contents of a Swift string literal.
    public static func literalContents(of path: String) -> String {
        var contents = ""
        for character in path {
            switch character {
            case "\\": contents += "\\\\"
            case "\"": contents += "\\\""
            case "\n", "\r", "\r\n": contents += "?"
            default: contents.append(character)
            }
        }
        return contents
    }

    /// The user's path for a path the compiler reported, undoing ``literalContents(of:)``.
    public static func originalPath(fromReported reported: String) -> String {
        guard reported.contains("\\") else { return reported }
        var path = ""
        var escaping = false
        for character in reported {
            if escaping {
                // Only the two escapes this type writes are undone; any other backslash was the path's own.
                if character != "\\" && character != "\"" { path.append("\\") }
                path.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                path.append(character)
            }
        }
        if escaping { path.append("\\") }
        return path
    }
}
