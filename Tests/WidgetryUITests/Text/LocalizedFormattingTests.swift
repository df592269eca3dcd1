import Foundation
import Testing
@testable import WidgetryUI
import WidgetryFoundation

/// Interpolated dates and format-style values are written when the text is laid out, for the environment's
/// locale, as SwiftUI writes them on iOS — not where the `Text` was created.
@Suite struct LocalizedFormattingTests {
    let date = Date(timeIntervalSince1970: 1_780_315_200)   // 2026-06-01T12:00:00Z
    let locales = ["de", "ja"].map(Locale.init(identifier:))
    /// The environment's default time zone, which dates are shown in.
    let utc = TimeZone(identifier: "UTC")!

    /// What `view`'s first text shows laid out in `locale`.
    private func shown(_ view: Text, in locale: Locale) -> String {
        layout(view) { $0.locale = locale }.texts[0].text.string
    }

    @Test("\"\\(date, style: .date)\" is the locale's long date, as Foundation writes it")
    func dateStyle() {
        let text = Text("Due \(date, style: .date)")
        let shown = locales.map { self.shown(text, in: $0) }
        #expect(shown == locales.map { "Due " + date.formatted(Date.FormatStyle(date: .long, time: .omitted, timeZone: utc).locale($0)) })
        #expect(shown[0] != shown[1])
    }

    @Test("A Text interpolated into a Text shows its words, written for the outer text's locale, and measures as that line does")
    func textInText() {
        // SwiftUI's `LocalizedStringKey.StringInterpolation.appendInterpolation(_: Text)`: before it, the inner Text was
        // written by its description ("Questionnaire, Text(segments: …)", 3,662 pt wide), and a ViewThatFits offering
        // the line first fell back to its second choice (SpeziScheduler's tile header, issue 30's corpus).
        let text = Text("Questionnaire, \(Text(date, style: .time))", bundle: .main)
        let shown = locales.map { self.shown(text, in: $0) }
        #expect(shown == locales.map { "Questionnaire, " + date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: utc).locale($0)) })
        // German writes noon "12:00"; American English "12:00 PM".
        #expect(self.shown(text, in: Locale(identifier: "en_US")) != shown[0])
        let inner = Text("Due \(Text(date, style: .date)) · \(Text(verbatim: "Room 4"))")
        #expect(self.shown(inner, in: locales[0]) == "Due " + date.formatted(Date.FormatStyle(date: .long, time: .omitted, timeZone: utc).locale(locales[0])) + " · Room 4")
        // The line is as wide as the same words written out.
        let written = "Questionnaire, " + date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: utc).locale(Locale(identifier: "en_US")))
        #expect(layout(text.fixedSize()).texts[0].element.frame.width == layout(Text(verbatim: written).fixedSize()).texts[0].element.frame.width)
        // Offered 300 pt, a ViewThatFits keeps the one-line version, as iOS does.
        let fits = layout(ViewThatFits(in: .horizontal) {
            text
            VStack { Text("Questionnaire"); Text(date, style: .time) }
        }, width: 300)
        #expect(fits.texts.count == 1 && fits.texts[0].text.string.hasPrefix("Questionnaire, "))
    }

    @Test("An image with no symbol stand-in inside a Text is a visible mark about an em wide, not the image's description")
    func imageInText() {
        // `Image("logo")` (an asset) and a symbol the stand-in table lacks keep a white square in the text's font.
        let rating = Text("\(Image("Logo")) 4.5")
        let joined = Text(Image(systemName: "figure.pickleball")) + Text(" 4.5")
        #expect(self.shown(rating, in: locales[0]) == "\u{25A1} 4.5")
        #expect(layout(joined).texts[0].text.string == "\u{25A1} 4.5")
        // Body is 17 pt: the mark and " 4.5" together stay within a few ems, where the description was hundreds of points.
        let width = layout(rating.fixedSize()).texts[0].element.frame.width
        let digits = layout(Text(verbatim: " 4.5").fixedSize()).texts[0].element.frame.width
        #expect(width > digits + 17 * 0.5 && width < digits + 17 * 1.3, "\(width) vs \(digits)")
    }

    @Test("An AttributedString and a timer inside a Text key show their characters and the clock, not their descriptions")
    func attributedStringAndTimerInText() {
        #expect(self.shown(Text("\(AttributedString("Gate 4")) boarding"), in: locales[0]) == "Gate 4 boarding")
        // Paused 30 s into a 90 s countdown: 60 s left, "1:00" as `Text(timerInterval:)` writes it.
        let start = date
        let text = Text("Arrives in \(timerInterval: start...start.addingTimeInterval(90), pauseTime: start.addingTimeInterval(30))")
        #expect(self.shown(text, in: locales[0]) == "Arrives in 1:00")
    }

    @Test("\"\\(distance, format: .measurement(…))\": the number in the locale's digits and separators, then the unit's symbol")
    func measurement() {
        let distance = Measurement(value: 1234.5, unit: UnitLength.kilometers)
        let text = Text("\(distance, format: .measurement(width: .abbreviated)) to go")
        let shown = locales.map { self.shown(text, in: $0) }
        // Linux's Foundation has no measurement formatting: the stand-in writes Foundation's number for the
        // locale and the unit's symbol.
        #expect(shown == locales.map { distance.value.formatted(.number.locale($0)) + " km to go" })
        #expect(shown[0] != shown[1])
    }

    @Test("usage: .weather writes a temperature in the locale's unit: Fahrenheit for en_US, Celsius for de_DE")
    func weatherTemperature() {
        let outside = Measurement(value: 20, unit: UnitTemperature.celsius)
        let style = { (id: String) in Measurement<UnitTemperature>.FormatStyle.measurement(width: .narrow, usage: .weather)
            .locale(Locale(identifier: id)) }
        // 20 °C = 68 °F (°F = °C × 9/5 + 32).
        #expect(style("en_US").format(outside) == "68 °F")
        #expect(style("de_DE").format(outside) == "20 °C")
        #expect(Measurement<UnitTemperature>.FormatStyle.measurement(width: .narrow, usage: .asProvided)
            .locale(Locale(identifier: "en_US")).format(outside) == "20 °C")
        // Other dimensions are written as provided.
        let road = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(Measurement<UnitLength>.FormatStyle.measurement(width: .abbreviated, usage: .general)
            .locale(Locale(identifier: "en_US")).format(road) == "5 km")
    }

    @Test("Usages pick CLDR's preferred unit per region: a road in miles in the US and UK, rain in inches in the US")
    func usagesByRegion() {
        func written<U: Dimension>(_ value: Measurement<U>, _ usage: MeasurementFormatUnitUsage<U>, _ id: String) -> String {
            Measurement<U>.FormatStyle.measurement(width: .abbreviated, usage: usage,
                                                   numberFormatStyle: .number.precision(.fractionLength(1)))
                .locale(Locale(identifier: id)).format(value)
        }
        // 8.04672 km = 5 mi exactly (1 mi = 1.609344 km, the international mile).
        let commute = Measurement(value: 8.04672, unit: UnitLength.kilometers)
        #expect(written(commute, .road, "en_US") == "5.0 mi")
        #expect(written(commute, .road, "en_GB") == "5.0 mi")
        #expect(written(commute, .road, "fr_FR") == "8,0 km")
        // 25.4 mm = 1 in.
        let rain = Measurement(value: 25.4, unit: UnitLength.millimeters)
        #expect(written(rain, .rainfall, "en_US") == "1.0 in")
        #expect(written(rain, .rainfall, "de_DE") == "25,4 mm")
        // 1 kcal = 4.184 kJ (the thermochemical calorie).
        #expect(written(Measurement(value: 418.4, unit: UnitEnergy.kilojoules), .workout, "en_US") == "100.0 kCal")
        #expect(written(Measurement(value: 10, unit: UnitSpeed.metersPerSecond), .wind, "de_DE") == "36,0 km/h")
        // A usage CLDR gives no single unit for here is written as provided.
        #expect(written(Measurement(value: 50, unit: UnitLength.millimeters), .focalLength, "en_US") == "50.0 mm")
    }

    @Test("\"\\(price, format: .currency(code:))\" and Text(_:format:) follow the environment's locale")
    func currency() {
        let price = 1234.5
        let expected = locales.map { price.formatted(.currency(code: "EUR").locale($0)) }
        #expect(locales.map { shown(Text("\(price, format: .currency(code: "EUR"))"), in: $0) } == expected)
        #expect(locales.map { shown(Text(price, format: .currency(code: "EUR")), in: $0) } == expected)
        #expect(expected[0] != expected[1])
        // The key SwiftUI looks up has a %@ where the value goes.
        let key: LocalizedStringKey = "\(price, format: .currency(code: "EUR")) total"
        #expect(key.formatKey == "%@ total")
    }

    @Test("A plain interpolated Date is written as Date.formatted() writes it, for the locale shown")
    func plainDate() {
        let text = Text("Updated \(date)")
        #expect(locales.map { shown(text, in: $0) }
                == locales.map { "Updated " + date.formatted(Date.FormatStyle(date: .numeric, time: .shortened, timeZone: utc).locale($0)) })
    }

    @Test("A Text's runs, string and lookups come from one resolution")
    func resolvedOnce() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de")
        let text = Text("Due \(date, style: .date)") + Text(verbatim: " · ") + Text(1234.5, format: .number)
        let resolved = ResolvedText(text, environment: environment)
        #expect(resolved.strings.count == 3)
        #expect(resolved.localizations.map(\.run.key) == ["Due %@"])
        #expect(resolved.plainString == text.plainString(in: environment))
        #expect(TextStyleResolver(environment: environment).attributedText(for: text, resolved: resolved).string == resolved.plainString)
    }

    @Test("An interpolated Double is written as %lf writes it, six decimals: \"76.000000%\" (iOS render, luispadron/UICircularProgressRing)")
    func interpolatedDouble() {
        // `Text("\(percent * 100)%")` with percent = 0.76: the iOS snapshot of RingSnapshotTest.test_ring_with_text
        // (commit 5b00b9b) shows "76.000000%", the key "%lf%%" formatted with its argument.
        let percent = 0.76
        #expect(layout(Text("\(percent * 100)%")).texts[0].text.string == "76.000000%")
        #expect(layout(Text("\(Float(2.5)) km")).texts[0].text.string == "2.500000 km")
        // Integers and explicit specifiers are unchanged.
        #expect(layout(Text("\(42) stops")).texts[0].text.string == "42 stops")
        #expect(layout(Text("\(percent * 100, specifier: "%.0f")%")).texts[0].text.string == "76%")
    }
}
