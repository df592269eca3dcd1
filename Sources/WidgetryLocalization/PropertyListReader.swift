import Foundation

/// Reads `.strings` and `.stringsdict` files with Foundation's property-list parser, which on Linux (as on
/// Darwin) accepts the old-style text of `.strings` files — comments, unquoted keys, `\U` escapes,
/// UTF-8 or UTF-16 with a byte-order mark — as well as XML and binary plists.
enum PropertyListReader {
    /// The file's bytes, or an `.unreadable` error naming it.
    static func data(at url: URL) throws -> Data {
        do { return try Data(contentsOf: url) } catch {
            throw LocalizationError(.unreadable, "cannot be read: \(error.localizedDescription)", file: url)
        }
    }

    /// The top-level dictionary; an empty file is an empty table (Foundation refuses zero bytes).
    static func dictionary(from data: Data, url: URL?) throws -> [String: Any] {
        if data.isEmpty || data == Data([0xEF, 0xBB, 0xBF]) || data == Data([0xFF, 0xFE]) || data == Data([0xFE, 0xFF]) {
            return [:]
        }
        // Old-style text is checked first: the scanner names the place of a mistake better than Foundation
        // (see `StringsSyntax`), catches those Foundation skips silently, and keeps Foundation's parser off
        // its error path, which logs to standard error on Linux.
        if !isXML(data), !isBinary(data), let problem = StringsSyntax.firstProblem(in: data) {
            throw LocalizationError(.malformed, problem.message, file: url, line: problem.line, column: problem.column)
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let (message, line) = describe(error, in: data)
            throw LocalizationError(.malformed, message, file: url, line: line)
        }
        guard let dictionary = root as? [String: Any] else {
            throw LocalizationError(.unexpectedStructure, "the file is not a table of keys and values", file: url, line: 1)
        }
        return dictionary
    }

    /// The table of a `.strings` or `.stringsdict` file: each top-level entry turned into a value by `value`,
    /// whose `fail` makes the error naming the file, the key and the language of the file's `.lproj`.
    static func table<Value>(from data: Data, url: URL?,
                             value: (_ entry: Any, _ fail: (String) -> LocalizationError) throws -> Value) throws -> [String: Value] {
        let dictionary = try dictionary(from: data, url: url)
        let language = url.flatMap(LanguageTag.language(ofFileAt:))
        var table: [String: Value] = [:]
        for (key, entry) in dictionary {
            table[key] = try value(entry) { message in
                LocalizationError(.unexpectedStructure, message, file: url, key: key, language: language)
            }
        }
        return table
    }

    /// Whether the data is a binary property list (what Xcode may compile `.strings` files into).
    private static func isBinary(_ data: Data) -> Bool { data.starts(with: Array("bplist".utf8)) }

    /// Whether the text is an XML property list (starts with `<` after white space and a byte-order mark).
    private static func isXML(_ data: Data) -> Bool {
        StringsSyntax.decode(data.prefix(512)).unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" } == "<"
    }

    /// Foundation's complaint without a trailing "on line N" (the location is given separately), and the line.
    private static func describe(_ error: Error, in data: Data) -> (message: String, line: Int?) {
        let line = SourcePosition.from(error, in: data)?.line
        guard var message = SourcePosition.messages(of: error).first else { return ("not a valid property list", line) }
        if let range = message.range(of: #"\s*(at|on|starting on) line \d+\.?\s*$"#, options: .regularExpression) {
            message.removeSubrange(range)
        }
        return (message.prefix(1).lowercased() + message.dropFirst(), line)
    }
}
