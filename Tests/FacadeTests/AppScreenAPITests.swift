import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit
import WidgetryPipeline
import WidgetryGraphics

/// App-screen API that survey apps share with their widgets through `--sources`: iOS 18 tabs, iOS 13 modifiers and
/// initializers, UIKit's fill colours.
@Suite struct AppScreenAPITests {
    private func texts<V: View>(_ view: V) throws -> [String] {
        let rendered = CellPipeline().render(AnyView(view), named: "screen", in: WidgetCell(family: .systemLarge), output: .layout)
        return try #require(rendered.layout).texts.map(\.text.string)
    }

    @Test("iOS 18 tabs: a TabView of Tab shows the selected tab's page, or the first without a selection")
    func tabs() throws {
        struct Screen: View {
            @State var selection = "settings"
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Home", systemImage: "house", value: "home") { Text("Feed") }
                    Tab("Settings", systemImage: "gear", value: "settings") { Text("Options") }
                }
            }
        }
        #expect(try texts(Screen()) == ["Options"])
        let unselected = TabView {
            Tab("Received", systemImage: "tray") { Text("Inbox") }
            Tab("Sent", systemImage: "paperplane") { Text("Outbox") }
        }
        #expect(try texts(unselected) == ["Inbox"])
    }

    @Test("A settings sheet of cards edited through ForEach($cards), with sheet and list-background modifiers, draws as without them")
    func cardSettingsSheet() throws {
        struct CardSetting: Identifiable { var id: String; var isShown: Bool }
        struct CardSettings: View {
            @State var cards = [CardSetting(id: "Rates", isShown: true), CardSetting(id: "Usage", isShown: false)]
            @State var showsHelp = false
            let decorated: Bool
            var body: some View {
                let list = VStack {
                    ForEach($cards) { $card in
                        Toggle(card.id, isOn: $card.isShown)
                    }
                }
                if decorated {
                    list
                        .scrollContentBackground(.hidden)
                        .sheet(isPresented: $showsHelp) { Text("Help") }
                        .presentationDetents([.medium, .fraction(0.3)])
                        .presentationDragIndicator(.visible)
                } else {
                    list
                }
            }
        }
        #expect(try texts(CardSettings(decorated: true)) == ["Rates", "Usage"])
        #expect(try texts(CardSettings(decorated: true)) == texts(CardSettings(decorated: false)))
    }

    @Test("Picker(selection:label:content:) with its label first shows the label and the selected option")
    func pickerLabelFirst() throws {
        struct Status: View {
            @State var status = 1
            var body: some View {
                Picker(selection: $status, label: Text("Status"), content: {
                    Text("New").tag(0)
                    Text("In progress").tag(1)
                })
            }
        }
        let shown = try texts(Status())
        #expect(shown.contains("Status") && shown.contains("In progress") && !shown.contains("New"))
    }

    @Test("UIKit's fill colours resolve to their light and dark values")
    func fillColours() {
        func rgba(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r * 255, g * 255, b * 255, a].map { ($0 * 100).rounded() / 100 }
        }
        #expect(rgba(.secondarySystemFill, .light) == [120, 120, 128, 0.16])
        #expect(rgba(.tertiarySystemFill, .light) == [118, 118, 128, 0.12])
        #expect(rgba(.quaternarySystemFill, .light) == [116, 116, 128, 0.08])
        // Dark values are chosen where the colour is drawn.
        let dark = CellPipeline().render(AnyView(Color(uiColor: .tertiarySystemFill).environment(\.colorScheme, .dark)), named: "fill",
                                         in: WidgetCell(family: .systemSmall), output: .layout)
        let fills = dark.layout?.displayList().commands.compactMap { command -> RGBAColor? in
            if case .fill(_, _, .color(let color)) = command { return color }
            return nil
        } ?? []
        #expect(fills.contains { abs($0.alpha - 0.24) < 0.001 && abs($0.red * 255 - 118) < 0.5 })
    }

    @Test("accentColor is tint: a bordered button's label takes it; navigation bar modifiers leave the view as it is")
    func accentColorAndNavigationBar() throws {
        let accented = Button("Save") {}.accentColor(.orange).navigationBarTitle("Tasks").navigationBarItems(trailing: Text("Edit"))
            .onOpenURL { _ in }
        let tinted = Button("Save") {}.tint(.orange)
        let a = CellPipeline().render(AnyView(accented), named: "a", in: WidgetCell(family: .systemSmall), output: .layout)
        let t = CellPipeline().render(AnyView(tinted), named: "t", in: WidgetCell(family: .systemSmall), output: .layout)
        let accentedRuns = try #require(a.layout).texts.map { $0.text.text.runs.first?.color }
        let tintedRuns = try #require(t.layout).texts.map { $0.text.text.runs.first?.color }
        #expect(accentedRuns == tintedRuns && accentedRuns.count == 1)
    }
}
