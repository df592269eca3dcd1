import Foundation
import Testing
@testable import WidgetryXcode

/// How Xcode evaluates settings, on layers written here directly.
@Suite struct BuildSettingsTests {
    private func settings(_ layers: [String: PlistValue]...) -> BuildSettings { BuildSettings(layers: layers) }

    @Test func inheritedReachesOneLayerDownAtEachLevel() {
        let resolved = settings(
            ["C": .string("BASE")],
            ["C": .string("PROJECT $(inherited)")],
            ["C": .array([.string("$(inherited)"), .string("TARGET")])])
        #expect(resolved.list("C") == ["PROJECT", "BASE", "TARGET"])
        // Nothing below: $(inherited) is empty, not left as text.
        #expect(settings(["C": .string("$(inherited) ONLY")]).list("C") == ["ONLY"])
        #expect(settings([:]).value("C") == nil)
    }

    @Test("Conditions OTHER_SWIFT_FLAGS defines (-DWIDGET, -D PROD) join SWIFT_ACTIVE_COMPILATION_CONDITIONS, once each")
    func otherSwiftFlagsDefineConditions() {
        // As an app's widget target sets them (held-out batch 8: "-DDEBUG -DWIDGET -DPROD"); other flags are not conditions.
        let resolved = settings(
            ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": .string("DEBUG")],
            ["OTHER_SWIFT_FLAGS": .string("$(inherited) \"-DDEBUG\" -DWIDGET -D PROD -Xfrontend -warn-long-function-bodies=100")])
        #expect(resolved.compilationConditions() == ["DEBUG", "WIDGET", "PROD"])
        #expect(settings([:]).compilationConditions().isEmpty)
    }

    @Test func otherReferencesResolveAtTheTopWithModifiersAndNesting() {
        let resolved = settings(
            ["TARGET_NAME": .string("My Widget-Extension"), "PRODUCT_NAME": .string("$(TARGET_NAME)"), "KIND": .string("NAME")],
            ["LABEL": .string("${PRODUCT_NAME:lower}"), "NESTED": .string("$(PRODUCT_$(KIND):c99extidentifier)"),
             "FALLBACK": .string("$(UNSET:default=none)"), "BUNDLE": .string("com.example.$(PRODUCT_NAME:rfc1034identifier)")])
        #expect(resolved.value("LABEL") == "my widget-extension")
        #expect(resolved.value("NESTED") == "My_Widget_Extension")
        #expect(resolved.value("FALLBACK") == "none")
        #expect(resolved.value("BUNDLE") == "com.example.My-Widget-Extension")
    }

    @Test("The deprecated bare $NAME is a reference, as Xcode's build engine reads it; $$ is a literal dollar")
    func bareReferences() {
        // A shipping app's widget target sets "$inherited XCODE16" (held-out batch 20): Xcode builds it with DEBUG and
        // XCODE16, so "$inherited" must never reach the compiler as a condition.
        let resolved = settings(
            ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": .string("DEBUG $(inherited)")],
            ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": .string("$inherited XCODE16")])
        #expect(resolved.compilationConditions() == ["DEBUG", "XCODE16"])
        #expect(settings(["NAME": .string("Widget")], ["LABEL": .string("$NAME_2 $NAME-x $$NAME $5")]).value("LABEL") == " Widget-x $NAME $5")
    }

    @Test func aCycleOfReferencesIsEmptyInsteadOfLooping() {
        #expect(settings(["A": .string("$(B) x")], ["B": .string("$(A)")]).list("A") == ["x"])
        #expect(settings(["A": .string("$(A) x")]).list("A") == ["x"])
        // The same name one layer down is not a cycle.
        #expect(settings(["A": .string("low")], ["A": .string("$(inherited) $(inherited)")]).value("A") == "low low")
    }

    @Test func listsDropQuotesAndRepeats() {
        #expect(settings(["C": .string("  DEBUG \"QUOTED\"\tDEBUG\n NEXT ")]).list("C") == ["DEBUG", "QUOTED", "NEXT"])
    }

    @Test func pathsAreRelativeToTheGivenFolderUnlessAbsolute() {
        let base = URL(fileURLWithPath: "/work/App")
        #expect(settings(["P": .string("Widget/../Widget/Info.plist")]).path("P", relativeTo: base)?.path == "/work/App/Widget/Info.plist")
        #expect(settings(["P": .string("/elsewhere/Info.plist")]).path("P", relativeTo: base)?.path == "/elsewhere/Info.plist")
        #expect(settings(["P": .string("")]).path("P", relativeTo: base) == nil)
    }

    @Test func moduleNamesAreIdentifiers() {
        #expect("My-Widget Extension".c99Identifier == "My_Widget_Extension")
        #expect("2Widgets".c99Identifier == "_2Widgets")
        #expect("Wetter_Ä".c99Identifier == "Wetter_Ä")
    }
}
