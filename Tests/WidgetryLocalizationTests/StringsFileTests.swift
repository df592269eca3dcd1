import Foundation
import Testing
import WidgetryLocalization

/// Legacy `Localizable.strings` files, read with Foundation's old-style property-list parser.
@Suite struct StringsFileTests {
    @Test func readsCommentsEscapesAndUnquotedKeys() throws {
        let file = try StringsFile(contentsOf: Fixtures.url("Legacy/en.lproj/Localizable.strings"))
        #expect(file.strings["Today"] == "Today")
        #expect(file.strings["greeting"] == "Hello, %@!")
        #expect(file.strings["quote"] == "She said \"water me\"\tthen\nleft \\ café")
        #expect(file.strings.count == 5)
    }

    @Test func readsUTF16WithAByteOrderMark() throws {
        let url = try Fixtures.url("Legacy/de.lproj/Localizable.strings")
        #expect(try Data(contentsOf: url).prefix(2) == Data([0xFF, 0xFE]))
        let file = try StringsFile(contentsOf: url)
        #expect(file.strings["Today"] == "Heute")
        #expect(file.strings["quote"] == "Sie sagte \"gieß mich\"")
    }

    @Test func aKeyAloneMapsToItselfAndAnEmptyFileIsAnEmptyTable() throws {
        #expect(try StringsFile(data: Data("\"OK\";\n".utf8)).strings == ["OK": "OK"])
        #expect(try StringsFile(data: Data()).strings.isEmpty)
        #expect(try StringsFile(data: Data("// nothing yet\n".utf8)).strings.isEmpty)
    }

    @Test func aMissingSemicolonIsReportedAtTheEntryThatLacksIt() throws {
        let url = try Fixtures.url("Broken/de.lproj/Localizable.strings")
        let error = try #require(throws: LocalizationError.self) { try StringsFile(contentsOf: url) }
        // Line 3 is `"Settings" = "Einstellungen"` without `;` (Foundation's parser only notices at line 5);
        // the `;` belongs after the closing quote, column 29.
        #expect(error.kind == .malformed)
        #expect(error.line == 3)
        #expect(error.column == 29)
        #expect(error.description == url.path + ":3:29: missing ';' after the value")
    }

    @Test func anUnterminatedStringIsReportedWhereItStarts() throws {
        let url = try Fixtures.url("Broken/en.lproj/Localizable.strings")
        let error = try #require(throws: LocalizationError.self) { try StringsFile(contentsOf: url) }
        // Line 4 opens "Refresh; at column 13 and never closes it.
        #expect(error.line == 4)
        #expect(error.column == 13)
        #expect(error.description.hasSuffix("en.lproj/Localizable.strings:4:13: unterminated quoted string"))
    }

    @Test func otherSyntaxErrorsAreLocatedToo() throws {
        let url = URL(fileURLWithPath: "/p/de.lproj/Localizable.strings")
        func problem(_ text: String) throws -> LocalizationError {
            try #require(throws: LocalizationError.self) { try StringsFile(data: Data(text.utf8), url: url) }
        }
        // A key followed by neither `=` nor `;` (line 2, after `"b"` and a space).
        #expect(try problem("\"a\" = \"x\";\n\"b\" \"y\";\n").description == "/p/de.lproj/Localizable.strings:2:5: expected '=' or ';' after the key")
        // A stray character where a key should start: Foundation returns the entries before it and drops the
        // rest without a word, so this is an error too.
        #expect(try problem("/* c */\n\"a\" = \"x\";\n= \"y\";\n").description == "/p/de.lproj/Localizable.strings:3:1: unexpected character '=' where a key should be")
    }

    @Test func aValueThatIsNotAStringNamesItsKey() throws {
        let error = try #require(throws: LocalizationError.self) {
            try StringsFile(data: Data("\"list\" = (\"a\", \"b\");".utf8), url: URL(fileURLWithPath: "/p/fr.lproj/Localizable.strings"))
        }
        #expect(error.key == "list")
        #expect(error.language == "fr")
    }
}
