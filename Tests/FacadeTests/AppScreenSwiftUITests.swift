import CoreLocation
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

/// SwiftUI app screens compiled with a widget's shared code, as apps write them: a settings list with an edit button,
/// a dark preferred scheme, a progress view titled while searching, a pager driven by a drag gesture, a filled and
/// stroked shape; and a location provider configured for fitness tracking.
@Suite struct AppScreenSwiftUITests {
    struct SettingsScreen: View {
        @State private var offset: CGFloat = 0
        var body: some View {
            VStack {
                HStack { Text("Places"); EditButton() }
                ProgressView("Searching…")
                ProgressView("Downloaded", value: 3, total: 4)
                Circle()
                    .fill(Color.black)
                    .stroke(Color(white: 0.3), lineWidth: 1)
                    .frame(width: 20, height: 20)
                    .gesture(DragGesture().onChanged { value in offset = value.translation.height }.onEnded { _ in offset = 0 })
            }
            .preferredColorScheme(.dark)
        }
    }

    @Test("EditButton draws Edit (Done while editing); a titled indeterminate ProgressView draws its title under a spinner")
    func editButtonAndProgress() throws {
        let rendered = CellPipeline().render(AnyView(SettingsScreen()), named: "settings", in: WidgetCell(family: .systemLarge), output: .layout)
        let texts = try #require(rendered.layout).texts.map(\.text.string)
        #expect(texts.contains("Edit") && texts.contains("Searching…") && texts.contains("Downloaded"))
        // iOS 17's fill-then-stroke: one circle drawn with both paints, the 1-point outline over the fill.
        let strokedFills = try #require(rendered.layout).allElements.filter {
            if case .shape(_, _?, _?, let lineWidth) = $0.content { lineWidth == 1 && $0.frame.width == 20 } else { false }
        }
        #expect(strokedFills.count == 1)
        let editing = CellPipeline().render(AnyView(EditButton().environment(\.editMode, .constant(.active))), named: "done",
                                            in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(editing.layout).texts.map(\.text.string) == ["Done"])
    }

    @Test("preferredColorScheme is accepted with an info finding: a widget follows the Home Screen's appearance")
    func preferredColorScheme() {
        let rendered = CellPipeline().render(AnyView(SettingsScreen()), named: "settings", in: WidgetCell(family: .systemLarge), output: .layout)
        #expect(rendered.findings.contains { $0.kind == .acceptedWithoutEffect && $0.message.contains("preferredColorScheme") })
        let none = CellPipeline().render(AnyView(Text("A").preferredColorScheme(nil)), named: "none", in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(!none.findings.contains { $0.message.contains("preferredColorScheme") })
    }

    @Test("A view with a drag, tap or long-press gesture, or without hit testing, draws as the view alone: a widget receives no gestures")
    func gesturesLeaveTheViewUnchanged() throws {
        func layout(_ view: some View) throws -> [CGRect] {
            let rendered = CellPipeline().render(AnyView(view), named: "pager", in: WidgetCell(family: .systemSmall), output: .layout)
            return try #require(rendered.layout).allElements.map(\.frame)
        }
        let plain = try layout(Text("Pager").padding())
        #expect(try layout(Text("Pager").padding().allowsHitTesting(false)) == plain)
        let dragged = try layout(Text("Pager").padding()
            .gesture(DragGesture(minimumDistance: 20).onChanged { _ in }.onEnded { _ in })
            .simultaneousGesture(TapGesture(count: 2).onEnded { })
            .onLongPressGesture { })
        #expect(!plain.isEmpty && dragged == plain)
        // A gesture attached only when enabled (`cond ? gesture : nil`, Optional's conformance).
        let enabled = false
        let optional = try layout(Text("Pager").padding()
            .gesture(enabled ? DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in } : nil))
        #expect(optional == plain)
    }

    /// A bottom sheet dragged by a `@GestureState` translation, as apps write one.
    struct BottomSheet: View {
        @GestureState private var translation: CGFloat = 0
        var body: some View {
            Text("Sheet")
                .frame(width: 100, height: 40)
                .offset(y: max(translation, 0))
                .gesture(DragGesture().updating($translation) { value, state, _ in state = value.translation.height }
                    .map { $0.translation })
        }
    }

    @Test("A view offset by a @GestureState drag is drawn at rest: the state keeps its initial value, as no gesture runs")
    func gestureStateAtRest() throws {
        func frames(_ view: some View) throws -> [CGRect] {
            let rendered = CellPipeline().render(AnyView(view), named: "sheet", in: WidgetCell(family: .systemSmall), output: .layout)
            return try #require(rendered.layout).allElements.map(\.frame)
        }
        #expect(try frames(BottomSheet()) == frames(Text("Sheet").frame(width: 100, height: 40).offset(y: 0)))
    }

    @Test("A location manager configured for fitness keeps its settings; CLError codes match in a switch; CLLocation() is (0, 0)")
    func locationManager() {
        let manager = CLLocationManager()
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.activityType = .fitness
        manager.distanceFilter = 10
        manager.allowsBackgroundLocationUpdates = true
        manager.pausesLocationUpdatesAutomatically = false
        manager.showsBackgroundLocationIndicator = true
        manager.requestAlwaysAuthorization()
        #expect(manager.activityType == .fitness && manager.distanceFilter == 10 && manager.authorizationStatus == .notDetermined)
        func describe(_ error: any Error) -> String {
            switch error {
            case CLError.denied: return "denied"
            case CLError.locationUnknown: return "unknown"
            default: return "other"
            }
        }
        #expect(describe(CLError(.denied)) == "denied" && describe(CLError(.network)) == "other" && describe(CocoaError(.fileNoSuchFile)) == "other")
        #expect(CLLocation().coordinate.latitude == 0)
    }
}

// A preview that declares its host view inside the closure, as apps write previews needing `@State`. With a generic
// body type the closure's type named a type declared inside it and Swift 6.3's mangler recursed until it crashed, so
// this file compiling is half the test; the other half finds the preview below.
#Preview("Toast host") {
    struct PreviewHost: View {
        @State private var shown = true
        var body: some View {
            VStack { Text(shown ? "Saved" : "") }
        }
    }
    return PreviewHost()
}

@Suite struct LocalPreviewHostTests {
    @Test("A #Preview whose host view is declared inside its closure is found and draws its view")
    func localHostPreview() throws {
        let preview = try #require(DiscoveredPreviews.views.first { $0.name == "Toast host" })
        let entry = try #require(preview.makeEntries().first)
        let cell = CellPipeline().render(entry.view, named: "Toast host", in: WidgetCell(family: .systemSmall), output: .layout)
        #expect(try #require(cell.layout).texts.map(\.text.string) == ["Saved"])
    }
}
