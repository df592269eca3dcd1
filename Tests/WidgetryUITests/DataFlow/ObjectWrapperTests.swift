import Foundation
import Synchronization
import Testing
@testable import WidgetryUI

/// A model as widget code writes one (an `ObservableObject` or `@Observable` class on iOS).
final class Settings {
    var city = "Paris"
    var alerts = true
    /// How many were made, to check that `@StateObject` makes its object once.
    static let made = Atomic<Int>(0)
    init() { Settings.made.add(1, ordering: .relaxed) }
}

@Suite(.serialized) struct ObjectWrapperTests {
    struct Owner: View {
        @StateObject private var settings = Settings()
        var body: some View {
            VStack {
                Text(settings.city)
                Toggle("Alerts", isOn: $settings.alerts)
                Reader().environmentObject(settings)
            }
        }
    }

    struct Reader: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Text("in \(settings.city)") }
    }

    struct Observer: View {
        @ObservedObject var settings: Settings
        var body: some View { Text(settings.alerts ? "on" : "off") }
    }

    @Test("@StateObject makes its object once; @EnvironmentObject reads the one an ancestor provided")
    func stateAndEnvironmentObjects() {
        let before = Settings.made.load(ordering: .relaxed)
        let result = layout(Owner())
        #expect(result.texts.map(\.text.string) == ["Paris", "Alerts", "in Paris"])
        #expect(Settings.made.load(ordering: .relaxed) == before + 1)
    }

    @Test("@ObservedObject shows the object's current values; $object.property is a binding to it")
    func observedObject() {
        let settings = Settings()
        settings.alerts = false
        #expect(layout(Observer(settings: settings)).texts.map(\.text.string) == ["off"])
        let binding = ObservedObject(wrappedValue: settings).projectedValue.alerts
        binding.wrappedValue = true
        #expect(settings.alerts)
    }

    @Test("@Bindable gives bindings to a model's properties")
    func bindable() {
        let settings = Settings()
        let bindable = Bindable(settings)
        bindable.projectedValue.city.wrappedValue = "Rome"
        #expect(settings.city == "Rome")
    }
}
