import Foundation
#if canImport(ActivityKit)
import ActivityKit
#endif

/// One train leaving a station, as the timetable service sends it. Shared by the app, which downloads
/// the boards, and the widget extension, which shows the next few.
struct Departure: Codable, Hashable, Identifiable {
    var id: String
    /// The line's short name, as printed on the train: "S4", "RE 7".
    var line: String
    var destination: String
    var platform: String
    var scheduled: Date
    var delayMinutes: Int = 0
    var isCancelled = false

    /// When the train is expected to leave, delay included.
    var expected: Date {
        scheduled.addingTimeInterval(TimeInterval(delayMinutes * 60))
    }

    var isDelayed: Bool { delayMinutes > 0 }

    /// What the widget shows before the first board has loaded (and, redacted, as its placeholder).
    static let placeholder = Departure(
        id: "placeholder", line: "S1", destination: "Harbourfront", platform: "1",
        scheduled: Date(timeIntervalSinceReferenceDate: 0))

    /// A time as station boards print it: 24-hour and zero-padded ("08:42"), whatever the phone's
    /// 12/24-hour setting.
    static func boardTime(_ date: Date, calendar: Calendar = .current) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}

#if canImport(ActivityKit)
/// The Live Activity the app starts when the commuter taps "Track" on a departure: the Lock Screen
/// then follows that train until it leaves. ActivityKit is iPhone-only, so the watch app, which
/// compiles this file as well, leaves it out.
struct TripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var expected: Date
        var platform: String
        var delayMinutes: Int
    }

    var station: String
    var line: String
    var destination: String
}
#endif
