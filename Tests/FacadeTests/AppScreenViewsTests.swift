import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// App screens that share files with a widget: navigation containers, lists written in place, sections,
/// forms, colour pickers and custom group box and progress view styles, written as iOS apps write them.
@Suite struct AppScreenViewsTests {
    private func texts<V: View>(_ view: V, family: WidgetFamily = .systemLarge) throws -> [String] {
        let rendered = CellPipeline().render(AnyView(view), named: "screen", in: WidgetCell(family: family), output: .layout)
        return try #require(rendered.layout).texts.map(\.text.string)
    }

    struct SettingsScreen: View {
        @State private var accent = Color.orange
        var body: some View {
            NavigationView {
                List {
                    Section(header: Text("Goal"), footer: Text("Counted each day.")) {
                        Text("Five a day")
                        ColorPicker("Accent", selection: $accent)
                    }
                    Section {
                        NavigationLink("About", destination: Text("Never built"))
                    } header: {
                        Text("More")
                    }
                }
                .listStyle(.insetGrouped)
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Done") {} } }
            }
        }
    }

    @Test("NavigationView, List { }, Section and NavigationLink draw their content: headers upper-cased, links as labels, no title")
    func settingsScreen() throws {
        #expect(try texts(SettingsScreen()) == ["GOAL", "Five a day", "Accent", "Counted each day.", "MORE", "About"])
    }

    @Test("NavigationStack and Form draw the root's rows; a value link draws its label")
    func stackAndForm() throws {
        let screen = NavigationStack {
            Form {
                Section("Version") { Text("1.0") }
                NavigationLink(value: 3) { Text("Licences") }
            }
            .navigationDestination(for: Int.self) { Text("Page \($0)") }
        }
        #expect(try texts(screen) == ["VERSION", "1.0", "Licences"])
    }

    @Test("A colour picker draws its title leading and a 28-point swatch trailing")
    func colorPicker() throws {
        let rendered = CellPipeline().render(AnyView(ColorPicker("Tint", selection: .constant(Color.red)).frame(width: 200)), named: "picker",
                                             in: WidgetCell(family: .systemMedium), output: .layout)
        let layout = try #require(rendered.layout)
        let title = try #require(layout.texts.first)
        #expect(title.text.string == "Tint")
        // The swatch: the only 28 × 28 element, at the row's trailing edge.
        let swatch = try #require(layout.allElements.first { $0.frame.width == 28 && $0.frame.height == 28 })
        #expect(swatch.frame.minX > title.element.frame.maxX)
    }

    struct Card: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label.textCase(.uppercase)
                configuration.content
                Text("styled")
            }
        }
    }

    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int(((configuration.fractionCompleted ?? 0) * 100).rounded()))% done")
        }
    }

    @Test("Custom GroupBoxStyle and ProgressViewStyle get their configuration and replace the built-in drawing")
    func customStyles() throws {
        let view = GroupBox {
            ProgressView(value: 3, total: 4).progressViewStyle(Percent())
        } label: {
            Text("Water")
        }
        .groupBoxStyle(Card())
        #expect(try texts(view) == ["WATER", "75% done", "styled"])
    }

    @Test("A style that wraps GroupBox(configuration) and ProgressView(configuration) gets the built-in drawing, not itself again")
    func wrappingStyles() throws {
        struct Wrapped: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).opacity(0.9) }
        }
        struct Bar: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).tint(.green) }
        }
        let view = GroupBox("Steps") { ProgressView("Today", value: 0.5).progressViewStyle(Bar()) }.groupBoxStyle(Wrapped())
        #expect(try texts(view) == ["Steps", "Today"])
    }

    @Test("A row's listRowSeparatorLeading guide moves only the separator, so nothing in a stack moves")
    func separatorGuide() throws {
        let view = VStack(alignment: .leading) {
            Text("Alpha")
            Text("Beta").alignmentGuide(.listRowSeparatorLeading) { _ in 40 }
        }
        let rendered = CellPipeline().render(AnyView(view), named: "rows", in: WidgetCell(family: .systemMedium), output: .layout)
        let frames = try #require(rendered.layout).texts.map(\.element.frame.minX)
        #expect(frames.count == 2)
        #expect(frames[0] == frames[1])
    }
}
