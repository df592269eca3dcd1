import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport

import XCTest
@testable import WidgetryMacroExpansions

/// What `@Model` and the `@NSManaged` stand-in expand to: persisted properties kept in backing data.
/// (The member attributes `@Model` adds are module-qualified, so the test expands them separately.)
final class ModelMacroTests: XCTestCase {
    private let macros: [String: any Macro.Type] = [
        "Model": ModelMacro.self, "_PersistedProperty": PersistedPropertyMacro.self, "Transient": ModelMarkerMacro.self,
        "CDManaged": ManagedPropertyMacro.self,
    ]

    func testAModelKeepsItsStoredPropertiesInBackingDataAndNamesItsRequiredKeys() {
        assertMacroExpansion(
            """
            @Model final class Book {
                var title: String
                var note: String?
                var pages: Int = 0
                @Transient var cached = 1
                var label: String { title }
            }
            """,
            expandedSource: """
            final class Book {
                @WidgetrySwiftData._PersistedProperty
                var title: String
                @WidgetrySwiftData._PersistedProperty
                var note: String?
                @WidgetrySwiftData._PersistedProperty
                var pages: Int = 0
                var cached = 1
                var label: String { title }

                var _$backingData = WidgetrySwiftData.ModelBackingData()

                required init(backingData: WidgetrySwiftData.ModelBackingData) {
                    self._$backingData.adopt(backingData)
                }

                static var _$requiredFixtureKeys: [String] {
                    ["title"]
                }
            }

            extension Book: WidgetrySwiftData.PersistentModel, Observation.Observable {
            }
            """,
            macros: macros)
    }

    /// (The test harness shows an accessor-macro property without its initial value; the compiler keeps
    /// it and runs the `init` accessor with it — SwiftDataTests reads such a default.)
    func testAPersistedPropertyReadsTheBackingDataAndADefaultIsWrittenByItsInitAccessor() {
        assertMacroExpansion(
            """
            final class Book {
                @_PersistedProperty var title: String
                @_PersistedProperty var pages: Int = 0
            }
            """,
            expandedSource: """
            final class Book {
                var title: String {
                    get {
                        _$backingData.value(forKey: "title")
                    }
                    set {
                        _$backingData.setValue(newValue, forKey: "title")
                    }
                }
                var pages: Int {
                    @storageRestrictions(accesses: _$backingData)
                    init(initialValue) {
                        _$backingData.setValue(initialValue, forKey: "pages")
                    }
                    get {
                        _$backingData.value(forKey: "pages")
                    }
                    set {
                        _$backingData.setValue(newValue, forKey: "pages")
                    }
                }
            }
            """,
            macros: macros)
    }

    func testAManagedPropertyReadsAndWritesTheObjectsValues() {
        assertMacroExpansion(
            """
            extension Item {
                @CDManaged public var name: String?
            }
            """,
            expandedSource: """
            extension Item {
                public var name: String? {
                    get {
                        _managedValue(forKey: "name")
                    }
                    set {
                        setValue(newValue, forKey: "name")
                    }
                }
            }
            """,
            macros: macros)
    }
}

/// `@ModelActor`: the members SwiftData's macro adds and the conformance.
final class ModelActorMacroTests: XCTestCase {
    func testAModelActorGetsItsContainerExecutorAndInitializer() {
        assertMacroExpansion(
            """
            @ModelActor
            public actor Store {
            }
            """,
            expandedSource: """
            public actor Store {

                public nonisolated let modelExecutor: any WidgetrySwiftData.ModelExecutor

                public nonisolated let modelContainer: WidgetrySwiftData.ModelContainer

                public init(modelContainer: WidgetrySwiftData.ModelContainer) {
                    let modelContext = WidgetrySwiftData.ModelContext(modelContainer)
                    self.modelExecutor = WidgetrySwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                    self.modelContainer = modelContainer
                }
            }

            extension Store: WidgetrySwiftData.ModelActor {
            }
            """,
            macros: ["ModelActor": ModelActorMacro.self])
    }
}
