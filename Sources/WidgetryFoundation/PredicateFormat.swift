import Foundation

/// A predicate format string (`"done == NO AND due < %@"`) parsed into a tree that evaluates against
/// managed objects, health samples (``KeyValueCodingObject``) and dictionaries, as Core Data's `NSPredicate(format:)` does for the comparisons apps
/// write: `==`/`=`, `!=`/`<>`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`, `CONTAINS`, `BEGINSWITH`,
/// `ENDSWITH`, `LIKE`, `MATCHES` (with `[c]`, `[d]`, `[cd]`), `AND`/`&&`, `OR`/`||`, `NOT`/`!`,
/// parentheses, `ANY`/`ALL`/`NONE` over to-many key paths, `@count`, `TRUEPREDICATE`/`FALSEPREDICATE`,
/// and the arguments `%@`, `%K`, `%d`, `%i`, `%ld`, `%f`, `%lf`.
///
/// Grammar: https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
public indirect enum PredicateFormat: @unchecked Sendable {
    // @unchecked: constants are the immutable arguments the predicate was made with.
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Expression, Operator, Expression, options: Set<Character>, quantifier: Quantifier?)

    /// One side of a comparison.
    public enum Expression { case keyPath(String), value(Any?) }
    /// A comparison's operator.
    public enum Operator: String { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, contains, beginsWith, endsWith, like, matches, isIn, between }
    /// A to-many key path's quantifier.
    public enum Quantifier: String { case any, all, none }

    /// A format that cannot be parsed: what was found where, and what was expected.
    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Parses `format`, substituting `arguments` for its `%@`/`%K`/`%d`/… in order.
    public static func parse(_ format: String, arguments: [Any?]) throws -> PredicateFormat {
        var parser = Parser(tokens: try tokenize(format), arguments: arguments, format: format)
        let result = try parser.parseOr()
        guard parser.index == parser.tokens.count else { throw parser.error("an end after the predicate") }
        return result
    }

    /// Whether `object` matches.
    public func evaluate(with object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(with: object)
        case .and(let a, let b): return a.evaluate(with: object) && b.evaluate(with: object)
        case .or(let a, let b): return a.evaluate(with: object) || b.evaluate(with: object)
        case let .comparison(lhs, op, rhs, options, quantifier):
            let left = Self.resolve(lhs, on: object), right = Self.resolve(rhs, on: object)
            guard let quantifier else { return Self.compare(left, op, right, options) }
            let elements = Self.elements(of: left) ?? [left]
            switch quantifier {
            case .any: return elements.contains { Self.compare($0, op, right, options) }
            case .all: return elements.allSatisfy { Self.compare($0, op, right, options) }
            case .none: return !elements.contains { Self.compare($0, op, right, options) }
            }
        }
    }

    /// The value of `expression` for `object`.
    public static func resolve(_ expression: Expression, on object: Any?) -> Any? {
        switch expression {
        case .value(let value): return value
        case .keyPath(let path):
            if path == "SELF" { return object }
            var current: Any? = object
            for key in path.split(separator: ".").map(String.init) {
                if key == "@count" { current = elements(of: current)?.count ?? 0; continue }
                switch current {
                case let object as KeyValueCodingObject: current = object.value(forKey: key)
                case let row as [String: Any]: current = row[key]
                case let list as [Any]: current = list.map { resolve(.keyPath(key), on: $0) as Any }
                default: current = Mirror(reflecting: current as Any).descendant(key)
                }
            }
            return current
        }
    }

    static func elements(of value: Any?) -> [Any?]? {
        switch value {
        case let list as [Any]: return list
        case let set as Set<AnyHashable>: return Array(set)
        case let set as NSSet: return set.allObjects
        default: return nil
        }
    }

    static func fold(_ text: String, _ options: Set<Character>) -> String {
        var folding: String.CompareOptions = []
        if options.contains("c") { folding.insert(.caseInsensitive) }
        if options.contains("d") { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }

    static func compare(_ lhs: Any?, _ op: Operator, _ rhs: Any?, _ options: Set<Character>) -> Bool {
        let lhs = (lhs as? String).map { fold($0, options) as Any } ?? lhs
        let rhs = (rhs as? String).map { fold($0, options) as Any } ?? rhs
        switch op {
        case .equal: return KeyValueComparable.order(lhs, rhs) == 0
        case .notEqual: return KeyValueComparable.order(lhs, rhs) != 0
        case .less: return KeyValueComparable.order(lhs, rhs).map { $0 < 0 } ?? false
        case .lessOrEqual: return KeyValueComparable.order(lhs, rhs).map { $0 <= 0 } ?? false
        case .greater: return KeyValueComparable.order(lhs, rhs).map { $0 > 0 } ?? false
        case .greaterOrEqual: return KeyValueComparable.order(lhs, rhs).map { $0 >= 0 } ?? false
        case .contains:
            if let list = elements(of: lhs) { return list.contains { KeyValueComparable.order($0, rhs) == 0 } }
            guard let text = lhs as? String, let part = rhs as? String else { return false }
            return text.contains(part)
        case .beginsWith: return (lhs as? String).flatMap { text in (rhs as? String).map { text.hasPrefix($0) } } ?? false
        case .endsWith: return (lhs as? String).flatMap { text in (rhs as? String).map { text.hasSuffix($0) } } ?? false
        case .isIn:
            if let list = elements(of: rhs) { return list.contains { KeyValueComparable.order(lhs, $0) == 0 } }
            guard let text = rhs as? String, let part = lhs as? String else { return false }
            return text.contains(part)
        case .between:
            guard let bounds = elements(of: rhs), bounds.count == 2 else { return false }
            return (KeyValueComparable.order(lhs, bounds[0]) ?? -1) >= 0 && (KeyValueComparable.order(lhs, bounds[1]) ?? 1) <= 0
        case .like, .matches:
            guard let text = lhs as? String, let pattern = rhs as? String else { return false }
            let regex = op == .matches ? pattern
                : NSRegularExpression.escapedPattern(for: pattern).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
            return text.range(of: "^(?:\(regex))$", options: .regularExpression) != nil
        }
    }

    // MARK: Tokens

    enum Token: Equatable { case word(String), text(String), number(Double), symbol(String), argument(Character) }

    static func tokenize(_ format: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var i = 0
        func fail(_ what: String) -> ParseError { ParseError(description: "predicate format \"\(format)\": \(what) at character \(i + 1)") }
        while i < characters.count {
            let c = characters[i]
            if c.isWhitespace { i += 1; continue }
            if c == "'" || c == "\"" {
                var j = i + 1, text = ""
                while j < characters.count, characters[j] != c {
                    if characters[j] == "\\", j + 1 < characters.count { j += 1 }
                    text.append(characters[j]); j += 1
                }
                guard j < characters.count else { throw fail("an unterminated string") }
                tokens.append(.text(text)); i = j + 1; continue
            }
            if c == "%" {
                var j = i + 1
                while j < characters.count, "l".contains(characters[j]) { j += 1 }
                guard j < characters.count, "@Kdiufx".contains(characters[j]) else { throw fail("an unsupported argument (use %@, %K, %d, %i, %ld or %f)") }
                tokens.append(.argument(characters[j])); i = j + 1; continue
            }
            if c.isNumber || (c == "-" && i + 1 < characters.count && characters[i + 1].isNumber) {
                var j = i + 1
                while j < characters.count, characters[j].isNumber || characters[j] == "." { j += 1 }
                tokens.append(.number(Double(String(characters[i..<j])) ?? 0)); i = j; continue
            }
            if c.isLetter || c == "_" || c == "@" || c == "$" {
                var j = i + 1
                while j < characters.count, characters[j].isLetter || characters[j].isNumber || "_.@".contains(characters[j]) { j += 1 }
                tokens.append(.word(String(characters[i..<j]))); i = j; continue
            }
            let two = i + 1 < characters.count ? String(characters[i...i + 1]) : ""
            if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) { tokens.append(.symbol(two)); i += 2; continue }
            if "=<>!(){},[]".contains(c) { tokens.append(.symbol(String(c))); i += 1; continue }
            throw fail("an unexpected '\(c)'")
        }
        return tokens
    }

    struct Parser {
        var tokens: [Token]
        var arguments: [Any?]
        var format: String
        var index = 0
        var argumentIndex = 0

        func error(_ expected: String) -> ParseError {
            let found = index < tokens.count ? "\(tokens[index])" : "the end"
            return ParseError(description: "predicate format \"\(format)\": expected \(expected), found \(found)")
        }

        var peek: Token? { index < tokens.count ? tokens[index] : nil }

        mutating func keyword(_ names: String...) -> Bool {
            if case .word(let word)? = peek, names.contains(word.uppercased()) { index += 1; return true }
            if case .symbol(let symbol)? = peek, names.contains(symbol) { index += 1; return true }
            return false
        }

        mutating func parseOr() throws -> PredicateFormat {
            var result = try parseAnd()
            while keyword("OR", "||") { result = .or(result, try parseAnd()) }
            return result
        }

        mutating func parseAnd() throws -> PredicateFormat {
            var result = try parseNot()
            while keyword("AND", "&&") { result = .and(result, try parseNot()) }
            return result
        }

        mutating func parseNot() throws -> PredicateFormat {
            if keyword("NOT", "!") { return .not(try parseNot()) }
            if keyword("(") {
                let inner = try parseOr()
                guard keyword(")") else { throw error("')'") }
                return inner
            }
            if keyword("TRUEPREDICATE") { return .constant(true) }
            if keyword("FALSEPREDICATE") { return .constant(false) }
            return try parseComparison()
        }

        mutating func parseComparison() throws -> PredicateFormat {
            var quantifier: Quantifier?
            if keyword("ANY", "SOME") { quantifier = .any } else if keyword("ALL") { quantifier = .all } else if keyword("NONE") { quantifier = .none }
            let lhs = try parseExpression()
            let negated = keyword("NOT")
            let op: Operator
            switch peek {
            case .symbol("==")?, .symbol("=")?: op = .equal
            case .symbol("!=")?, .symbol("<>")?: op = .notEqual
            case .symbol("<")?: op = .less
            case .symbol("<=")?, .symbol("=<")?: op = .lessOrEqual
            case .symbol(">")?: op = .greater
            case .symbol(">=")?, .symbol("=>")?: op = .greaterOrEqual
            case .word(let word)?:
                switch word.uppercased() {
                case "CONTAINS": op = .contains
                case "BEGINSWITH": op = .beginsWith
                case "ENDSWITH": op = .endsWith
                case "LIKE": op = .like
                case "MATCHES": op = .matches
                case "IN": op = .isIn
                case "BETWEEN": op = .between
                default: throw error("a comparison operator (==, !=, <, >, CONTAINS, IN, …)")
                }
            default: throw error("a comparison operator (==, !=, <, >, CONTAINS, IN, …)")
            }
            index += 1
            var options = Set<Character>()
            if keyword("[") {
                guard case .word(let letters)? = peek else { throw error("c, d or cd") }
                options = Set(letters.lowercased()); index += 1
                guard keyword("]") else { throw error("']'") }
            }
            let rhs = try parseExpression()
            let comparison = PredicateFormat.comparison(lhs, op, rhs, options: options, quantifier: quantifier)
            return negated ? .not(comparison) : comparison
        }

        mutating func nextArgument() throws -> Any? {
            guard argumentIndex < arguments.count else { throw error("an argument for each % in the format (too few given)") }
            defer { argumentIndex += 1 }
            return arguments[argumentIndex]
        }

        mutating func parseExpression() throws -> Expression {
            guard let token = peek else { throw error("a key or a value") }
            index += 1
            switch token {
            case .text(let text): return .value(text)
            case .number(let number): return .value(number)
            case .argument("K"):
                guard let key = try nextArgument() as? String else { throw error("a key name given for %K") }
                return .keyPath(key)
            case .argument: return .value(try nextArgument())
            case .symbol("{"):
                var list: [Any?] = []
                while !keyword("}") {
                    if case .value(let value) = try parseExpression() { list.append(value) }
                    _ = keyword(",")
                }
                return .value(list as [Any])
            case .word(let word):
                switch word.uppercased() {
                case "TRUE", "YES": return .value(true)
                case "FALSE", "NO": return .value(false)
                case "NIL", "NULL": return .value(nil)
                default: return .keyPath(word)
                }
            default:
                index -= 1
                throw error("a key or a value")
            }
        }
    }
}

extension NSPredicate {
    /// A predicate from a format string, as Core Data's (see ``PredicateFormat`` for what is supported).
    /// A format that cannot be parsed is reported on standard error and matches nothing.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args.map { $0 as Any })
    }

    /// A predicate from a format string with arguments of any type (`date as NSDate`, `NSNumber`).
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and its arguments.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat
        do {
            parsed = try PredicateFormat.parse(predicateFormat, arguments: (arguments ?? []).map(Self.unbridged))
        } catch {
            FixtureWarnings.report("\(error); the predicate matches nothing")
            parsed = .constant(false)
        }
        self.init { object, _ in parsed.evaluate(with: object) }
    }

    /// Foundation's reference types as the Swift values the comparisons read.
    static func unbridged(_ value: Any) -> Any? {
        switch value {
        case let date as NSDate: return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let number as NSNumber: return number.doubleValue
        case let text as NSString: return String(describing: text)
        case let uuid as NSUUID: return uuid.uuidString
        case let uuid as UUID: return uuid.uuidString
        case let object as KeyValueCodingObject: return object
        default: return value
        }
    }
}
