import Foundation
import Testing
@testable import WidgetryLocalization

/// Inputs the libFuzzer targets (scripts/fuzz.sh) found, each reduced and kept as a test.
@Suite struct LocalizationFuzzRegressionTests {
    @Test("a field width past Int32 in a translation is a format error, not a trap in Foundation")
    func hugeFieldWidth() throws {
        // fuzz-strings' crash: a value with `%555…5d`; Foundation's String(format:) stopped the process
        // ("Overflow occurred").
        let width = String(repeating: "5", count: 40)
        for format in ["Items: %\(width)d", "%1$.\(width)f", "%\(width)@"] {
            #expect(throws: LocalizationError.self) { try StringFormatter.format(format, arguments: [.int(3)]) }
        }
        // Widths up to the limit are still formatted as Foundation does.
        #expect(try StringFormatter.format("[%5d]", arguments: [.int(42)]) == "[   42]")
        #expect(try StringFormatter.format("[%-4@]", arguments: [.string("ab")]) == "[ab  ]")
        #expect(try StringFormatter.format("%.\(StringFormatter.maximumFieldLength)f", arguments: [.double(1)]).count
                == StringFormatter.maximumFieldLength + 2)
    }

    @Test("the fuzzer's .strings file reads, and its huge-width value resolves to the key's fallback")
    func fuzzedStringsFile() throws {
        let data = Data("\"Today\" = \"Today\";\n\"Count\" = \"%\(String(repeating: "5", count: 40))d items\";\n".utf8)
        let file = try StringsFile(data: data)
        var table = StringTable(name: "Localizable")
        table.add(file, language: "en")
        let bundle = LocalizationBundle(tables: [table], developmentLanguage: "en")
        let resolved = StringLocalization(bundle: bundle, readerLocale: "en").resolve(key: "Count", table: "Localizable", arguments: [.int(3)],
                                                                                    fallback: [.string("Count")])
        #expect(!resolved.text.isEmpty)
    }
}
