import Foundation

/// Finds where the text of a `.strings` file breaks the old-style property-list syntax.
///
/// Foundation's parser reads the files, but on Linux its errors are unreliable about the place — a file that
/// starts with a comment fails with "Unexpected character / at line 1" whatever the mistake, and a missing
/// `;` is reported at the next entry — and some mistakes it skips silently, returning only the entries
/// before them. So every `.strings` text is also walked by this scanner, which names the first problem
/// with its line and column. It checks syntax only; Foundation still produces the values.
enum StringsSyntax {
    /// A syntax problem at a 1-based line and column.
    struct Problem: Hashable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first syntax problem in `data`, or nil when the scanner finds none.
    static func firstProblem(in data: Data) -> Problem? {
        var scanner = Scanner(text: decode(data))
        return scanner.run()
    }

    /// The text, honouring a UTF-16 or UTF-8 byte-order mark; UTF-8 otherwise.
    static func decode(_ data: Data) -> String {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return String(data: data, encoding: .utf16) ?? "" }
        return String(decoding: data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data, as: UTF8.self)
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1

        init(text: String) { scalars = Array(text.unicodeScalars) }

        /// Characters an unquoted string may hold in the old-style format: ASCII letters and digits and `_$/:.-`.
        private static let unquoted = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-")

        private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        private var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

        private mutating func advance() {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        private func problem(_ message: String) -> Problem { Problem(line: line, column: column, message: message) }

        /// Skips white space (and a byte-order mark) and comments.
        private mutating func skipTrivia() {
            while let scalar = current {
                if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    advance()
                } else if scalar == "/", next == "/" {
                    while let c = current, c != "\n" { advance() }
                } else if scalar == "/", next == "*" {
                    advance(); advance()
                    while current != nil, !(current == "*" && next == "/") { advance() }
                    if current != nil { advance(); advance() }
                } else {
                    return
                }
            }
        }

        /// A quoted or unquoted string; a problem when there is none or it never closes.
        private mutating func string(_ role: String) -> Problem? {
            guard let scalar = current else { return problem("the file ends where \(role) should be") }
            if scalar == "\"" || scalar == "'" {
                let start = problem("unterminated quoted string")
                advance()
                while let c = current, c != scalar {
                    if c == "\\" { advance(); if current == nil { break } }
                    advance()
                }
                guard current != nil else { return start }
                advance()
                return nil
            }
            guard Self.unquoted.contains(scalar) else { return problem("unexpected character '\(scalar)' where \(role) should be") }
            while let c = current, Self.unquoted.contains(c) { advance() }
            return nil
        }

        /// An array, dictionary or data value: skipped to its closing bracket (its content is Foundation's job).
        private mutating func bracketed() -> Problem? {
            let start = problem("'\(current!)' is never closed")
            var depth = 0
            var quote: Unicode.Scalar?
            while let c = current {
                if let open = quote {
                    if c == "\\" { advance() } else if c == open { quote = nil }
                } else if c == "\"" {
                    quote = c
                } else if "({<".unicodeScalars.contains(c) {
                    depth += 1
                } else if ")}>".unicodeScalars.contains(c) {
                    depth -= 1
                    if depth == 0 { advance(); return nil }
                }
                if current != nil { advance() }
            }
            return start
        }

        mutating func run() -> Problem? {
            skipTrivia()
            let braced = current == "{"
            if braced { advance() }
            while true {
                skipTrivia()
                guard let scalar = current else { return braced ? problem("missing '}' at the end of the file") : nil }
                if braced, scalar == "}" {
                    advance()
                    skipTrivia()
                    return current.map { problem("unexpected character '\($0)' after the closing '}'") }
                }
                if let problem = string("a key") { return problem }
                skipTrivia()
                if current == ";" { advance(); continue }
                guard current == "=" else { return problem("expected '=' or ';' after the key") }
                advance()
                skipTrivia()
                if let c = current, "({<".unicodeScalars.contains(c) {
                    if let problem = bracketed() { return problem }
                } else if let problem = string("a value") {
                    return problem
                }
                let end = problem("missing ';' after the value")
                skipTrivia()
                guard current == ";" else { return end }
                advance()
            }
        }
    }
}
