import Accessibility
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

// A departures widget written as a transit app writes it against iOS 15's custom content: the platform is read at
// once, the operator on demand; a UIKit-style provider keeps its own list of `AXCustomContent`.

private struct DepartureRow: View {
    let destination: String
    let minutes: Int
    let platform: String?
    var body: some View {
        HStack {
            Text(destination)
            Spacer()
            Text("\(minutes) min")
        }
        .accessibilityElement(children: .combine)
        .accessibilityCustomContent(AccessibilityCustomContentKey("Platform", id: "platform"), platform.map { Text($0) },
                                    importance: .high)
        .accessibilityCustomContent("Operator", "Northern")
    }
}

private final class DepartureCell: NSObject, AXCustomContentProvider {
    var accessibilityCustomContent: [AXCustomContent]! = []
}

@Suite struct AccessibilityCustomContentTests {
    private func read(_ view: some View) throws -> [VoiceOverElement] {
        let rendered = CellPipeline().render(AnyView(view), named: "departures", in: WidgetCell(family: .systemMedium), output: .layout)
        return VoiceOverReader.elements(in: try #require(rendered.layout))
    }

    @Test("High-importance content is read after the element's words; default content waits in the rotor")
    func readsHighImportance() throws {
        let elements = try read(DepartureRow(destination: "Leeds", minutes: 4, platform: "2"))
        let row = try #require(elements.first)
        #expect(elements.count == 1)
        #expect(row.spoken == "Leeds, 4 min, Platform, 2")
        #expect(row.customContent?.map(\.label) == ["Platform", "Operator"])
        #expect(row.customContent?.map(\.importance) == [.high, .default])
    }

    @Test("A nil value leaves no entry; the same key further out is replaced by the nearer one")
    func keysReplace() throws {
        let none = try read(DepartureRow(destination: "York", minutes: 12, platform: nil))
        #expect(none.first?.customContent?.map(\.label) == ["Operator"])
        #expect(none.first?.spoken == "York, 12 min")

        let replaced = try read(Text("Leeds")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Platform", id: "platform"), "3B")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Platform", id: "platform"), "1"))
        #expect(replaced.first?.customContent?.map(\.value) == ["3B"])
    }

    @Test("AXCustomContent and its provider protocol come from `import Accessibility`, as on iOS")
    func providerObjects() {
        let cell = DepartureCell()
        let platform = AXCustomContent(label: "Platform", value: "2")
        platform.importance = .high
        cell.accessibilityCustomContent = [platform, AXCustomContent(label: "Operator", value: "Northern")]
        #expect(cell.accessibilityCustomContent.map(\.label) == ["Platform", "Operator"])
        #expect(cell.accessibilityCustomContent.map(\.importance.rawValue) == [1, 0])
    }
}
