import Foundation
import Testing
import WidgetryLocalization

/// printf-style formatting as `String(format:locale:)` does it, plus `%#@name@` variables.
@Suite struct StringFormatterTests {
    private func format(_ format: String, _ arguments: [FormatArgument], locale: String? = nil) throws -> String {
        try StringFormatter.format(format, arguments: arguments, locale: locale.map(Locale.init(identifier:)))
    }

    @Test func theCommonSpecifiersWithoutALocaleArePlain() throws {
        #expect(try format("%@ has %d plants", ["Mia", 3]) == "Mia has 3 plants")
        #expect(try format("%ld %lld %u %i", [12, 1234, .uint(7), -4]) == "12 1234 7 -4")
        #expect(try format("%f|%.1f|%5.2f|%e", [2.5, 2.25, 3.14159, 1234.5]) == "2.500000|2.2| 3.14|1.234500e+03")
        #expect(try format("100%% of %@", ["Mia"]) == "100% of Mia")
        #expect(try format("%x %X %o %05d", [255, 255, 8, 42]) == "ff FF 10 00042")
        #expect(try format("[%-5@][%5@]", ["ab", "cd"]) == "[ab   ][   cd]")
    }

    @Test func positionalArgumentsReorderAndRepeat() throws {
        #expect(try format("%2$@, %1$@", ["first", "second"]) == "second, first")
        #expect(try format("%1$@ and %1$@ again, %2$d", ["echo", 2]) == "echo and echo again, 2")
    }

    @Test func aLocaleWritesNumbersAsFoundationDoes() throws {
        // Foundation's String(format:locale:) — here as on Darwin — groups integers and uses the locale's
        // decimal separator: German groups with "." and separates decimals with ",".
        #expect(try format("%d / %.1f", [1234, 3.25], locale: "de") == "1.234 / 3,2")
        #expect(try format("%lld", [1_234_567], locale: "en") == "1,234,567")
        #expect(try format("%.2f", [0.5], locale: "fr") == "0,50")
        // Egyptian Arabic writes Arabic-Indic digits.
        #expect(try format("%d", [12], locale: "ar-EG") == "١٢")
        // No locale: POSIX digits, no grouping.
        #expect(try format("%d", [1234]) == "1234")
    }

    @Test func textArgumentsReadAsNumbersWhereANumberIsNeeded() throws {
        #expect(try format("%d items", ["42"]) == "42 items")
        #expect(try format("%@ items", [42]) == "42 items")
    }

    @Test func missingArgumentsAndUndefinedVariablesAreErrors() throws {
        let missing = try #require(throws: LocalizationError.self) { try format("%@ of %@", ["one"]) }
        #expect(missing.kind == .invalidFormat)
        #expect(missing.message == "\"%@ of %@\" needs argument 2 but 1 was given")
        let text = try #require(throws: LocalizationError.self) { try format("%d", ["many"]) }
        #expect(text.message.contains("is not a number"))
        let variable = try #require(throws: LocalizationError.self) { try format("%#@files@", [3]) }
        #expect(variable.message.contains("no definition"))
    }

    @Test func aPercentThatStartsNoSpecifierStaysText() throws {
        #expect(try format("Done: 50%!", []) == "Done: 50%!")
        // As in printf, "% s" *is* a specifier (the space flag, then s), so "100% sure" wants an argument.
        #expect(try format("100% sure", ["!"]) == "100!ure")
    }

    @Test func variablesCountTheirOwnArgumentAndLaterSpecifiersContinueAfterIt() throws {
        let files = Substitution(formatSpecifier: "d", variation: .plural([.one: .string("%d file"), .other: .string("%d files")]))
        let substitutions = ["files": files]
        #expect(try StringFormatter.format("%#@files@ in %@", arguments: [1, "Inbox"], substitutions: substitutions) == "1 file in Inbox")
        #expect(try StringFormatter.format("%@: %#@files@", arguments: ["Inbox", 4], substitutions: substitutions) == "Inbox: 4 files")
        // A form without its number still uses up the variable's argument.
        let none = Substitution(formatSpecifier: "d", variation: .plural([.zero: .string("no files"), .other: .string("%d files")]))
        #expect(try StringFormatter.format("%#@files@ in %@", arguments: [0, "Inbox"], substitutions: ["files": none]) == "no files in Inbox")
    }

    @Test func catalogSubstitutionsWriteTheirNumberWithTheirFormatSpecifier() throws {
        let distance = Substitution(argumentNumber: 1, formatSpecifier: ".1f",
                                    variation: .plural([.one: .string("%arg mile"), .other: .string("%arg miles")]))
        // 1.5 has a visible fraction digit, so English says "miles"; 1.0 is the integer 1 → "mile".
        #expect(try StringFormatter.format("%#@d@ away", arguments: [1.5], language: "en", substitutions: ["d": distance]) == "1.5 miles away")
        #expect(try StringFormatter.format("%#@d@ away", arguments: [1.0], language: "en", substitutions: ["d": distance]) == "1.0 mile away")
        // French: i = 0,1 → one, so 1.5 is singular.
        let french = Substitution(argumentNumber: 1, formatSpecifier: ".1f",
                                  variation: .plural([.one: .string("%arg kilomètre"), .other: .string("%arg kilomètres")]))
        #expect(try StringFormatter.format("%#@d@", arguments: [1.5], locale: Locale(identifier: "fr"), substitutions: ["d": french]) == "1,5 kilomètre")
    }
}
