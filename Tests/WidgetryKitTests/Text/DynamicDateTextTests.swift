import Foundation
import Testing
@testable import WidgetryUI
import WidgetryGraphics
import WidgetryKit
import WidgetryPipeline

@Suite("Dynamic dates")
struct DynamicDateTextTests {
    /// The environment at `offset` seconds after midnight (UTC, en_US: the defaults).
    func at(_ offset: TimeInterval) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.now = midnight.addingTimeInterval(offset)
        return environment
    }

    let target = midnight.addingTimeInterval(9 * hour + 41 * minute)   // 09:41 UTC

    @Test("fixed styles: .time and .date")
    func fixed() {
        // en_US's short time and long date. CLDR 42 and later (the ICU of Linux's Foundation, and iOS 17) put a
        // narrow no-break space (U+202F) before AM and PM.
        #expect(Text(target, style: .time).plainString(in: at(0)) == "9:41\u{202F}AM")
        #expect(Text(target, style: .date).plainString(in: at(0)) == "June 1, 2026")
        // They do not change as time passes.
        #expect(Text(target, style: .time).plainString(in: at(5 * hour)) == "9:41\u{202F}AM")
    }

    @Test(".relative, .offset and .timer at chosen instants")
    func updating() {
        // 07:18 is 2 h 23 min before 09:41.
        #expect(Text(target, style: .relative).plainString(in: at(7 * hour + 18 * minute)) == "2 hours, 23 minutes")
        // 12:41 is 3 h after: .relative is the absolute distance.
        #expect(Text(target, style: .relative).plainString(in: at(12 * hour + 41 * minute)) == "3 hours")
        // .offset: minus for a future date, plus for a past one.
        #expect(Text(target, style: .offset).plainString(in: at(9 * hour + 30 * minute)) == "-11 minutes")
        #expect(Text(target, style: .offset).plainString(in: at(11 * hour + 41 * minute)) == "+2 hours")
        // .timer counts down to the date (150 s before: 2:30), then up (1 h 1 min 1 s after: 1:01:01).
        #expect(Text(target, style: .timer).plainString(in: at(9 * hour + 41 * minute - 150)) == "2:30")
        #expect(Text(target, style: .timer).plainString(in: at(9 * hour + 41 * minute + 3_661)) == "1:01:01")
    }

    @Test(".relative and .offset are written in the cell's language by Foundation's duration formatter")
    func relativeInAnotherLanguage() {
        var german = at(7 * hour + 18 * minute)
        german.locale = Locale(identifier: "de_DE")
        // 2 h 23 min, as Foundation writes a duration of those units in German for this machine's ICU.
        let expected = Duration.seconds(2 * 3_600 + 23 * 60)
            .formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2).locale(Locale(identifier: "de_DE")))
        #expect(Text(target, style: .relative).plainString(in: german) == expected)
        #expect(expected.contains("Stunden"))
        german.now = target.addingTimeInterval(-11 * minute)
        #expect(Text(target, style: .offset).plainString(in: german).hasPrefix("-11 Minuten"))
        // The width reserved while it counts down is the German wording's, not the English one's.
        let patterns = DateTextFormatter(environment: german).widestPatterns(for: .date(target, .relative)) ?? []
        #expect(patterns.first?.contains("Minuten") == true)
        #expect(patterns.allSatisfy { !$0.contains("minutes") })
    }

    @Test("Text(timerInterval:countsDown:) at chosen instants")
    func timerInterval() {
        // A 10-minute interval from midnight, 150 s in: 7:30 left, 2:30 elapsed; clamped outside it.
        let range = midnight...midnight.addingTimeInterval(10 * minute)
        #expect(Text(timerInterval: range).plainString(in: at(150)) == "7:30")
        #expect(Text(timerInterval: range, countsDown: false).plainString(in: at(150)) == "2:30")
        #expect(Text(timerInterval: range).plainString(in: at(hour)) == "0:00")
        #expect(Text(timerInterval: range).plainString(in: at(-hour)) == "10:00")
    }

    @Test("updating styles are measured at their widest value")
    func widest() throws {
        func width(_ text: AttributedText) -> CGFloat { TextMeasurer.shared.measure(text, options: TextLayoutOptions()).size.width }
        let texts = [Text(target, style: .timer), Text(target, style: .relative), Text(target, style: .offset),
                     Text(timerInterval: midnight...midnight.addingTimeInterval(10 * minute))]
        for text in texts {
            // Instants within the same units: every value fits in the width reserved at the first.
            let instants: [TimeInterval] = [9 * hour + 1 * minute, 9 * hour + 11 * minute, 9 * hour + 40 * minute + 1, 9 * hour + 40 * minute + 59]
            let resolver = TextStyleResolver(environment: at(instants[0]))
            let reserved = try #require(resolver.widestAttributedText(for: text))
            for instant in instants {
                let shown = TextStyleResolver(environment: at(instant)).attributedText(for: text)
                #expect(width(shown) <= width(reserved) + 0.01, "\(shown.string) \(width(shown)) wider than \(reserved.string) \(width(reserved))")
            }
        }
        // Fixed styles and plain strings reserve nothing extra.
        #expect(TextStyleResolver(environment: at(0)).widestAttributedText(for: Text(target, style: .time)) == nil)
        #expect(TextStyleResolver(environment: at(0)).widestAttributedText(for: Text("9:41")) == nil)
    }

    @Test("a timer changes without a reload: one entry, different text at different instants")
    func changesWithoutReload() throws {
        let provider = ClosureProvider { now, _ in Timeline(entries: [TestEntry(date: now)], policy: .never) }
        let run = simulate(provider)
        #expect(run.grantedReloads.count == 1)
        let view = AnyView(Text(midnight.addingTimeInterval(hour), style: .timer))
        let cell = WidgetCell(family: .systemSmall)
        func shown(_ offset: TimeInterval) throws -> String {
            let layout = try WidgetRenderer.layout(view, cell: cell, options: WidgetOptions(), assets: AssetCatalog(),
                                                   now: midnight.addingTimeInterval(offset))
            return layout.texts.first?.text.string ?? ""
        }
        #expect(try shown(0) == "1:00:00")
        #expect(try shown(59 * minute + 30) == "0:30")
    }
}

@Suite("Dynamic dates in layout")
struct DynamicDateLayoutTests {
    /// The layout of a countdown to 01:00 at `offset` seconds after midnight.
    func countdown(_ offset: TimeInterval, alignment: TextAlignment = .leading) throws -> (frame: CGRect, drawX: CGFloat, string: String) {
        let view = AnyView(VStack(alignment: .leading) {
            Text(midnight.addingTimeInterval(3_600), style: .timer).font(.largeTitle).multilineTextAlignment(alignment)
            Text("left")
        })
        let layout = try WidgetRenderer.layout(view, cell: WidgetCell(family: .systemSmall), options: WidgetOptions(),
                                               assets: AssetCatalog(), now: midnight.addingTimeInterval(offset))
        let placed = try #require(layout.texts.first)
        return (placed.element.frame, placed.text.drawOrigin.x, placed.text.string)
    }

    @Test("a countdown keeps its frame as the seconds tick")
    func frameDoesNotJump() throws {
        // 00:00:01 → "59:59"; 00:48:49 → "11:11" (narrow digits in most fonts); 00:59:59 → "0:01".
        let a = try countdown(1), b = try countdown(48 * 60 + 49), c = try countdown(3_599)
        #expect(a.string == "59:59" && b.string == "11:11" && c.string == "0:01")
        #expect(a.frame == b.frame)
        #expect(b.frame == c.frame)
        #expect(try countdown(1, alignment: .center).frame == countdown(3_599, alignment: .center).frame)
    }
}
