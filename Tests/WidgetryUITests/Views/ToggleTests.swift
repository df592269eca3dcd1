import Foundation
import Testing
import WidgetryGraphics
@testable import WidgetryUI

@Suite struct ToggleTests {
    @Test("A switch toggle spans the width offered with UISwitch's 51 × 31 pt track at the trailing edge")
    func switchLayout() throws {
        let result = layout(Toggle("Alerts", isOn: .constant(true)).frame(width: 200), width: 300, height: 100)
        let track = try #require(result.allElements.first { $0.name == "Capsule" })
        #expect(track.frame.size == CGSize(width: 51, height: 31))
        // The toggle is 200 wide, centred in 300: it spans 50...250, so the track ends at 250.
        #expect(track.frame.maxX == 250)
        let title = try #require(result.texts.first)
        #expect(title.text.string == "Alerts")
        #expect(title.element.frame.minX == 50)
    }

    @Test("The thumb, a 27 pt circle 2 pt inside the track, sits at the trailing end when on and the leading end when off")
    func thumbPosition() throws {
        for isOn in [true, false] {
            let result = layout(Toggle("A", isOn: .constant(isOn)))
            let track = try #require(result.allElements.first { $0.name == "Capsule" })
            let thumb = try #require(result.allElements.first { $0.name == "Circle" })
            #expect(thumb.frame.size == CGSize(width: 27, height: 27))
            if isOn { #expect(thumb.frame.maxX == track.frame.maxX - 2) } else { #expect(thumb.frame.minX == track.frame.minX + 2) }
        }
    }

    @Test("On, the track is green (UISwitch's default onTintColor) or the tint; off, the systemFill grey")
    func trackColour() throws {
        let environment = EnvironmentValues()
        func trackFill(_ view: some View) -> RGBAColor? {
            shapeFills(layout(view)).first { $0.element.name == "Capsule" }?.color
        }
        #expect(trackFill(Toggle("A", isOn: .constant(true))) == Color.green.resolve(in: environment))
        #expect(trackFill(Toggle("A", isOn: .constant(true)).tint(.orange)) == Color.orange.resolve(in: environment))
        #expect(trackFill(Toggle("A", isOn: .constant(false))) == Color(.systemFill).resolve(in: environment))
    }

    @Test("SwitchToggleStyle(tint:), iOS 14's spelling, colours the track when on, over the environment's tint; off stays grey")
    func switchStyleTint() throws {
        let environment = EnvironmentValues()
        func trackFill(_ view: some View) -> RGBAColor? {
            shapeFills(layout(view)).first { $0.element.name == "Capsule" }?.color
        }
        #expect(trackFill(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .purple))) == Color.purple.resolve(in: environment))
        #expect(trackFill(Toggle("A", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .purple)).tint(.orange))
                == Color.purple.resolve(in: environment))
        #expect(trackFill(Toggle("A", isOn: .constant(false)).toggleStyle(SwitchToggleStyle(tint: .purple)))
                == Color(.systemFill).resolve(in: environment))
    }

    @Test("toggleStyle(.button) draws a bordered button, filled with the tint while on")
    func buttonStyle() throws {
        let on = layout(Toggle(isOn: .constant(true)) { Color.red.frame(width: 50, height: 20) }.toggleStyle(.button))
        let target = try #require(on.allElements.first { $0.kind == .button })
        #expect(target.frame.size == CGSize(width: 74, height: 34))   // the bordered button's 12/7 pt insets
        #expect(shapeFills(on).first?.color == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test("A custom ToggleStyle reads the state through its configuration")
    func customStyle() {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { Text(configuration.isOn ? "☑" : "☐"); configuration.label }
            }
        }
        let result = layout(Toggle("Milk", isOn: .constant(true)).toggleStyle(Check()))
        #expect(result.texts.map(\.text.string) == ["☑", "Milk"])
    }

    @Test("An intent toggle is a tap target naming its action")
    func intentHook() throws {
        let result = layout(Toggle(__performing: "MuteIntent", isOn: false) { Text("Mute") })
        let target = try #require(result.allElements.first { $0.kind == .button })
        #expect(target.buttonAction == "MuteIntent")
        #expect(target.path.hasSuffix("Toggle"))
    }
}

@Suite struct ToggleLabelsHiddenTests {
    @Test("labelsHidden() leaves the switch alone: 51 × 31 pt, no title")
    func labelsHidden() throws {
        let result = layout(Toggle("Alerts", isOn: .constant(true)).labelsHidden())
        #expect(result.texts.isEmpty)
        let target = try #require(result.allElements.first { $0.kind == .button })
        #expect(target.frame.size == CGSize(width: 51, height: 31))
    }

    @Test("controlSize other than regular is accepted with an info finding")
    func controlSize() {
        #expect(layout(Button("A") {}.buttonStyle(.plain).controlSize(.small)).findings.contains { $0.message.contains("controlSize") })
        #expect(!layout(Text("A").controlSize(.regular)).findings.contains { $0.message.contains("controlSize") })
    }

    /// A custom style that draws the system switch beside its label, as design systems write switch styles.
    private struct LabelledSwitchStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Toggle(isOn: configuration.$isOn) { configuration.label }
                    .labelsHidden()
                    .tint(.orange)
            }
        }
    }

    @Test("A Toggle inside a custom style's body is drawn with the style around it (the system switch), not the custom one again")
    func toggleInsideStyleBody() throws {
        let result = layout(Toggle("Alerts", isOn: .constant(true)).toggleStyle(LabelledSwitchStyle()), width: 300, height: 100)
        // iOS draws the 51 × 31 switch (issue 30's corpus: GoodSwiftUI's switch style); calling the custom style again
        // recursed until the tree was cut and nothing was drawn.
        let track = try #require(result.allElements.first { $0.name == "Capsule" })
        #expect(track.frame.size == CGSize(width: 51, height: 31))
        #expect(!result.findings.contains { $0.kind == .nestingTooDeep })
        // An outer style is what a toggle inside the inner style's body gets.
        let nested = layout(Toggle("Alerts", isOn: .constant(true)).toggleStyle(LabelledSwitchStyle()).toggleStyle(.button), width: 300, height: 100)
        #expect(!nested.allElements.contains { $0.name == "Capsule" && $0.frame.size == CGSize(width: 51, height: 31) },
                "the inner toggle is drawn with .button, not as a switch")
    }
}
