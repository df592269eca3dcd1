import Foundation
import Testing
@testable import WidgetryUI

@Suite struct PropertyWrapperTests {
    struct Counter: View {
        @State private var count = 3
        @State private var note: String?
        var body: some View { Text("\(count) \(note ?? "none")") }
    }

    @Test("@State shows its initial value in a render")
    func state() {
        #expect(layout(Counter()).texts.map(\.text.string) == ["3 none"])
    }

    @Test("$state is a binding that writes through to the state")
    func stateBinding() {
        let state = State(wrappedValue: 1)
        let binding = state.projectedValue
        binding.wrappedValue = 5
        #expect(state.wrappedValue == 5)
    }

    @Test("Binding.constant reads its value and ignores writes; key paths make bindings to properties")
    func binding() {
        let constant = Binding.constant(true)
        constant.wrappedValue = false
        #expect(constant.wrappedValue)
        struct Item { var done = false }
        let item = State(wrappedValue: Item())
        item.projectedValue.done.wrappedValue = true
        #expect(item.wrappedValue.done)
    }

    @Test("@AppStorage reads the suite's value, and the default when the key is absent or of another type")
    func appStorage() throws {
        let suite = "widgetry.tests.appstorage.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(42, forKey: "steps")
        defaults.set("Paris", forKey: "city")
        defaults.set(true, forKey: "metric")
        defaults.set("not a number", forKey: "goal")
        enum Units: String { case km, mi }
        defaults.set("mi", forKey: "units")

        #expect(AppStorage(wrappedValue: 0, "steps", store: defaults).wrappedValue == 42)
        #expect(AppStorage(wrappedValue: "", "city", store: defaults).wrappedValue == "Paris")
        #expect(AppStorage(wrappedValue: false, "metric", store: defaults).wrappedValue)
        #expect(AppStorage(wrappedValue: 10_000, "goal", store: defaults).wrappedValue == 10_000)
        #expect(AppStorage(wrappedValue: 1.5, "missing", store: defaults).wrappedValue == 1.5)
        #expect(AppStorage(wrappedValue: Units.km, "units", store: defaults).wrappedValue == .mi)
        #expect(AppStorage<String?>("absent", store: defaults).wrappedValue == nil)

        let city = AppStorage(wrappedValue: "", "city", store: defaults)
        city.projectedValue.wrappedValue = "Oslo"
        #expect(defaults.string(forKey: "city") == "Oslo")
    }

    @Test("A view's @AppStorage property reads the suite when the body is rendered")
    func appStorageInView() throws {
        let suite = "widgetry.tests.appstorage.view.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set("Lisbon", forKey: "city")
        struct CityView: View {
            let store: UserDefaults
            var body: some View { CityText(city: AppStorage(wrappedValue: "?", "city", store: store)) }
        }
        struct CityText: View {
            @AppStorage var city: String
            init(city: AppStorage<String>) { _city = city }
            var body: some View { Text(city) }
        }
        #expect(layout(CityView(store: defaults)).texts.map(\.text.string) == ["Lisbon"])
    }
}
