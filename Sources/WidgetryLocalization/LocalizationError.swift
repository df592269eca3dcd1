import Foundation

/// A problem with a string table, a `--locale` list or a format string, saying where it is: the file,
/// line and column for syntax errors; the file, key and language for entries of an unexpected shape.
///
/// `description` reads `path:line:column: message`, the compiler's form, so editors and CI annotate the line.
public struct LocalizationError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong, for callers that branch on it (the message is for people).
    public enum Kind: String, Hashable, Sendable {
        /// The file could not be read at all.
        case unreadable
        /// The file is not valid JSON or property-list text.
        case malformed
        /// The syntax is fine but an entry has a shape the format does not allow (e.g. `stringUnit` without `value`).
        case unexpectedStructure
        /// A `--locale` entry that names no language.
        case unknownLocale
        /// A format string whose arguments or plural variables do not fit.
        case invalidFormat
    }

    /// What went wrong.
    public var kind: Kind
    /// The file, when the problem is in one.
    public var file: URL?
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column in characters, when known.
    public var column: Int?
    /// The string's key, when the problem is in one entry.
    public var key: String?
    /// The language of the entry (`de`, `Base`), when known.
    public var language: String?
    /// What is wrong, in a sentence without the location.
    public var message: String

    /// An error; every location part is optional because each format knows different ones.
    public init(_ kind: Kind, _ message: String, file: URL? = nil, line: Int? = nil, column: Int? = nil,
                key: String? = nil, language: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.language = language
    }

    /// `path:line:column: key "k", language de: message`, leaving out the parts that are unknown.
    public var description: String {
        var text = ""
        if let file {
            text = file.path
            if let line {
                text += ":\(line)"
                if let column { text += ":\(column)" }
            }
            text += ": "
        }
        var context: [String] = []
        if let key { context.append("key \"\(key)\"") }
        if let language { context.append("language \(language)") }
        if !context.isEmpty { text += context.joined(separator: ", ") + ": " }
        return text + message
    }

    /// The same as `description`, so `localizedDescription` shows the location too.
    public var errorDescription: String? { description }
}
