import Foundation
import Synchronization

/// Formats a localized format string with its arguments as iOS does: printf-style specifiers (`%@ %d %ld
/// %lld %u %f %.1f %1$@ %2$d %%`), and `%#@name@` variables whose plural form is chosen by CLDR's rules for
/// the string's language.
///
/// Each number goes through Foundation's `String(format:locale:)` on its own, so digits, separators and
/// grouping are exactly what Foundation gives for the locale. With a locale, that includes grouping for
/// integers (`%d` with 1234 in `de` → `1.234`), as `String(localized:)` and `Text` show on iOS; without one
/// (nil), numbers are plain (`1234`, `3.5`).
public enum StringFormatter {
    /// The widest field width or precision formatted: 4,096 columns, far past any widget's width in characters.
    static let maximumFieldLength = 4_096

    /// `format` with `arguments` put in place.
    ///
    /// - Parameters:
    ///   - locale: how numbers are written; nil for plain POSIX digits.
    ///   - language: whose plural rules choose forms (the language the text is written in); defaults to
    ///     the locale's, then English.
    ///   - substitutions: the `%#@name@` variables by name.
    ///   - deviceIdiom: which `device` form of a variable to take.
    /// - Throws: `LocalizationError` of kind `.invalidFormat` when an argument is missing or not a number
    ///   where one is needed, or a variable has no definition.
    public static func format(_ format: String, arguments: [FormatArgument], locale: Locale? = nil, language: String? = nil,
                              substitutions: [String: Substitution] = [:], deviceIdiom: DeviceIdiom? = nil) throws -> String {
        let rules = PluralRules(language: language ?? locale?.identifier ?? "en")
        let renderer = Renderer(format: format, arguments: arguments, locale: locale, rules: rules,
                                substitutions: substitutions, deviceIdiom: deviceIdiom)
        return try renderer.render(format, start: 1, placeholder: nil, depth: 0).text
    }

    /// The argument position the first conversion in `format` uses (its `n$`, else 1): the number a
    /// top-level plural variation counts.
    static func firstArgumentPosition(in format: String) -> Int {
        for case .specifier(let specifier, _) in FormatToken.tokenize(format) { return specifier.position ?? 1 }
        return 1
    }

    /// The string of `variation` for a device and (lazily, only when a plural is met) a number.
    static func select(_ variation: StringVariation, deviceIdiom: DeviceIdiom?, rules: PluralRules,
                       number: () throws -> Double) throws -> String {
        var current = variation
        while true {
            switch current {
            case .unit(let unit):
                return unit.value
            case .device:
                guard let form = current.form(for: deviceIdiom) else { throw LocalizationError(.invalidFormat, "a device variation has no forms") }
                current = form
            case .plural:
                guard let form = current.form(for: try number(), rules: rules) else {
                    throw LocalizationError(.invalidFormat, "a plural variation has no forms")
                }
                current = form
            }
        }
    }
}

/// One formatting run: walks the format and the variables' forms, numbering every conversion.
private struct Renderer {
    let format: String
    let arguments: [FormatArgument]
    let locale: Locale?
    let rules: PluralRules
    let substitutions: [String: Substitution]
    let deviceIdiom: DeviceIdiom?

    /// Variables may nest (a form naming another variable); this bounds a cycle.
    private static let maximumDepth = 8

    /// `text` rendered, with conversions that have no `n$` taking arguments from `start` on. Returns how
    /// many such arguments were taken, so the caller's later conversions continue after them.
    func render(_ text: String, start: Int, placeholder: (position: Int, specifier: String)?, depth: Int) throws -> (text: String, consumed: Int) {
        var output = ""
        var next = start
        for token in FormatToken.tokenize(text, recognizingArg: placeholder != nil) {
            switch token {
            case .literal(let literal):
                output += literal
            case .percent:
                output += "%"
            case .argPlaceholder:
                // `%arg` in a catalog substitution: the variable's own number, written as `formatSpecifier` says.
                guard let placeholder else { output += "%arg"; continue }
                guard case .specifier(let specifier, _)? = FormatToken.tokenize("%" + placeholder.specifier).first else {
                    throw error("the substitution's formatSpecifier \"\(placeholder.specifier)\" is not a format specifier")
                }
                output += try render(specifier, position: placeholder.position)
            case .specifier(let specifier, _):
                if let name = specifier.variable {
                    guard let substitution = substitutions[name] else {
                        throw error("%#@\(name)@ has no definition (no substitution or .stringsdict variable named \"\(name)\")")
                    }
                    guard depth < Self.maximumDepth else { throw error("variables nest more than \(Self.maximumDepth) deep (a cycle?)") }
                    let position = specifier.position ?? substitution.argumentNumber ?? next
                    let form = try StringFormatter.select(substitution.variation, deviceIdiom: deviceIdiom, rules: rules) {
                        let value = try argument(position)
                        guard let number = value.number else {
                            throw error("argument \(position) (\"\(value)\") counts %#@\(name)@ but is not a number")
                        }
                        return number
                    }
                    // A form's own conversions (`%d file`) refer to the variable's argument first, as in
                    // `.stringsdict` files; the variable takes at least that one argument.
                    let rendered = try render(form, start: position, placeholder: (position, substitution.formatSpecifier), depth: depth + 1)
                    output += rendered.text
                    if specifier.position == nil { next += max(1, rendered.consumed) }
                } else {
                    let position = specifier.position ?? next
                    if specifier.position == nil { next += 1 }
                    output += try render(specifier, position: position)
                }
            }
        }
        return (output, next - start)
    }

    /// One conversion with its argument, through Foundation for numbers.
    private func render(_ specifier: FormatSpecifier, position: Int) throws -> String {
        let argument = try argument(position)
        // Foundation's formatter traps ("Overflow occurred") on a width or precision past Int32; no text a
        // widget shows needs more than a few hundred columns of padding (found by fuzzing `.strings` files).
        for (label, digits) in [("width", specifier.width), ("precision", String((specifier.precision ?? "").dropFirst()))] where !digits.isEmpty {
            guard let value = Int(digits), value <= StringFormatter.maximumFieldLength else {
                throw error("asks for a \(label) of \(digits) in %\(specifier.conversion); at most \(StringFormatter.maximumFieldLength) is formatted")
            }
        }
        let head = "%" + specifier.flags + specifier.width + (specifier.precision ?? "")
        switch specifier.conversion {
        case "@", "s", "S":
            // A self-formatting value is written for the locale the text is shown in.
            return padded(argument.text(for: locale), to: specifier)
        case "c", "C":
            guard let code = argument.integer, let scalar = UInt32(exactly: code).flatMap(Unicode.Scalar.init) else {
                return padded(argument.description, to: specifier)
            }
            return padded(String(Character(scalar)), to: specifier)
        case "d", "i", "D":
            guard var value = argument.integer else { throw notANumber(argument, position, specifier) }
            // Explicit short lengths truncate as C does; a plain `%d` keeps the full value (Swift passes Int
            // as 64 bits, and Xcode extracts `%lld` for interpolated Ints anyway).
            if specifier.length == "hh" { value = Int64(Int8(truncatingIfNeeded: value)) }
            if specifier.length == "h" { value = Int64(Int16(truncatingIfNeeded: value)) }
            // Below 1000 a plain conversion has no grouping or sign to place: in a locale with Western digits
            // it is the number's digits, without the cost of a Foundation format call (most counts in widget
            // text are small).
            if head == "%", (0..<1000).contains(value), Self.writesWesternDigits(locale) { return String(value) }
            return String(format: head + "lld", locale: locale, value)
        case "u", "o", "x", "X", "U", "O", "p":
            guard let value = argument.integer else { throw notANumber(argument, position, specifier) }
            let conversion = switch specifier.conversion {
            case "p": "#llx"
            case "U": "llu"
            case "O": "llo"
            default: "ll" + String(specifier.conversion)
            }
            return String(format: head + conversion, locale: locale, UInt64(bitPattern: value))
        default:
            // f F e E g G a A; `L` (long double) is not passable from Swift, so every float is a Double.
            guard let value = argument.number else { throw notANumber(argument, position, specifier) }
            return String(format: head + String(specifier.conversion), locale: locale, value)
        }
    }

    /// Whether `locale` writes numbers with the digits 0–9 (its numbering system is `latn`; nil writes POSIX
    /// digits). Arabic in Egypt (`arab`) and Persian (`arabext`) do not. Asked of ICU once per locale.
    private static func writesWesternDigits(_ locale: Locale?) -> Bool {
        guard let locale else { return true }
        if let known = westernDigits.withLock({ $0[locale.identifier] }) { return known }
        let answer = locale.numberingSystem.identifier == "latn"
        westernDigits.withLock { $0[locale.identifier] = answer }
        return answer
    }

    private static let westernDigits = Mutex<[String: Bool]>([:])

    /// Text padded to the specifier's width, on the left unless the `-` flag asks for the right.
    private func padded(_ text: String, to specifier: FormatSpecifier) -> String {
        guard let width = Int(specifier.width), width > text.count else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return specifier.flags.contains("-") ? text + padding : padding + text
    }

    private func argument(_ position: Int) throws -> FormatArgument {
        guard position >= 1, position <= arguments.count else {
            throw error("needs argument \(position) but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given")
        }
        return arguments[position - 1]
    }

    private func notANumber(_ argument: FormatArgument, _ position: Int, _ specifier: FormatSpecifier) -> LocalizationError {
        error("argument \(position) (\"\(argument)\") is not a number, but %\(specifier.conversion) needs one")
    }

    private func error(_ message: String) -> LocalizationError {
        LocalizationError(.invalidFormat, "\"\(format)\" \(message)")
    }
}
