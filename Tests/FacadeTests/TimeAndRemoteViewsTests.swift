import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline
import WidgetryGraphics

/// Views that change over time or load from elsewhere, on screens that share files with a widget:
/// TimelineView, AsyncImage and ScrollViewReader, written as iOS apps write them.
@Suite struct TimeAndRemoteViewsTests {
    private func texts<V: View>(_ view: V) throws -> [String] {
        let rendered = CellPipeline().render(AnyView(view), named: "screen", in: WidgetCell(family: .systemLarge), output: .layout)
        return try #require(rendered.layout).texts.map(\.text.string)
    }

    // 2023-11-14 22:13:20 UTC: 20 seconds past a minute.
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func seconds(_ date: Date) -> String { String(Int(date.timeIntervalSince1970)) }

    @Test("TimelineView content sees the environment's now, on the schedule: the minute's start, the last period, the last explicit date")
    func timeline() throws {
        let start = now.addingTimeInterval(-1000)
        let view = VStack {
            TimelineView(.everyMinute) { context in Text(seconds(context.date)) }
            TimelineView(.periodic(from: start, by: 300)) { context in Text(seconds(context.date)) }
            TimelineView(.explicit([now.addingTimeInterval(-50), now.addingTimeInterval(-10), now.addingTimeInterval(30)])) { context in
                Text(seconds(context.date))
            }
            TimelineView(.animation) { context in Text(seconds(context.date)) }
        }
        .environment(\.now, now)
        // 1_700_000_000 − 20 s to the minute; start + 3 × 300 s (1000 s elapsed); the latest date not after now; now itself.
        #expect(try texts(view) == ["1699999980", "1699999900", "1699999990", "1700000000"])
    }

    struct Avatar: View {
        let url = URL(string: "https://example.com/avatar.png")
        var body: some View {
            VStack {
                AsyncImage(url: url) { image in
                    image.resizable()
                } placeholder: {
                    Text("Loading")
                }
                AsyncImage(url: url, scale: 2) { phase in
                    if let image = phase.image {
                        image
                    } else if phase.error != nil {
                        Text("Failed")
                    } else {
                        Text("Waiting")
                    }
                }
                AsyncImage(url: url).frame(width: 40, height: 40)
            }
        }
    }

    @Test("AsyncImage never loads in a widget: the placeholder, the empty phase and the grey fill show")
    func asyncImage() throws {
        let rendered = CellPipeline().render(AnyView(Avatar()), named: "avatar", in: WidgetCell(family: .systemLarge), output: .layout)
        let layout = try #require(rendered.layout)
        #expect(layout.texts.map(\.text.string) == ["Loading", "Waiting"])
        #expect(layout.allElements.contains { $0.frame.width == 40 && $0.frame.height == 40 && $0.kind == .color })
    }

    @Test("ScrollViewReader draws its content; scrollTo does nothing")
    func scrollReader() throws {
        let view = ScrollViewReader { proxy in
            ScrollView {
                VStack { Text("Row 1").id(1); Text("Row 2").id(2) }
            }
            .onAppear { proxy.scrollTo(2, anchor: .bottom) }
        }
        #expect(try texts(view) == ["Row 1", "Row 2"])
    }
}

/// Canvas on a screen shared with a widget.
@Suite struct CanvasTests {
    struct Sparkline: View {
        let values: [Double] = [1, 3, 2, 5]
        var body: some View {
            Canvas { context, size in
                var path = Path()
                for (index, value) in values.enumerated() {
                    let point = CGPoint(x: size.width * Double(index) / 3, y: size.height * (1 - value / 5))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                context.stroke(path, with: .color(.green), lineWidth: 2)
                context.draw(Text("5"), at: CGPoint(x: size.width, y: 0), anchor: .topTrailing)
                // An axis label resolved first, as chart code measures it before placing it.
                let label = context.resolve(Text("0").font(.caption))
                let labelSize = label.measure(in: size)
                context.draw(label, at: CGPoint(x: size.width - labelSize.width, y: size.height), anchor: .bottomTrailing)
            }
            .frame(width: 120, height: 40)
        }
    }

    @Test("A canvas runs its renderer: the sparkline's line and both labels are drawn where the renderer put them")
    func canvas() throws {
        let rendered = CellPipeline().render(AnyView(Sparkline().padding(10)), named: "spark", in: WidgetCell(family: .systemMedium), output: .layout)
        let layout = try #require(rendered.layout)
        let canvas = try #require(layout.root.allElements.first { $0.frame.size == CGSize(width: 120, height: 40) })
        let labels = Dictionary(uniqueKeysWithValues: layout.texts.map { ($0.text.string, $0.element.frame) })
        // "5" with its top-trailing corner at the canvas's top-trailing corner.
        let five = try #require(labels["5"])
        #expect(abs(five.maxX - canvas.frame.maxX) < 0.01 && abs(five.minY - canvas.frame.minY) < 0.01)
        // "0", measured first, then drawn with its bottom-trailing corner one label-width left of the corner.
        let zero = try #require(labels["0"])
        #expect(abs(zero.maxY - canvas.frame.maxY) < 0.01 && abs(zero.maxX - (canvas.frame.maxX - zero.width)) < 0.5)
        // The line: a green stroke 2 pt wide over the canvas's frame.
        let green = Paint.color(Color.green.resolve(in: EnvironmentValues()))
        let line = layout.root.allElements.first { element in
            if case .shape(_, nil, green?, 2) = element.content { return true }
            if case .styledStroke(_, green, let style) = element.content { return style.lineWidth == 2 }
            return false
        }
        #expect(line?.frame == canvas.frame)
        #expect(!rendered.findings.contains { $0.kind == .acceptedWithoutEffect && $0.message.contains("Canvas") })
    }

    @Test("Transforms move paths and labels; opacity fades what is drawn next; a gradient's points are the canvas's")
    func transformsAndShadings() throws {
        let dial = Canvas { context, size in
            context.translateBy(x: size.width / 2, y: size.height / 2)
            context.opacity = 0.5
            context.fill(Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.red))
            context.opacity = 1
            context.draw(Text("12"), at: CGPoint(x: 0, y: -30), anchor: .top)
            context.fill(Path(CGRect(x: -50, y: 20, width: 100, height: 10)),
                         with: .linearGradient(Gradient(colors: [.blue, .white]), startPoint: CGPoint(x: -50, y: 0), endPoint: CGPoint(x: 50, y: 0)))
        }
        .frame(width: 100, height: 80)
        let layout = try #require(CellPipeline().render(AnyView(dial), named: "dial", in: WidgetCell(family: .systemMedium), output: .layout).layout)
        let canvas = try #require(layout.root.allElements.first { $0.frame.size == CGSize(width: 100, height: 80) }?.frame)
        let twelve = try #require(layout.texts.first { $0.text.string == "12" }?.element.frame)
        // Anchored at its top centre on (50, 40 − 30) of the canvas.
        #expect(abs(twelve.midX - canvas.midX) < 0.01 && abs(twelve.minY - (canvas.minY + 10)) < 0.01)
        let faded = layout.root.allElements.contains { $0.opacity == 0.5 }
        #expect(faded)
        let gradient = layout.root.allElements.compactMap { element -> Paint? in
            if case .shape(_, let fill?, _, _) = element.content, case .linearGradient = fill { return fill }
            return nil
        }.first
        // −50…50 around the centre of a 100-wide canvas: the canvas's whole width.
        if case .linearGradient(_, let start, let end)? = gradient {
            #expect(start.x == 0 && end.x == 1)
        } else {
            Issue.record("no gradient fill drawn: \(String(describing: gradient))")
        }
    }
}
