import Foundation
import Testing
@testable import WidgetryUI

/// Preferences as SwiftUI hands them up a view tree (`PreferenceKey`, `preference(key:value:)`,
/// `transformPreference`, `overlayPreferenceValue`, `backgroundPreferenceValue`).
@Suite struct PreferenceTests {
    struct BadgeCount: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Titles: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    struct MeasuredWidth: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }

    private func shown(_ result: LayoutResult) -> [String] { result.texts.map(\.text.string) }

    @Test("Siblings' values are combined with reduce in view order, from the default; a view without one adds nothing")
    func reduced() {
        let rows = VStack {
            Text("Inbox").preference(key: BadgeCount.self, value: 3)
            Text("Later")
            Text("Team").preference(key: BadgeCount.self, value: 4)
        }
        #expect(shown(layout(rows.overlayPreferenceValue(BadgeCount.self) { Text("\($0) unread") })).last == "7 unread")
        let titled = HStack {
            Text("A").preference(key: Titles.self, value: ["Rain"])
            VStack { Text("B").preference(key: Titles.self, value: ["Wind"]); Text("C").preference(key: Titles.self, value: ["Sun"]) }
        }
        #expect(shown(layout(titled.backgroundPreferenceValue(Titles.self) { Text($0.joined(separator: ",")) })).first == "Rain,Wind,Sun")
    }

    @Test("A view's own preference replaces its content's; transformPreference changes it; with none, the default")
    func replacedAndTransformed() {
        let rows = VStack {
            Text("Inbox").preference(key: BadgeCount.self, value: 3)
            Text("Team").preference(key: BadgeCount.self, value: 4)
        }
        #expect(shown(layout(rows.preference(key: BadgeCount.self, value: 1).overlayPreferenceValue(BadgeCount.self) { Text("\($0)") })).last == "1")
        #expect(shown(layout(rows.transformPreference(BadgeCount.self) { $0 *= 10 }.overlayPreferenceValue(BadgeCount.self) { Text("\($0)") })).last == "70")
        #expect(shown(layout(Text("Quiet").overlayPreferenceValue(BadgeCount.self) { Text("\($0)") })).last == "0")
    }

    @Test("Setting a preference changes no frame; onPreferenceChange is accepted and the view is its first render")
    func noLayoutEffect() {
        var reported: [CGFloat] = []
        let plain = layout(Text("Tide 1.2 m").padding())
        let measured = layout(Text("Tide 1.2 m").padding()
            .background(GeometryReader { proxy in Color.clear.preference(key: MeasuredWidth.self, value: proxy.size.width) })
            .onPreferenceChange(MeasuredWidth.self) { reported.append($0) })
        #expect(measured.texts[0].element.frame == plain.texts[0].element.frame)
        // A widget is rendered once and archived: the state an action would set is not shown in this render.
        #expect(reported.isEmpty)
    }
}
