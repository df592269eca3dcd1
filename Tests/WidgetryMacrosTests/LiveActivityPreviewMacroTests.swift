import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport

import XCTest
@testable import WidgetryMacroExpansions

/// What `#Preview(_:as:using:widget:contentStates:)` expands to: a kind-3 record building a `RegisteredLiveActivity`.
final class LiveActivityPreviewMacroTests: XCTestCase {
    private let macros: [String: any Macro.Type] = ["PreviewActivity": LiveActivityPreviewMacro.self]

    func testALiveActivityPreviewBecomesASectionRecord() {
        assertMacroExpansion(
            """
            #PreviewActivity("Delivery", as: .content, using: DeliveryAttributes(store: "Bakery")) {
                DeliveryWidget()
            } contentStates: {
                DeliveryAttributes.ContentState(minutes: 5)
            }
            """,
            expandedSource: """
            #if canImport(Darwin)
            @section("__DATA_CONST,widgetry_prevs") @used
            private let __macro_local_19liveActivityPreviewfMu_: WidgetryMacros.__WidgetryPreviewRecord = (3, 1, { slot in
                    WidgetryMacros.__WidgetryPreviewSlot.write(WidgetryMacros.__WidgetryPreviews.liveActivity(name: "Delivery", viewKind: .content, fileID: "TestModule/test.swift", line: 1, attributes: {
                                DeliveryAttributes(store: "Bakery")
                            }, widget: {
                        DeliveryWidget()
                            }, contentStates: {
                        DeliveryAttributes.ContentState(minutes: 5)
                            }), to: slot)
                })
            #else
            @section("widgetry_previews") @used
            private let __macro_local_19liveActivityPreviewfMu_: WidgetryMacros.__WidgetryPreviewRecord = (3, 1, { slot in
                    WidgetryMacros.__WidgetryPreviewSlot.write(WidgetryMacros.__WidgetryPreviews.liveActivity(name: "Delivery", viewKind: .content, fileID: "TestModule/test.swift", line: 1, attributes: {
                                DeliveryAttributes(store: "Bakery")
                            }, widget: {
                        DeliveryWidget()
                            }, contentStates: {
                        DeliveryAttributes.ContentState(minutes: 5)
                            }), to: slot)
                })
            #endif
            """,
            macros: macros)
    }

    func testAPreviewWithoutContentStatesIsAnError() {
        assertMacroExpansion(
            "#PreviewActivity(as: .content, using: DeliveryAttributes()) { DeliveryWidget() }",
            // A macro that throws leaves its use in place, with the error as a diagnostic.
            expandedSource: "#PreviewActivity(as: .content, using: DeliveryAttributes()) { DeliveryWidget() }",
            diagnostics: [DiagnosticSpec(message: "#Preview(as:using:) needs its content states: add `contentStates: { state1; state2 }`",
                                         line: 1, column: 1)],
            macros: macros)
    }
}
