import Foundation
import Testing
@testable import WidgetryFoundation

/// Keys are formed as Xcode's string extraction forms them, and the development-language text shows the
/// arguments in place.
@Suite struct LocalizationValueTests {
    @Test func interpolationsBecomeFormatSpecifiersInTheKey() {
        let name = "Ana", count = 3, distance = 2.5
        let value: String.LocalizationValue = "\(name) walked \(count) times, \(distance) km"
        // Xcode writes %@ for strings, %lld for integers and %lf for floating point into String Catalogs.
        #expect(value.key == "%@ walked %lld times, %lf km")
        #expect(value.description == "Ana walked 3 times, 2.5 km")
    }

    @Test func aLiteralPercentSignIsEscapedInTheKeyAndShownOnce() {
        let value: String.LocalizationValue = "\(80)% charged"
        #expect(value.key == "%lld%% charged")
        #expect(value.description == "80% charged")
    }

    @Test func positionalSpecifiersTakeTheirArgument() {
        // A translation may reorder arguments with %2$@ … %1$@.
        #expect(String.LocalizationValue.substitute(["a", "b"], into: "%2$@ then %1$@") == "b then a")
    }

    @Test func stringLocalizedResolvesToTheDefaultValueWithArguments() {
        #expect(String(localized: "Hello") == "Hello")
        #expect(String(localized: "greeting.key", defaultValue: "Hi \("there")") == "Hi there")
        let resource: LocalizedStringResource = "Select \("Team")"
        #expect(resource.key == "Select %@")
        #expect(String(localized: resource) == "Select Team")
    }
}
