import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport

import XCTest
@testable import WidgetryMacroExpansions

/// What `#Preview` and `@Entry` expand to: the record the tools find, and the environment key.
final class PreviewMacroTests: XCTestCase {
    private let macros: [String: any Macro.Type] = ["PreviewWidget": WidgetPreviewMacro.self, "PreviewView": ViewPreviewMacro.self, "Entry": EntryMacro.self]

    func testAWidgetTimelinePreviewBecomesASectionRecord() {
        assertMacroExpansion(
            """
            #PreviewWidget(as: .systemSmall) {
                StepsWidget()
            } timeline: {
                StepsEntry(steps: 1)
            }
            """,
            expandedSource: """
            #if canImport(Darwin)
            @section("__DATA_CONST,widgetry_prevs") @used
            private let __macro_local_13widgetPreviewfMu_: WidgetryMacros.__WidgetryPreviewRecord = (1, 1, { slot in
                    WidgetryMacros.__WidgetryPreviewSlot.write(WidgetryMacros.__WidgetryPreviews.widget(name: nil, family: .systemSmall, fileID: "TestModule/test.swift", line: 1, widget: {
                        StepsWidget()
                            }, timeline: {
                        StepsEntry(steps: 1)
                            }), to: slot)
                })
            #else
            @section("widgetry_previews") @used
            private let __macro_local_13widgetPreviewfMu_: WidgetryMacros.__WidgetryPreviewRecord = (1, 1, { slot in
                    WidgetryMacros.__WidgetryPreviewSlot.write(WidgetryMacros.__WidgetryPreviews.widget(name: nil, family: .systemSmall, fileID: "TestModule/test.swift", line: 1, widget: {
                        StepsWidget()
                            }, timeline: {
                        StepsEntry(steps: 1)
                            }), to: slot)
                })
            #endif
            """,
            macros: macros)
    }

    func testAPreviewWithoutEntriesIsAnErrorThatSaysWhatToAdd() {
        assertMacroExpansion(
            "#PreviewWidget(as: .systemSmall) { StepsWidget() }",
            expandedSource: "#PreviewWidget(as: .systemSmall) { StepsWidget() }",
            diagnostics: [DiagnosticSpec(message: "#Preview(as:) needs its entries: add `timeline: { entry1; entry2 }` or `timelineProvider: { MyProvider() }`", line: 1, column: 1)],
            macros: macros)
    }

    func testEntryDeclaresAKeyAndAccessors() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: WidgetryUI.EnvironmentKey {
                    static var defaultValue: Color {
                        .orange
                    }
                }
            }
            """,
            macros: macros)
    }

    func testEntryWithoutADefaultSaysWhatToWrite() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var accent: Color {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }
            }
            """,
            // The accessors still expand; the missing key is what the message explains.
            diagnostics: [
                DiagnosticSpec(message: "@Entry needs a default value: `@Entry var accent: Color = …`", line: 2, column: 5),
            ],
            macros: macros)
    }
}

/// `#bundle`: `Bundle.module` where SwiftPM says the module has resources, else the main bundle.
final class BundleMacroExpansionTests: XCTestCase {
    func testBundleChoosesTheModuleBundleWhenSwiftPMHasOne() {
        assertMacroExpansion(
            "let bundle = #bundle",
            expandedSource: """
            let bundle = { () -> Foundation.Bundle in
                #if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE
                    return Foundation.Bundle.module
                #else
                    return Foundation.Bundle.main
                #endif
            }()
            """,
            macros: ["bundle": BundleMacro.self])
    }
}
