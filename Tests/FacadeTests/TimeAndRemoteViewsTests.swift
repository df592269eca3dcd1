import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryPipeline

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

    @Test("A canvas compiles, takes its frame, draws no text and carries an accepted-without-effect finding")
    func canvas() throws {
        let rendered = CellPipeline().render(AnyView(Sparkline()), named: "spark", in: WidgetCell(family: .systemMedium), output: .layout)
        let layout = try #require(rendered.layout)
        #expect(layout.texts.isEmpty)
        #expect(rendered.findings.contains { $0.kind == .acceptedWithoutEffect && $0.message.contains("Canvas") })
    }
}
