/// One `%` conversion of a printf-style format string as Foundation's `String(format:)` reads it, or a
/// `%#@name@` variable reference.
struct FormatSpecifier: Hashable {
    /// The explicit 1-based argument position of `%2$d`, if written.
    var position: Int?
    /// Flags among `-+ #0`.
    var flags = ""
    /// The minimum width digits.
    var width = ""
    /// The precision including its dot (`.2`), if written.
    var precision: String?
    /// The length modifier (`l`, `ll`, `h`, `hh`, `q`, `L`, `z`, `t`, `j`).
    var length = ""
    /// The conversion character (`d`, `@`, `f`, …); `#` for a variable reference.
    var conversion: Character
    /// The variable name of `%#@name@`.
    var variable: String?

    /// The conversions `String(format:)` accepts.
    static let conversions: Set<Character> = ["d", "i", "u", "o", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A",
                                               "c", "C", "s", "S", "@", "p", "D", "U", "O"]

    /// Whether the argument is used as a number.
    var isNumeric: Bool { !"@sScC".contains(conversion) && variable == nil }

    /// The specifier written back with `position` in place (`%2$5.1f`), for a single-argument call.
    func text(position: Int?) -> String {
        if let variable { return "%\(position.map { "\($0)$" } ?? "")#@\(variable)@" }
        return "%\(position.map { "\($0)$" } ?? "")\(flags)\(width)\(precision ?? "")\(length)\(conversion)"
    }
}

/// A piece of a format string.
enum FormatToken: Hashable {
    /// Text shown as is.
    case literal(String)
    /// `%%`, shown as `%`.
    case percent
    /// A conversion or variable reference, with its source text.
    case specifier(FormatSpecifier, source: String)
    /// `%arg`, the String Catalog placeholder for a substitution's own number.
    case argPlaceholder

    /// The token's text in the format string.
    var source: String {
        switch self {
        case .literal(let text): text
        case .percent: "%%"
        case .specifier(_, let source): source
        case .argPlaceholder: "%arg"
        }
    }

    /// Splits `format` into tokens. A `%` that starts no valid conversion stays literal text, as in
    /// `"Done: 50%!"`, so odd strings render rather than fail. `%arg` is recognised only when
    /// `recognizingArg` is set (inside catalog substitutions), where Xcode replaces it wherever it occurs
    /// (`%arg株`); elsewhere it reads as `%a` + "rg", as printf would.
    static func tokenize(_ format: String, recognizingArg: Bool = false) -> [FormatToken] {
        var tokens: [FormatToken] = []
        var literal = ""
        var index = format.startIndex
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
        }
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                literal.append(character)
                index = format.index(after: index)
                continue
            }
            let rest = format[format.index(after: index)...]
            if rest.hasPrefix("%") {
                flushLiteral()
                tokens.append(.percent)
                index = format.index(index, offsetBy: 2)
            } else if recognizingArg, rest.hasPrefix("arg") {
                flushLiteral()
                tokens.append(.argPlaceholder)
                index = format.index(index, offsetBy: 4)
            } else if let (specifier, end) = parseSpecifier(rest) {
                flushLiteral()
                tokens.append(.specifier(specifier, source: String(format[index..<end])))
                index = end
            } else {
                literal.append(character)
                index = format.index(after: index)
            }
        }
        flushLiteral()
        return tokens
    }

    /// Reads one conversion from just after its `%`; nil when the text is not one.
    private static func parseSpecifier(_ text: Substring) -> (FormatSpecifier, String.Index)? {
        var index = text.startIndex
        func digits() -> String {
            let start = index
            while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index) }
            return String(text[start..<index])
        }
        // `%2$…`: digits followed by `$`; otherwise the digits are a width and are read again below.
        var position: Int?
        let positionDigits = digits()
        if !positionDigits.isEmpty, index < text.endIndex, text[index] == "$", let value = Int(positionDigits), value > 0 {
            position = value
            index = text.index(after: index)
        } else {
            index = text.startIndex
        }
        // `%#@name@`
        if text[index...].hasPrefix("#@") {
            let nameStart = text.index(index, offsetBy: 2)
            guard let close = text[nameStart...].firstIndex(of: "@"), close > nameStart else { return nil }
            let name = String(text[nameStart..<close])
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else { return nil }
            return (FormatSpecifier(position: position, conversion: "#", variable: name), text.index(after: close))
        }
        var specifier = FormatSpecifier(position: position, conversion: "@")
        while index < text.endIndex, "-+ #0".contains(text[index]) {
            specifier.flags.append(text[index])
            index = text.index(after: index)
        }
        specifier.width = digits()
        if index < text.endIndex, text[index] == "." {
            index = text.index(after: index)
            specifier.precision = "." + digits()
        }
        for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where text[index...].hasPrefix(modifier) {
            specifier.length = modifier
            index = text.index(index, offsetBy: modifier.count)
            break
        }
        guard index < text.endIndex, FormatSpecifier.conversions.contains(text[index]) else { return nil }
        specifier.conversion = text[index]
        return (specifier, text.index(after: index))
    }
}
