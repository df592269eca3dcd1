import Foundation
import Testing
import WidgetryFindings
@testable import WidgetryUI

@Suite struct AcceptedModifierTests {
    /// Widget code as written for iOS 17, every accepted modifier in place.
    struct Everything: View {
        @State private var value = 4
        var body: some View {
            VStack {
                Text("\(value)")
                    .contentTransition(.numericText(value: Double(value)))
                    .contentTransition(.numericText(countsDown: true))
                    .contentTransition(.interpolate)
                    .accessibility(label: Text("Count"))
                    .accessibilityValue("\(value)")
                    .accessibilityAddTraits(.isHeader)
                    .onChange(of: value) { old, new in _ = old + new }
                    .onChange(of: value, initial: true) {}
                    .onChange(of: value) { new in _ = new }
                    .task { await Task.yield() }
                    .task(id: value) {}
                    .onTapGesture { withAnimation(.spring) { value += 1 } }
                    .transition(.opacity.combined(with: .scale))
                    .transition(.blurReplace)
                    .transition(.blurReplace(.upUp).combined(with: .opacity))
                    .animation(.easeInOut(duration: 0.2), value: value)
                    // An iPad screen's keyboard, focus and pointer input (iOS 17), which a widget never receives.
                    .focusable(true)
                    .focusEffectDisabled()
                    .onKeyPress { press in press.key == .rightArrow && press.modifiers.isEmpty ? .handled : .ignored }
                    .onKeyPress(.escape) { .handled }
                    .onHover { _ in }
                    .popover(isPresented: .constant(false)) { Text("More").presentationCompactAdaptation(.none) }
                Image(systemName: "star")
                    .symbolEffect(.pulse.byLayer, options: .repeating, isActive: true)
                    .symbolEffect(.bounce, value: value)
            }
            .accessibilityElement(children: .combine)
        }
    }

    @Test("Accessibility, life-cycle, animation, symbol-effect, keyboard and focus modifiers compile and change nothing")
    func acceptedLayoutUnchanged() {
        let plain = layout(VStack { Text("4"); Image(systemName: "star") })
        let decorated = layout(Everything())
        #expect(decorated.texts.map(\.element.frame) == plain.texts.map(\.element.frame))
        // The symbol's own finding (it is drawn with a stand-in) is the only one.
        #expect(decorated.findings.map(\.kind) == [.symbolStandIn])
    }

    @Test("withAnimation returns its body's result, with every kind of animation")
    func withAnimationResult() {
        #expect(withAnimation { 1 + 1 } == 2)
        #expect(withAnimation(.easeOut) { "done" } == "done")
        // `.spring()` with no arguments, as a chart package's bars animate (it was ambiguous between the two springs).
        #expect(withAnimation(Animation.spring().delay(0.04)) { 2 } == 2)
        #expect(withAnimation(.spring()) { 2 } == 2)
        #expect(withAnimation(.interpolatingSpring(stiffness: 140, damping: 14).delay(0.2)) { 3 } == 3)
        #expect(withAnimation(.interpolatingSpring(duration: 0.4, bounce: 0.2)) { 4 } == 4)
        #expect(withAnimation(.spring(mass: 1, stiffness: 100, damping: 10)) { 5 } == 5)
        #expect(withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.3)) { 6 } == 6)
        #expect(withAnimation(.interactiveSpring(response: 0.2, dampingFraction: 0.8)) { 7 } == 7)
    }

    @Test("withTransaction runs its body and returns its result; transaction(_:) leaves the view as it is")
    func transactions() {
        // The pattern of a digit roller (a survey extension): jump without animating, then animate.
        var offset = 0.0
        withTransaction(Transaction(animation: nil)) { offset = -120 }
        #expect(offset == -120)
        #expect(withTransaction(\.disablesAnimations, true) { offset + 1 } == -119)
        var transaction = Transaction(animation: .easeIn)
        transaction.disablesAnimations = true
        #expect(transaction.animation == .easeIn && Transaction().animation == nil)
        let plain = layout(Text("42"))
        let changed = layout(Text("42").transaction { $0.animation = nil }.transaction(value: 1) { $0.disablesAnimations = true })
        #expect(changed.texts.map(\.element.frame) == plain.texts.map(\.element.frame))
    }

    @Test("symbolVariant is accepted with one info finding, since on a device it changes the symbol drawn")
    func symbolVariant() {
        let result = layout(Image(systemName: "star").symbolVariant(.fill.circle))
        let findings = result.findings.filter { $0.kind == .acceptedWithoutEffect }
        #expect(findings.count == 1 && findings[0].severity == .info)
        #expect(layout(Image(systemName: "star").symbolVariant(.none)).findings.allSatisfy { $0.kind == .symbolStandIn })
    }

    @Test("fontDesign selects the design as .font(.system(…, design:)) does, unless the font names its own")
    func fontDesign() {
        let mono = layout(Text("1").fontDesign(.monospaced)).texts[0].text.text.runs[0].font
        let reference = layout(Text("1").font(.system(.body, design: .monospaced))).texts[0].text.text.runs[0].font
        #expect(mono == reference)
        let titled = layout(Text("1").font(.title).fontDesign(.serif)).texts[0].text.text.runs[0].font
        #expect(titled == layout(Text("1").font(.system(.title, design: .serif))).texts[0].text.text.runs[0].font)
        let own = layout(Text("1").font(.system(.body, design: .serif)).fontDesign(.monospaced)).texts[0].text.text.runs[0].font
        #expect(own.family == "serif")
        #expect(layout(Text("1").fontDesign(nil)).texts[0].text.text.runs[0].font == layout(Text("1")).texts[0].text.text.runs[0].font)
    }
}
