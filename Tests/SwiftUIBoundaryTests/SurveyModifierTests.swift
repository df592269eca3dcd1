// Modifiers the public widget survey (docs/compatibility.md) found in widget code written for iOS, used as
// apps use them, with `import SwiftUI` alone.
import SwiftUI
import Testing

/// Xcode's widget template view: `.background()` with no style, a disabled button, a masked image.
private struct TemplateEntryView: View {
    var body: some View {
        VStack {
            Text("Time:")
            Text("12:00").monospacedDigit()
            Color.blue.frame(width: 40, height: 40).mask(Circle())
            Text("Later").disabled(true)
        }
        .background()
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }, action: { _ in })
        .listRowSeparator(.hidden)
    }
}

@Suite struct SurveyModifierTests {
    private func layout<V: View>(_ view: V) -> LayoutResult {
        LayoutEngine.layout(view, canvasSize: CGSize(width: 170, height: 170))
    }

    @Test("A view mask that is a shape clips to it; a disabled control is drawn enabled, with an info finding")
    func maskAndDisabled() {
        let result = layout(TemplateEntryView())
        #expect(result.allElements.contains { $0.childClip?.shape == .ellipse })
        let notes = result.findings.filter { $0.kind == .acceptedWithoutEffect }
        #expect(notes.contains { $0.message.contains("disabled(true)") })
        #expect(!notes.contains { $0.message.contains("mask") })
    }

    @Test("A mask that is not a shape masks nothing and says so")
    func nonShapeMask() {
        let result = layout(Color.red.frame(width: 40, height: 40).mask(Text("A")))
        #expect(result.findings.contains { $0.kind == .acceptedWithoutEffect && $0.message.contains("mask") })
    }

    @Test("background() with no style paints the system background of the appearance")
    func defaultBackground() {
        let plain = layout(Text("Time:").frame(width: 100, height: 40))
        let filled = layout(Text("Time:").frame(width: 100, height: 40).background())
        // One more element: the background fill, the size of the framed text.
        #expect(filled.allElements.count > plain.allElements.count)
        #expect(filled.allElements.contains { $0.kind != .text && $0.frame.size == CGSize(width: 100, height: 40) })
    }

    @Test("colorScheme(_:) sets the appearance of the part of the tree it wraps")
    func colorScheme() {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        let result = layout(Probe().colorScheme(.dark))
        #expect(result.allElements.contains { $0.kind == .text && $0.path.contains("dark") })
    }

    @Test("safeAreaPadding insets content as padding does in a widget")
    func safeAreaPadding() {
        let padded = layout(Color.red.safeAreaPadding(12))
        let color = padded.allElements.first { $0.path.hasSuffix("Color[0]") || $0.path.contains("Color") && $0.children.isEmpty }!
        // The 170 pt canvas less 12 pt on each side.
        #expect(abs(color.frame.width - 146) < 0.001 && abs(color.frame.minX - 12) < 0.001)
    }

    @Test("A group box stacks its label over its content inside a 16 pt inset")
    func groupBox() {
        let result = layout(GroupBox("Today") { Text("3 events") })
        let title = result.allElements.first { $0.kind == .text && $0.path.contains("Today") }!
        let detail = result.allElements.first { $0.kind == .text && $0.path.contains("3 events") }!
        #expect(detail.frame.minY >= title.frame.maxY + 8 - 0.001)
        #expect(abs(title.frame.minX - detail.frame.minX) < 0.001)
        #expect(title.frame.minX >= 16 - 0.001)
    }

    @Test("A blurred glow behind a line keeps the layout of the sharp one and is noted as drawn sharp")
    func blur() {
        // A price line with a soft glow copy behind it, as chart-like widgets draw one.
        let line = Capsule().fill(Color.green).frame(width: 120, height: 4)
        let sharp = layout(line)
        let glowing = layout(ZStack { line.blur(radius: 6); line })
        let noted = glowing.findings.filter { $0.kind == .acceptedWithoutEffect && $0.message.contains("blur") }
        #expect(noted.count == 1)
        // Both copies are laid out exactly as the sharp line alone (the blur changes no frame).
        let lineFrames = { (r: LayoutResult) in Set(r.allElements.filter { $0.frame.size == CGSize(width: 120, height: 4) }.map(\.frame)) }
        #expect(lineFrames(sharp).count == 1 && lineFrames(glowing) == lineFrames(sharp))
        #expect(sharp.findings.allSatisfy { $0.kind != .acceptedWithoutEffect })
        #expect(layout(line.blur(radius: 0)).findings.allSatisfy { $0.kind != .acceptedWithoutEffect })
    }

    @Test("A pressed button darkened with brightness keeps its layout and is noted as drawn in its own colours")
    func brightness() {
        let key = Text("A").padding().background(Color.purple).clipShape(Circle())
        let plain = layout(key)
        let pressed = layout(key.brightness(-0.075).saturation(0.5).contrast(1.2).grayscale(0.3))
        let noted = pressed.findings.filter { $0.kind == .acceptedWithoutEffect }.map(\.message)
        #expect(noted.count == 4 && noted.allSatisfy { $0.contains("colours are drawn as given") })
        #expect(pressed.allElements.map(\.frame) == plain.allElements.map(\.frame))
        // The neutral amounts change nothing and note nothing.
        #expect(layout(key.brightness(0).saturation(1).contrast(1).grayscale(0)).findings.allSatisfy { $0.kind != .acceptedWithoutEffect })
    }

    @Test("A divider row in a Grid with gridCellUnsizedAxes compiles and is noted as measured like any cell")
    func gridCellUnsizedAxes() {
        let grid = Grid {
            GridRow { Text("Mon"); Text("12°") }
            Divider().gridCellUnsizedAxes(.horizontal)
        }
        let noted = layout(grid).findings.filter { $0.kind == .acceptedWithoutEffect && $0.message.contains("gridCellUnsizedAxes") }
        #expect(noted.count == 1)
    }

    @Test("#colorLiteral: a UIColor on its own, a Color where one is asked for, Color(UIColor) around it")
    func colorLiterals() {
        let warm = #colorLiteral(red: 0.9, green: 0.5, blue: 0.2, alpha: 1)
        let fog = Color(#colorLiteral(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.7))
        let tint: Color = #colorLiteral(red: 0.9, green: 0.5, blue: 0.2, alpha: 1)
        let environment = EnvironmentValues()
        #expect(type(of: warm) == UIColor.self)
        #expect(Color(warm).resolve(in: environment) == tint.resolve(in: environment))
        let resolved = fog.resolve(in: environment)
        #expect(abs(resolved.red - 0.5) < 1e-6 && abs(resolved.alpha - 0.7) < 1e-6)
    }

    @Test("GroupBox(label:content:) with a Label value lays out as the closure form does")
    func groupBoxLabelValue() {
        let valueForm = layout(GroupBox(label: Label("Due today", systemImage: "list.bullet")) { Text("2 tasks") })
        let closureForm = layout(GroupBox { Text("2 tasks") } label: { Label("Due today", systemImage: "list.bullet") })
        let frames = { (r: LayoutResult) in r.allElements.filter { $0.kind == .text }.map(\.frame) }
        #expect(!frames(valueForm).isEmpty && frames(valueForm) == frames(closureForm))
    }
}
