import Foundation
import Testing
import WidgetryLocalization

/// Xcode-style pseudo-languages: text changes, format specifiers survive.
@Suite struct PseudoLocaleTests {
    private let format = "Water %@ in %1$d days, %.1f%% done, %#@plants@"
    private let specifiers = ["%@", "%1$d", "%.1f", "%%", "%#@plants@"]

    /// The text with the specifiers taken out.
    private func visible(_ text: String) -> String {
        specifiers.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
    }

    @Test func everyTransformationKeepsTheFormatSpecifiers() {
        for pseudo in PseudoLocale.allCases {
            let transformed = pseudo.transform(format)
            for specifier in specifiers {
                #expect(transformed.contains(specifier), "\(pseudo) lost \(specifier): \(transformed)")
            }
        }
    }

    @Test func doubleLengthAtLeastDoublesTheVisibleText() {
        let transformed = PseudoLocale.doubleLength.transform(format)
        #expect(visible(transformed).count >= 2 * visible(format).count)
        #expect(PseudoLocale.doubleLength.transform("Hi %@") == "HHii  %@")
        // Line breaks are not doubled, so the text keeps its lines.
        #expect(PseudoLocale.doubleLength.transform("a\nb") == "aa\nbb")
    }

    @Test func accentedReplacesLettersAndGrowsByAboutAThird() {
        let transformed = PseudoLocale.accented.transform("Hello")
        // 5 letters → 2 more (30% rounded up), taken from the accented text itself.
        #expect(transformed == "ĤéļļöĤé")
        let sentence = PseudoLocale.accented.transform(format)
        #expect(!visible(sentence).contains { $0.isASCII && $0.isLetter })
        // The text between the specifiers has 15 letters ("Water", "in", "days", "done") → 5 more (4.5 rounded up).
        let letters = visible(format).filter(\.isLetter).count
        #expect(letters == 15)
        #expect(visible(sentence).filter(\.isLetter).count == 15 + 5)
    }

    @Test func boundedAndRightToLeftWrapTheWholeString() {
        #expect(PseudoLocale.bounded.transform("Water %@") == "[# Water %@ #]")
        let rtl = PseudoLocale.rightToLeft.transform("Water %@")
        #expect(rtl.unicodeScalars.first == "\u{202E}")
        #expect(rtl.unicodeScalars.last == "\u{202C}")
        #expect(PseudoLocale.rightToLeft.isRightToLeft)
        #expect(!PseudoLocale.bounded.isRightToLeft)
        #expect(PseudoLocale.longest.transform("Water") == "Water")
    }

    @Test func aTransformedValueStillFormatsWithTheSameArguments() throws {
        let plants = Substitution(argumentNumber: 1, formatSpecifier: "lld",
                                  variation: .plural([.one: .string("%arg plant"), .other: .string("%arg plants")]))
        let value = LocalizedString(variation: .string("%#@plants@ to water"), substitutions: ["plants": plants])
        // The number is an argument, not text: it is not doubled; the space after `%arg` is.
        #expect(try PseudoLocale.doubleLength.transform(value).formatted([3], language: "en") == "3  ppllaannttss  ttoo  wwaatteerr")
        #expect(try PseudoLocale.bounded.transform(value).formatted([1], language: "en") == "[# 1 plant to water #]")
    }

    @Test func theCommandLineSpellings() {
        #expect(PseudoLocale(argument: "double-length") == .doubleLength)
        #expect(PseudoLocale(argument: "accented") == .accented)
        #expect(PseudoLocale(argument: "bounded") == .bounded)
        #expect(PseudoLocale(argument: "rtl") == .rightToLeft)
        #expect(PseudoLocale(argument: "RTL") == .rightToLeft)
        #expect(PseudoLocale(argument: "longest") == .longest)
        #expect(PseudoLocale(argument: "double") == nil)
        #expect(PseudoLocale.allCases.map(\.argument) == ["double-length", "accented", "bounded", "rtl", "longest"])
    }
}
