import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// Containers and buttons of app screens that share files with a widget: a tabbed app root, menus, share
/// links and disclosure groups, written as iOS apps write them.
@Suite struct ContainerViewsTests {
    private func texts<V: View>(_ view: V) throws -> [String] {
        let rendered = CellPipeline().render(AnyView(view), named: "screen", in: WidgetCell(family: .systemLarge), output: .layout)
        return try #require(rendered.layout).texts.map(\.text.string)
    }

    enum Tab: Hashable { case today, history }

    struct AppRoot: View {
        @State var tab = Tab.history
        var body: some View {
            TabView(selection: $tab) {
                Text("Today's plants").tabItem { Label("Today", systemImage: "leaf") }.tag(Tab.today)
                Text("Past waterings").tabItem { Label("History", systemImage: "clock") }.tag(Tab.history).badge(3)
            }
        }
    }

    @Test("A tab view draws only the selected page, without the tab bar")
    func selectedTab() throws {
        #expect(try texts(AppRoot()) == ["Past waterings"])
    }

    @Test("A tab view without a selection draws its first page; the page style changes nothing")
    func firstPage() throws {
        let pages = TabView {
            Text("One")
            Text("Two")
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        #expect(try texts(pages) == ["One"])
    }

    struct Toolbar: View {
        @State private var showNotes = true
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Sort") {
                    Button("Name") {}
                    Button("Date") {}
                }
                Menu {
                    Button("Rename") {}
                } label: {
                    Text("More")
                }
                ShareLink(item: URL(string: "https://example.com/plant/1")!) { Text("Send plant") }
                ShareLink("Invite", item: "Join me", preview: SharePreview("Invitation"))
                DisclosureGroup("Notes", isExpanded: $showNotes) { Text("Water weekly") }
                DisclosureGroup("Hidden details") { Text("Never shown") }
            }
        }
    }

    @Test("Menus and share links draw their labels; an expanded disclosure group its content, a collapsed one only its label")
    func buttonsAndGroups() throws {
        #expect(try texts(Toolbar()) == ["Sort", "More", "Send plant", "Invite", "Notes", "Water weekly", "Hidden details"])
    }
}
