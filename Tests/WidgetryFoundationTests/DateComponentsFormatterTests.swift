import Foundation
import Testing
import WidgetryFoundation

/// Code written for iOS names `DateComponentsFormatter` and `MeasurementFormatter` with Foundation imported; on
/// Linux Foundation declares both unavailable and Widgetry's classes shadow them. Expected strings are what iOS
/// writes for the same calls (en_US), as Foundation's documentation and its `Duration` formatting give them.
@Suite struct DateComponentsFormatterTests {
    func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.calendar?.locale = Locale(identifier: "en_US")
        return formatter
    }

    @Test("Positional: 3725 s is 1:02:05; leading zero hours are dropped (65 s is 1:05) unless padded (00:01:05)")
    func positional() {
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 3725) == "1:02:05")
        #expect(formatter(.positional, [.hour, .minute, .second]).string(from: 65) == "1:05")
        let padded = formatter(.positional, [.hour, .minute, .second])
        padded.zeroFormattingBehavior = .pad
        #expect(padded.string(from: 65) == "00:01:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 3725) == "62:05")
    }

    @Test("Worded styles: 1h 2m, 1 hr, 2 min, 1 hour, 2 minutes; the largest unit alone with maximumUnitCount 1")
    func worded() {
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: 3725) == "1h 2m")
        #expect(formatter(.short, [.hour, .minute]).string(from: 3725) == "1 hr, 2 min")
        #expect(formatter(.full, [.hour, .minute]).string(from: 3725) == "1 hour, 2 minutes")
        let largest = formatter(.full, [.day, .hour, .minute])
        largest.maximumUnitCount = 1
        // 90061 s = 1 day, 1 hour, 1 minute, 1 second.
        #expect(largest.string(from: 90061) == "1 day")
        #expect(formatter(.full, [.hour]).string(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 7200)) == "2 hours")
    }

    @Test("collapsesLargestUnit writes a largest unit of one in the next unit: 65 s is 65 seconds, 4200 s is 70 minutes")
    func collapsesLargestUnit() {
        let collapsing = formatter(.full, [.hour, .minute, .second])
        collapsing.collapsesLargestUnit = true
        // Foundation's documented example: 1 minute 5 seconds as "65 seconds".
        #expect(collapsing.string(from: 65) == "65 seconds")
        // 4200 s = 1 hour 10 minutes → 70 minutes; 7800 s = 2 hours 10 minutes stays as it is.
        #expect(collapsing.string(from: 4200) == "70 minutes")
        #expect(collapsing.string(from: 7800) == "2 hours, 10 minutes")
        #expect(formatter(.full, [.hour, .minute, .second]).string(from: 65) == "1 minute, 5 seconds")
    }

    @Test("MeasurementFormatter: 12.5 km as provided; 20 °C shown as 68°F for en_US unless the unit is kept")
    func measurement() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: Measurement(value: 12.5, unit: UnitLength.kilometers)) == "12.5 km")
        #expect(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "20°C")
        formatter.unitOptions = []
        // 20 × 9/5 + 32 = 68.
        #expect(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "68°F")
        formatter.unitOptions = .temperatureWithoutUnit
        #expect(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "68°")
    }
}
