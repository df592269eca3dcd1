import Foundation
import Testing
import WidgetryAppIntents
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

struct AddPointIntent: AppIntent {
    static var title: LocalizedStringResource { "Add a point" }
    @Parameter(title: "Team") var team: Team

    init() {}
    init(team: Team) { self.team = team }

    func perform() async throws -> some IntentResult { .result() }
}

struct MuteIntent: AppIntent {
    static var title: LocalizedStringResource { "Mute" }
}

@Suite struct ButtonIntentTests {
    /// The actions of the placed buttons and toggles, in placement order.
    func actions(of view: some View) throws -> [String] {
        let cell = CellPipeline().render(AnyView(view), named: "buttons", in: smallCell, output: .layout)
        let layout = try #require(cell.layout)
        return layout.root.allElements.compactMap(\.buttonAction)
    }

    @Test func intentButtonsNameTheirIntent() throws {
        let view = VStack {
            Button(intent: AddPointIntent(team: .home)) { Text("+1") }
            Button("Away +1", intent: AddPointIntent(team: .away))
            Button("Reset", systemImage: "arrow.counterclockwise", intent: AddPointIntent())
        }
        #expect(try actions(of: view) == ["AddPointIntent", "AddPointIntent", "AddPointIntent"])
        #expect(texts(of: AnyView(view)).prefix(2) == ["+1", "Away +1"])
    }

    @Test func intentTogglesNameTheirIntentAndShowTheirState() throws {
        let view = VStack {
            Toggle(isOn: true, intent: MuteIntent()) { Text("Muted") }
            Toggle("Alerts", isOn: false, intent: MuteIntent())
        }
        #expect(try actions(of: view) == ["MuteIntent", "MuteIntent"])
    }
}
