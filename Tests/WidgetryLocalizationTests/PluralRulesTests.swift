import Testing
import WidgetryLocalization

/// CLDR cardinal rules (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html),
/// checked against the example numbers CLDR lists for each category.
@Suite struct PluralRulesTests {
    private func categories(_ language: String, _ numbers: [Int]) -> [PluralCategory] {
        let rules = PluralRules(language: language)
        return numbers.map { rules.category(for: $0) }
    }

    @Test func englishGermanDutchSwedishHaveOneForExactlyOne() {
        for language in ["en", "de", "nl", "sv"] {
            #expect(categories(language, [0, 1, 2, 21]) == [.other, .one, .other, .other], "\(language)")
            #expect(PluralRules(language: language).category(for: 1.5) == .other)
        }
    }

    @Test func frenchIsSingularForZeroAndOneAndManyForMillions() {
        #expect(categories("fr", [0, 1, 2, 1_000_000]) == [.one, .one, .other, .many])
        #expect(PluralRules(language: "fr").category(for: 1.5) == .one)
    }

    @Test func spanishItalianPortuguese() {
        #expect(categories("es", [0, 1, 2, 2_000_000]) == [.other, .one, .other, .many])
        #expect(categories("it", [0, 1, 2, 1_000_000]) == [.other, .one, .other, .many])
        // Portuguese (Brazil's, the default): i = 0..1 → one; Portugal's: i = 1 and v = 0.
        #expect(categories("pt", [0, 1, 2]) == [.one, .one, .other])
        #expect(categories("pt-BR", [0]) == [.one])
        #expect(categories("pt-PT", [0, 1]) == [.other, .one])
    }

    @Test func japaneseChineseKoreanHaveOnlyOther() {
        for language in ["ja", "zh", "zh-Hant", "ko"] {
            #expect(Set(categories(language, [0, 1, 2, 5, 11, 100])) == [.other], "\(language)")
            #expect(PluralRules(language: language).categories == [.other])
        }
    }

    @Test func russianAndUkrainianByLastDigits() {
        // one: ends in 1 but not 11; few: ends in 2–4 but not 12–14; many: the rest of the integers.
        let numbers = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111]
        let expected: [PluralCategory] = [.one, .few, .few, .many, .many, .many, .many, .one, .few, .many, .one, .many]
        #expect(categories("ru", numbers) == expected)
        #expect(categories("uk", numbers) == expected)
        #expect(PluralRules(language: "ru").category(for: 1.5) == .other)
    }

    @Test func polishCountsOneOnlyForOne() {
        // 21 is `many` in Polish (unlike Russian); 22–24 `few`; 12–14 `many`.
        #expect(categories("pl", [1, 2, 5, 12, 21, 22, 25]) == [.one, .few, .many, .many, .many, .few, .many])
        #expect(PluralRules(language: "pl").category(for: 0.5) == .other)
    }

    @Test func arabicUsesAllSixCategories() {
        // zero 0, one 1, two 2, few n % 100 = 3..10, many n % 100 = 11..99, other 100–102.
        #expect(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]) ==
            [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
        #expect(PluralRules(language: "ar").categories == PluralCategory.allCases)
    }

    @Test func hebrewAndCzech() {
        #expect(categories("he", [1, 2, 3, 10, 20]) == [.one, .two, .other, .other, .other])
        #expect(PluralRules(language: "he").category(for: 0.5) == .one)
        #expect(categories("cs", [1, 2, 4, 5]) == [.one, .few, .few, .other])
        #expect(PluralRules(language: "cs").category(for: 1.5) == .many)
    }

    @Test func anUnlistedLanguageUsesEnglishsRuleAndSaysSo() {
        let rules = PluralRules(language: "tlh")
        #expect(!rules.isKnown)
        #expect(rules.category(for: 1) == .one)
        #expect(PluralRules(language: "de-AT").isKnown)
        #expect(PluralRules(language: "de-AT").language == "de")
    }
}
