import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport

import XCTest
@testable import WidgetryMacroExpansions

/// What `@ComputedProperty` and `@DeferredProperty` add to an app entity: the `$name` entity property queries name.
final class EntityComputedPropertyMacroTests: XCTestCase {
    private let macros: [String: any Macro.Type] = ["ComputedProperty": EntityComputedPropertyMacro.self,
                                                    "DeferredProperty": EntityComputedPropertyMacro.self]

    func testAComputedPropertyGetsAProjectionCarryingItsValue() {
        assertMacroExpansion(
            """
            @ComputedProperty(title: "Link")
            public var linkText: String? { link?.absoluteString }
            """,
            expandedSource: """
            public var linkText: String? { link?.absoluteString }

            public var $linkText: WidgetryAppIntents.EntityProperty<String?> {
                WidgetryAppIntents.EntityProperty<String?>(wrappedValue: self.linkText, title: "Link")
            }
            """,
            macros: macros)
    }

    func testADeferredPropertyGetsAProjectionWithoutAValue() {
        assertMacroExpansion(
            """
            @DeferredProperty
            var ingredients: [String] { get async throws { try await load() } }
            """,
            expandedSource: """
            var ingredients: [String] { get async throws { try await load() } }

            var $ingredients: WidgetryAppIntents.EntityProperty<[String]> {
                WidgetryAppIntents.EntityProperty<[String]>(title: nil)
            }
            """,
            macros: macros)
    }

    func testAPropertyWithoutItsTypeWrittenIsAnError() {
        assertMacroExpansion(
            """
            @ComputedProperty
            var total = 3
            """,
            expandedSource: """
            var total = 3
            """,
            diagnostics: [DiagnosticSpec(message: "@ComputedProperty needs the property's type written: `@ComputedProperty var total: String { … }`",
                                         line: 1, column: 1)],
            macros: macros)
    }
}
