import Testing
import WidgetryFrontDoor

/// The scanner reads what an iOS build compiles: imports, the entry point and the widgets, and
/// nothing from branches the configuration rules out.
@Suite struct SourceScannerTests {
    @Test func importsReduceToTheirTopModuleAndKeepTheirLine() {
        let facts = SourceScanner.scan("""
            import SwiftUI
            @testable import StepsCore
            @_exported import WidgetKit
            import struct Foundation.Date
            import class UIKit.UIImage
            """, configuration: IOSBuildConfiguration())
        #expect(facts.imports == [
            ImportFact(module: "SwiftUI", line: 1), ImportFact(module: "StepsCore", line: 2),
            ImportFact(module: "WidgetKit", line: 3), ImportFact(module: "Foundation", line: 4),
            ImportFact(module: "UIKit", line: 5),
        ])
    }

    @Test func onlyActiveImportsCount() {
        let facts = SourceScanner.scan("""
            import SwiftUI
            #if canImport(MapKit)
            import MapKit
            #endif
            #if os(macOS)
            import AppKit
            #elseif os(iOS)
            import UIKit
            #endif
            #if DEBUG
            import StepsDebugTools
            #endif
            """, configuration: IOSBuildConfiguration(customConditions: ["DEBUG"]))
        #expect(facts.imports.map(\.module) == ["SwiftUI", "UIKit", "StepsDebugTools"])
        #expect(facts.imports.map(\.line) == [1, 8, 11])
    }

    @Test func widgetsBundlesAndPreviewsAreFoundByConformance() {
        let facts = SourceScanner.scan("""
            import WidgetKit
            import SwiftUI

            @main
            struct StepsBundle: WidgetBundle {
                var body: some Widget { StepsWidget(); Widgets.Streak() }
            }
            struct StepsWidget: Widget, Sendable {
                var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
            }
            enum Widgets {
                struct Streak: WidgetKit.Widget {
                    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
                }
            }
            struct StepsView: View { var body: some View { Text("1") } }
            struct StepsView_Previews: PreviewProvider { static var previews: some View { StepsView() } }
            """, configuration: IOSBuildConfiguration())
        #expect(facts.hasMainAttribute)
        #expect(facts.mainTypeName == "StepsBundle")
        #expect(facts.widgetBundleTypes == ["StepsBundle"])
        #expect(facts.widgetTypes == ["StepsWidget", "Widgets.Streak"])
        #expect(facts.previewProviderTypes == ["StepsView_Previews"])
    }

    @Test func aWidgetOrEntryPointInACompiledOutBranchIsNotSeen() {
        let facts = SourceScanner.scan("""
            #if os(watchOS)
            @main
            struct WatchBundle: WidgetBundle {
                var body: some Widget { CornerWidget() }
            }
            struct CornerWidget: Widget {
                var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
            }
            #else
            struct PhoneWidget: Widget {
                var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
            }
            #endif
            """, configuration: IOSBuildConfiguration())
        #expect(!facts.hasMainAttribute)
        #expect(facts.mainTypeName == nil)
        #expect(facts.widgetBundleTypes.isEmpty)
        #expect(facts.widgetTypes == ["PhoneWidget"])
    }

    @Test func aMainAttributeBehindAnIfInTheAttributeListIsSeenWhenActive() {
        let source = """
            #if os(iOS)
            @main
            #endif
            struct StepsWidget: Widget {
                var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
            }
            """
        #expect(SourceScanner.scan(source, configuration: IOSBuildConfiguration()).mainTypeName == "StepsWidget")
    }
}
