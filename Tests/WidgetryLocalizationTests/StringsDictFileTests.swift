import Foundation
import Testing
import WidgetryLocalization

/// Legacy `.stringsdict` plural tables.
@Suite struct StringsDictFileTests {
    private func formatted(_ path: String, _ key: String, _ arguments: [FormatArgument], language: String,
                           device: DeviceIdiom? = nil) throws -> String {
        let file = try StringsDictFile(contentsOf: Fixtures.url(path))
        let value = try #require(file.strings[key])
        return try value.formatted(arguments, locale: Locale(identifier: language), language: language, deviceIdiom: device)
    }

    @Test func choosesPluralFormsAndTheZeroFormWhenGiven() throws {
        let english = "Legacy/en.lproj/Localizable.stringsdict"
        #expect(try formatted(english, "%d plants", [1], language: "en") == "1 plant")
        #expect(try formatted(english, "%d plants", [2], language: "en") == "2 plants")
        // English's CLDR rules have no `zero`, but a `.stringsdict` `zero` form is used for 0 anyway, as on iOS.
        #expect(try formatted(english, "%d plants", [0], language: "en") == "No plants")
        let german = "Legacy/de.lproj/Localizable.stringsdict"
        #expect(try formatted(german, "%d plants", [1], language: "de") == "1 Pflanze")
        // No `zero` form in German: 0 is `other`.
        #expect(try formatted(german, "%d plants", [0], language: "de") == "0 Pflanzen")
    }

    @Test func twoVariablesTakeTheArgumentsInTheirOrder() throws {
        #expect(try formatted("Legacy/en.lproj/Localizable.stringsdict", "%d plants in %d rooms", [1, 4], language: "en") == "1 plant in 4 rooms")
        #expect(try formatted("Legacy/de.lproj/Localizable.stringsdict", "%d plants in %d rooms", [5, 1], language: "de") == "5 Pflanzen in 1 Raum")
    }

    @Test func deviceSpecificRulesChooseByDevice() throws {
        let path = "Legacy/en.lproj/Localizable.stringsdict"
        #expect(try formatted(path, "Tap to water", [], language: "en", device: .mac) == "Click to water")
        #expect(try formatted(path, "Tap to water", [], language: "en", device: .iPad) == "Tap to water")
    }

    @Test func variableWidthRulesKeepTheWidestForm() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>Watering</key><dict><key>NSStringVariableWidthRuleType</key><dict>
        <key>1</key><string>Water</string><key>20</key><string>Water today</string><key>50</key><string>Water your plants today</string>
        </dict></dict></dict></plist>
        """
        let file = try StringsDictFile(data: Data(plist.utf8))
        #expect(try file.strings["Watering"]?.formatted() == "Water your plants today")
    }

    @Test func invalidXMLNamesTheFileAndLine() throws {
        let url = try Fixtures.url("Broken/en.lproj/Localizable.stringsdict")
        let error = try #require(throws: LocalizationError.self) { try StringsDictFile(contentsOf: url) }
        // Line 9 closes <string> with </strng>.
        #expect(error.kind == .malformed)
        #expect(error.line == 9)
        #expect(error.description.hasPrefix(url.path + ":9: "))
    }

    @Test func anUnknownPluralKeyNamesTheKeyAndLanguage() throws {
        let url = try Fixtures.url("Broken/de.lproj/Localizable.stringsdict")
        let error = try #require(throws: LocalizationError.self) { try StringsDictFile(contentsOf: url) }
        #expect(error.kind == .unexpectedStructure)
        #expect(error.key == "%d plants")
        #expect(error.language == "de")
        #expect(error.message.contains("unknown key \"single\""))
    }

    @Test func aVariableTheFormatUsesMustBeDefined() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>k</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        </dict></dict></plist>
        """
        let error = try #require(throws: LocalizationError.self) { try StringsDictFile(data: Data(plist.utf8)) }
        #expect(error.message.contains("%#@files@"))
    }
}
