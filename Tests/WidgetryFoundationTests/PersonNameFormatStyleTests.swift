import Foundation
import Testing
import WidgetryFoundation

/// Names shown as shared model code formats them (`name.formatted(.name(style: .medium))`), which Linux's
/// Foundation cannot compile.
@Suite struct PersonNameFormatStyleTests {
    // Apple's example on `PersonNameComponents.FormatStyle.style`'s page, with its outputs for en-US.
    static let thomas = PersonNameComponents(namePrefix: "Dr.", givenName: "Thomas", middleName: "Louis", familyName: "Clark",
                                             nameSuffix: "Esq.", nickname: "Tom")
    static let english = Locale(identifier: "en_US")

    @Test func stylesAsAppleDocumentsThem() {
        let name = Self.thomas
        #expect(name.formatted(PersonNameComponents.FormatStyle(style: .long, locale: Self.english)) == "Dr. Thomas Louis Clark Esq.")
        #expect(name.formatted(.name(style: .medium).locale(Self.english)) == "Thomas Clark")
        #expect(name.formatted(.name(style: .short).locale(Self.english)) == "Tom")
        #expect(name.formatted(.name(style: .abbreviated).locale(Self.english)) == "TC")
        #expect(name.formatted(PersonNameComponents.FormatStyle(locale: Self.english)) == "Thomas Clark")
    }

    @Test func partialNamesAndFamilyFirstLocales() {
        let given = PersonNameComponents(givenName: "Ada", familyName: nil)
        #expect(given.formatted() == "Ada")
        #expect(given.formatted(.name(style: .short)) == "Ada")
        // Chinese puts the family name first, without a space between Han names (the documentation's table shows
        // 杨 and 振宁 as family and given name); a Latin name keeps its space in the same locale ("Smith Elizabeth").
        let chinese = Locale(identifier: "zh_CN")
        let yang = PersonNameComponents(givenName: "振宁", familyName: "杨")
        #expect(yang.formatted(.name(style: .medium).locale(chinese)) == "杨振宁")
        #expect(PersonNameComponents(givenName: "Elizabeth", familyName: "Smith").formatted(.name(style: .medium).locale(chinese)) == "Smith Elizabeth")
    }

    @Test func numbersAsCGFloat() {
        #expect(CGFloat(truncating: NSNumber(value: 2.5)) == 2.5)
        #expect(CGFloat(exactly: NSNumber(value: 7)) == 7)
    }
}
