import Foundation
import Testing
@testable import WidgetryUI

/// A row with custom VoiceOver actions, as app code adds them to a list row.
private struct TrainRow: View {
    let line: String
    var body: some View {
        HStack {
            Text(line)
            Spacer()
            Text("4 min")
        }
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Mark as favourite") {}
        .accessibilityAction(named: Text("Share")) {}
        .accessibilityAction(named: line + " timetable") {}
    }
}

@Suite struct AccessibilityActionTests {
    /// Every action name recorded in `result`, in element order.
    private func actionNames(_ result: LayoutResult) -> [String] {
        result.allElements.flatMap { $0.accessibility?.actionNames ?? [] }
    }

    @Test("accessibilityAction(named:) records each name (key, Text, String) and draws nothing new")
    func recordsNames() {
        let row = layout(TrainRow(line: "Northern"))
        #expect(Set(actionNames(row)) == ["Mark as favourite", "Share", "Northern timetable"])
        let plain = layout(HStack { Text("Northern"); Spacer(); Text("4 min") })
        #expect(row.texts.map(\.element.frame) == plain.texts.map(\.element.frame))
    }

    @Test("Merged attributes keep the inner modifier's actions first, then the outer's")
    func merging() {
        var inner = AccessibilityAttributes(), outer = AccessibilityAttributes()
        inner.actionNames = ["Share"]
        outer.actionNames = ["Delete"]
        #expect(inner.filled(from: outer).actionNames == ["Share", "Delete"])
    }
}
