import Foundation
import Testing
import WidgetryGraphics
import WidgetryReference
@testable import WidgetryUI

private struct AccentKey: EnvironmentKey { static let defaultValue = "default" }
extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct SchemeLabel: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.accentName) var accentName
    var body: some View {
        Text("\(colorScheme == .dark ? "dark" : "light")-\(accentName)")
    }
}

private struct FamilySwitch: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View {
        switch size {
        case .large: Text("L")
        default: if size.isAccessibilitySize { Text("AX") } else { Text("other") }
        }
    }
}

@Suite struct EnvironmentTests {
    @Test("@Environment reads the value in force where body is evaluated, including user keys")
    func environmentProperties() {
        let result = layout(VStack {
            SchemeLabel()
            SchemeLabel().environment(\.accentName, "custom").environment(\.colorScheme, .dark)
        })
        #expect(result.texts.map(\.text.string) == ["light-default", "dark-custom"])
    }

    @Test("switch and if/else in a body pick the branch for the environment")
    func conditionalBodies() {
        #expect(layout(FamilySwitch()) { $0.dynamicTypeSize = .large }.texts[0].text.string == "L")
        #expect(layout(FamilySwitch()) { $0.dynamicTypeSize = .accessibility2 }.texts[0].text.string == "AX")
        #expect(layout(FamilySwitch()) { $0.dynamicTypeSize = .small }.texts[0].text.string == "other")
    }

    @Test("dynamicTypeSize(range) clamps the user's size")
    func dynamicTypeClamp() {
        let result = layout(Text("x").dynamicTypeSize(...DynamicTypeSize.xxxLarge)) { $0.dynamicTypeSize = .accessibility5 }
        // body at xxxLarge is 23 pt (Reference/dynamic-type.json), not AX5's 53.
        #expect(result.texts[0].text.text.runs[0].font.size == 23)
    }

    @Test("Semantic colours resolve by colour scheme to Apple's values")
    func semanticColours() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.primary.resolve(in: EnvironmentValues()) == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(Color.primary.resolve(in: dark) == RGBAColor(red: 1, green: 1, blue: 1))
        // HIG, Color › System colors (iOS 26, the default design): blue is R-0,G-136,B-255 in light and R-0,G-145,B-255 in dark.
        #expect(Color.blue.resolve(in: dark) == RGBAColor(red: 0, green: 145 / 255, blue: 1))
        #expect(Color.secondary.resolve(in: EnvironmentValues()).alpha == 0.6)
    }

    @Test("ForEach over ranges, Identifiable data and key paths builds one view per element")
    func forEach() {
        struct Item: Identifiable { let id: Int; let name: String }
        let result = layout(VStack {
            ForEach(0..<3) { Text("r\($0)") }
            ForEach([Item(id: 1, name: "a"), Item(id: 2, name: "b")]) { Text($0.name) }
            ForEach(["x", "y"], id: \.self) { Text($0) }
        })
        #expect(result.texts.map(\.text.string) == ["r0", "r1", "r2", "a", "b", "x", "y"])
    }

    @Test("Group passes modifiers to each child; if-let builds optional content")
    func groupAndOptional() {
        let name: String? = "present"
        let missing: String? = nil
        let result = layout(VStack {
            Group { Text("a"); Text("b") }.padding(4)
            if let name { Text(name) }
            if let missing { Text(missing) }
        })
        #expect(result.texts.map(\.text.string) == ["a", "b", "present"])
        #expect(result.allElements.filter { $0.kind == .padding }.count == 2)
    }

    @Test("widgetURL applies to the whole widget and Link records its own URL")
    func links() {
        let result = layout(VStack {
            Link(destination: URL(string: "app://one")!) { Text("One") }
            Text("Two")
        }.widgetURL(URL(string: "app://widget")))
        #expect(result.widgetURL == URL(string: "app://widget"))
        #expect(result.element(pathEndingWith: "Text(\"One\")")?.linkURL == URL(string: "app://one"))
        #expect(result.element(pathEndingWith: "Text(\"Two\")")?.linkURL == nil)
    }
}

/// A key whose value is optional with a non-nil default, as `legibilityWeight` (`LegibilityWeight?`, `.regular`).
private struct OptionalDefaultKey: EnvironmentKey { static let defaultValue: Int? = 7 }

@Suite struct OptionalEnvironmentValueTests {
    @Test("An unset key with an optional value reads its default; one set to nil reads nil")
    func optionalDefaults() {
        var environment = EnvironmentValues()
        #expect(environment[OptionalDefaultKey.self] == 7)
        #expect(environment.legibilityWeight == .regular)
        environment[OptionalDefaultKey.self] = nil
        #expect(environment[OptionalDefaultKey.self] == nil)
        environment[OptionalDefaultKey.self] = 3
        #expect(environment[OptionalDefaultKey.self] == 3)
    }

    @Test("A size class set to nil stays nil; unset, the device decides")
    func sizeClassOverrides() {
        var environment = EnvironmentValues()
        environment.deviceProfile = DeviceCatalog.defaultDevice
        #expect(environment.horizontalSizeClass == .compact)
        environment.horizontalSizeClass = nil
        #expect(environment.horizontalSizeClass == nil)
        environment.horizontalSizeClass = .regular
        #expect(environment.horizontalSizeClass == .regular)
    }
}
