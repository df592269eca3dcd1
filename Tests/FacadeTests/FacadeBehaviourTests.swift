import Combine
import CoreLocation
import Foundation
import SwiftUI
import Testing
import WidgetryFoundation
import WidgetKit
import WidgetryPipeline

/// Code written for iOS behaves as it does there, where it can on Linux.
@Suite struct FacadeBehaviourTests {
    // Foundation fixes `URLSession.shared`'s protocols when the session is made: whichever test of this process makes it
    // first must have installed the network fixtures, as a check does before any widget code runs.
    init() { NetworkFixtures.install(environment: [:]) }

    @Test func combinePublishersDeliver() {
        let store = ForecastStore()
        store.updates.send(Forecast(city: "Porto", temperature: 17, condition: "Rain"))
        #expect(store.forecast.city == "Porto")
    }

    @Test func locationDistanceIsTheGreatCircleDistance() {
        // Lisbon to Porto: about 274 km great-circle (the two city centres as given); 1 % tolerance.
        let lisbon = CLLocation(latitude: 38.7223, longitude: -9.1393)
        let porto = CLLocation(latitude: 41.1579, longitude: -8.6291)
        #expect(abs(lisbon.distance(from: porto) - 274_000) < 2_740)
    }

    @Test func aBundleOfBundlesListsEveryWidgetOnce() {
        // AllWidgets = WeatherBundle().body (Weather + Countdown behind #available) + Countdown.
        let names = AllWidgets.widgetTypes.map { String(describing: $0) }
        #expect(names == ["WeatherWidget", "CountdownWidget", "CountdownWidget"])
    }

    @Test("@Entry with the type left to its initializer declares the key, its default and a writable entry")
    func entryWithInferredType() {
        var environment = EnvironmentValues()
        #expect(environment.countdownUnits == .standard)
        environment.countdownUnits = CountdownUnits(daysShownUpTo: 7)
        #expect(environment.countdownUnits.daysShownUpTo == 7)
    }

    @Test func aWidgetWithoutContainerBackgroundIsAnError() {
        struct Bare: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Bare", provider: WeatherProvider()) { entry in Text(entry.forecast.city) }
                    .supportedFamilies([.systemSmall])
            }
        }
        let bare = CellPipeline().render(RegisteredWidget(Bare.self), in: WidgetCell(family: .systemSmall))
        #expect(bare.findings.contains { $0.kind == .missingContainerBackground && $0.severity == .error })
        let dressed = CellPipeline().render(RegisteredWidget(WeatherWidget.self), in: WidgetCell(family: .systemSmall))
        #expect(!dressed.findings.contains { $0.kind == .missingContainerBackground })
    }

    @Test func keyValueStoreStartsEmptyAndKeepsWhatIsSet() {
        let store = NSUbiquitousKeyValueStore()
        #expect(store.string(forKey: "city") == nil)
        store.set("Faro", forKey: "city")
        #expect(store.string(forKey: "city") == "Faro")
    }

    @Test("A key-value change handler reads its reason and keys as shared code writes it; app lifecycle names are UIKit's")
    func keyValueChangeHandlerAndLifecycleNames() {
        // Shared settings code: copy the changed keys when another device or the first sync changed them.
        func changedKeys(in notification: Notification) -> [String] {
            guard let reason = (notification.userInfo?[NSUbiquitousKeyValueStoreChangeReasonKey] as? NSNumber)?.intValue,
                  reason == NSUbiquitousKeyValueStoreServerChange || reason == NSUbiquitousKeyValueStoreInitialSyncChange else { return [] }
            return notification.userInfo?[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String] ?? []
        }
        let change = { (reason: Int) in
            Notification(name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil,
                         userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: NSNumber(value: reason), NSUbiquitousKeyValueStoreChangedKeysKey: ["city"]])
        }
        #expect(changedKeys(in: change(NSUbiquitousKeyValueStoreServerChange)) == ["city"])
        #expect(changedKeys(in: change(NSUbiquitousKeyValueStoreQuotaViolationChange)).isEmpty)
        // Observed through `import SwiftUI`, as on iOS where SwiftUI brings UIKit; the names are UIKit's.
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIApplication.didBecomeActiveNotification != UIApplication.willResignActiveNotification)
    }
}

/// iOS 17–18 configuration API: controls in bundles, options that later contexts read.
@Suite struct ConfigurationOptionTests {
    @Test func aControlInABundleCompilesAndIsNotAWidgetCell() {
        // ControlsAndWidgets lists KeepBackgroundWidget and FlashlightControl; only the widget is drawn.
        #expect(ControlsAndWidgets.widgetTypes.map { String(describing: $0) } == ["KeepBackgroundWidget"])
        // The bundle names the control, so a check's report can say it left it out.
        #expect(ControlsAndWidgets.controlTypes == ["FlashlightControl"])
        // Nested bundles and `if #available` branches keep their controls, in order.
        #expect(GrownBundle.widgetTypes.map { String(describing: $0) } == ["KeepBackgroundWidget"])
        #expect(GrownBundle.controlTypes == ["FlashlightControl", "TimerControl"])
    }

    @Test func containerBackgroundRemovableAndDisfavoredLocationsAreKept() throws {
        let options = try #require(KeepBackgroundWidget().body.descriptor).options
        #expect(options.containerBackgroundRemovable == false)
        #expect(options.disfavoredLocations[.systemSmall] == [.standBy, .lockScreen])
    }
}

/// Symbols and styles that survey of public widget code found in use.
@Suite struct SurveyedAPITests {
    @Test func assetResourcesNameTheirSets() {
        #expect(ColorResource(name: "LeafGreen").name == "LeafGreen")
        _ = Color(ColorResource(name: "LeafGreen"))
        _ = Image(ImageResource(name: "Fern"))
    }

    @Test func aColorsGradientIsAShapeStyleForContainerBackgrounds() {
        struct GradientWidgetView: View {
            var body: some View { Text("Hi").containerBackground(Color.blue.gradient, for: .widget) }
        }
        let cell = CellPipeline().render(AnyView(GradientWidgetView()), named: "gradient", in: WidgetCell(family: .systemSmall), isWidget: true)
        #expect(!cell.findings.contains { $0.kind == .missingContainerBackground })
    }
}
