import Foundation
import Testing
import WidgetryFindings
import WidgetryGraphics
@testable import WidgetryUI

/// A 50 × 20 label with no font dependence, so frames are exact.
private var block: some View { Color.red.frame(width: 50, height: 20) }

/// The fill colours of the shapes placed in `result`, in drawing order.
func shapeFills(_ result: LayoutResult) -> [(element: PlacedElement, color: RGBAColor)] {
    result.allElements.compactMap { element in
        if case .shape(_, .color(let color)?, _, _) = element.content { return (element, color) }
        return nil
    }
}

@Suite struct ButtonTests {
    @Test("A bordered button is its label plus 12 pt either side and 7 pt above and below (UIButton.Configuration medium insets)")
    func borderedFrame() throws {
        for style in [AnyButtonStyleCase.bordered, .borderedProminent] {
            let result = layout(style.apply(Button(action: {}) { block }))
            let button = try #require(result.allElements.first { $0.kind == .button })
            // 50 + 2 × 12 = 74 wide; 20 + 2 × 7 = 34 high.
            #expect(button.frame.size == CGSize(width: 74, height: 34))
        }
    }

    @Test("At controlSize(.large) a bordered button's insets are 20 and 14 pt: a 17 pt label in a 50 pt button, as iOS renders it")
    func largeControlSize() throws {
        for style in [AnyButtonStyleCase.bordered, .borderedProminent] {
            let result = layout(style.apply(Button(action: {}) { block }).controlSize(.large))
            let button = try #require(result.allElements.first { $0.kind == .button })
            // 50 + 2 × 20 = 90 wide; 20 + 2 × 14 = 48 high (a 22 pt body line gives the 50 pt iOS button).
            #expect(button.frame.size == CGSize(width: 90, height: 48))
            #expect(!result.findings.contains { $0.message.contains("controlSize") })
        }
        // The issue 30 corpus: iOS draws the large prominent button 50 pt tall around a 17 pt label, whose SF Pro line
        // is 22 pt: 22 + 2 × 14. Here the label's line is the stand-in font's, and the insets are the same 28 pt.
        let line = try #require(layout(Text("Continue")).allElements.first).frame.height
        let large = layout(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large))
        let button = try #require(large.allElements.first { $0.kind == .button })
        #expect(abs(button.frame.height - (line + 28)) < 0.01, "\(button.frame), line \(line)")
    }

    @Test("Plain and borderless buttons are exactly their label")
    func plainFrame() throws {
        for style in [AnyButtonStyleCase.plain, .borderless] {
            let result = layout(style.apply(Button(action: {}) { block }))
            let button = try #require(result.allElements.first { $0.kind == .button })
            #expect(button.frame.size == CGSize(width: 50, height: 20))
        }
    }

    @Test("An unstyled button is bordered in a widget and borderless (its label alone) in an app's content")
    func automaticDependsOnContext() throws {
        // Apple: "iOS uses the borderless button style by default"; the iOS render of an unstyled button in a
        // plain view's snapshot test is its label alone (autoreleasefool/approach, ArchiveButtonTests).
        let widget = try #require(layout(Button(action: {}) { block }).allElements.first { $0.kind == .button })
        #expect(widget.frame.size == CGSize(width: 74, height: 34))
        let app = try #require(layout(Button(action: {}) { block }) { $0.isAppContent = true }.allElements.first { $0.kind == .button })
        #expect(app.frame.size == CGSize(width: 50, height: 20))
        // No background: the label's own fill is the only shape drawn.
        #expect(shapeFills(layout(Button(action: {}) { block }) { $0.isAppContent = true }).count == 1)
        #expect(shapeFills(layout(Button(action: {}) { block })).count == 2)
    }

    @Test("A prominent button is filled with the tint; a destructive one with red")
    func prominentFill() {
        let tinted = layout(Button(action: {}) { block }.buttonStyle(.borderedProminent).tint(.green))
        // The background is drawn before the label (the red block): its fill is the system green.
        #expect(shapeFills(tinted).first?.color == Color.green.resolve(in: EnvironmentValues()))
        let destructive = layout(Button(role: .destructive, action: {}) { block }.buttonStyle(.borderedProminent))
        #expect(shapeFills(destructive).first?.color == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test("A borderless button draws its title in the accent colour")
    func borderlessTint() throws {
        let result = layout(Button("Open") {}.buttonStyle(.borderless))
        let text = try #require(result.texts.first)
        #expect(text.text.text.runs.first?.color == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test("An intent button is a tap target naming its action; a closure button is one without an action, with an info finding")
    func tapTargets() throws {
        let intent = layout(Button(__performing: "AddPointIntent") { Text("+1") })
        let target = try #require(intent.allElements.first { $0.kind == .button })
        #expect(target.buttonAction == "AddPointIntent")
        #expect(target.path.hasSuffix("Button"))
        #expect(intent.findings.isEmpty)

        let closure = layout(Button("Tap") {})
        #expect(closure.allElements.contains { $0.kind == .button && $0.buttonAction == nil })
        #expect(closure.findings.contains { $0.kind == .acceptedWithoutEffect && $0.severity == .info })
    }

    @Test("A custom ButtonStyle draws the label it is given, unpressed")
    func customStyle() throws {
        struct Framed: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(5).opacity(configuration.isPressed ? 0.5 : 1)
            }
        }
        let result = layout(Button(action: {}) { block }.buttonStyle(Framed()))
        let button = try #require(result.allElements.first { $0.kind == .button })
        #expect(button.frame.size == CGSize(width: 60, height: 30))
        #expect(!result.allElements.contains { $0.opacity == 0.5 })
    }

    @Test("Button(_:systemImage:action:) shows the symbol and the title")
    func systemImage() {
        let result = layout(Button("Reload", systemImage: "arrow.clockwise") {}.buttonStyle(.plain))
        #expect(result.texts.map(\.text.string) == ["Reload"])
        #expect(result.allElements.contains { $0.kind == .symbol })
    }

    @Test("buttonBorderShape(.capsule) draws a capsule background")
    func capsule() {
        let result = layout(Button(action: {}) { block }.buttonStyle(.bordered).buttonBorderShape(.capsule))
        #expect(result.allElements.contains { $0.name == "Capsule" })
    }
}

/// The built-in styles, so one test can loop over them.
enum AnyButtonStyleCase {
    case plain, borderless, bordered, borderedProminent

    func apply<V: View>(_ view: V) -> AnyView {
        switch self {
        case .plain: return AnyView(view.buttonStyle(.plain))
        case .borderless: return AnyView(view.buttonStyle(.borderless))
        case .bordered: return AnyView(view.buttonStyle(.bordered))
        case .borderedProminent: return AnyView(view.buttonStyle(.borderedProminent))
        }
    }
}

@Suite struct ControlTargetTests {
    @Test("controlTargets lists each button and toggle with its frame and action, mirrored in right-to-left layouts")
    func targets() throws {
        let view = HStack(spacing: 0) {
            Button(__performing: "PlayIntent") { Color.red.frame(width: 40, height: 40) }.buttonStyle(.plain)
            Spacer()
            Toggle(__performing: "MuteIntent", isOn: true) { EmptyView() }.frame(width: 100)
        }
        let result = layout(view, width: 300, height: 100)
        let targets = result.controlTargets
        #expect(targets.map(\.action) == ["PlayIntent", "MuteIntent"])
        // The HStack spans the 300 pt canvas; the button's 40 pt square is at its leading edge, vertically centred.
        #expect(targets[0].rect == CGRect(x: 0, y: 30, width: 40, height: 40))
        #expect(targets[1].rect.maxX == 300)

        let mirrored = layout(view, width: 300, height: 100) { $0.layoutDirection = .rightToLeft }.controlTargets
        #expect(mirrored[0].rect == CGRect(x: 260, y: 30, width: 40, height: 40))
        #expect(mirrored[1].rect.minX == 0)
    }

    @Test("A control clipped away has no tap target")
    func clipped() {
        let view = Button(__performing: "A") { Color.red.frame(width: 40, height: 40) }.buttonStyle(.plain)
            .offset(x: 100).frame(width: 20, height: 20).clipped()
        #expect(layout(view).controlTargets.isEmpty)
    }
}

@Suite struct SwitchToggleTintTests {
    @Test("SwitchToggleStyle(tint:) fills the on track with its tint (iOS 14's spelling); without one the track is green")
    func switchTint() {
        let orange = Color.orange.resolve(in: EnvironmentValues()), green = Color.green.resolve(in: EnvironmentValues())
        let tinted = layout(Toggle("Alerts", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange)))
        #expect(shapeFills(tinted).contains { $0.color == orange })
        let plain = layout(Toggle("Alerts", isOn: .constant(true)).toggleStyle(SwitchToggleStyle()))
        #expect(shapeFills(plain).contains { $0.color == green })
        #expect(!shapeFills(plain).contains { $0.color == orange })
    }

    @Test("A foreground colour set around borderless buttons is their labels' colour; without one they take the accent")
    func foregroundAroundBorderlessButtons() throws {
        func labelColor<V: View>(_ view: V) throws -> RGBAColor {
            try #require(layout(view).texts.first).text.text.runs[0].color
        }
        let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
        // iOS (issue 30's corpus, Ferrostar's zoom buttons): primary labels under .foregroundColor(.primary).
        #expect(try labelColor(VStack { Button("Zoom in") {} }.buttonStyle(.borderless).foregroundColor(.primary)) == black)
        #expect(try labelColor(VStack { Button("Zoom in") {} }.buttonStyle(.borderless)) != black)
        // A tint, or a destructive role, still colours the label.
        #expect(try labelColor(VStack { Button("Delete", role: .destructive) {} }.buttonStyle(.borderless).foregroundColor(.primary)) != black)
    }
}
