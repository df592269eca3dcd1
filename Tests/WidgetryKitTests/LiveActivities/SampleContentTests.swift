import Foundation
import Testing
@testable import WidgetryKit

/// The content a Live Activity with no preview is checked with: made from its `Codable` form alone.
@Suite struct SampleContentTests {
    /// A moment to make dates around (2026-06-01 12:00 UTC).
    let now = Date(timeIntervalSince1970: 1_780_315_200)

    enum Status: String, Codable { case preparing, onTheWay, delivered }
    enum Leg: Int, Codable { case first = 1, second, third }
    enum Mode: Codable, CaseIterable { case walking, driving }
    struct Stop: Codable, Equatable { var name: String; var minutesAway: Int }

    struct DeliveryState: Codable {
        var courierName: String
        var orderID: String
        var estimatedArrival: Date
        var startedAt: Date
        var updated: Date
        var progress: Double
        var stopsLeft: Int
        var isDelayed: Bool
        var status: Status
        var leg: Leg
        var mode: Mode
        var note: String?
        var stops: [Stop]
        var tags: [String: Int]
        var trackingURL: URL
        var id: UUID
    }

    @Test("each value as the content a running activity shows: names in words, mid-range numbers, dates around now, lists of two")
    func values() throws {
        let state = try SampleContent(now: now).make(DeliveryState.self)
        #expect(state.courierName == "Courier name")
        // An acronym keeps its capitals.
        #expect(state.orderID == "Order ID")
        // An end 25 minutes later, a start or an update 5 minutes earlier: a timer runs, a "since" reads naturally.
        #expect(state.estimatedArrival == now.addingTimeInterval(25 * 60))
        #expect(state.startedAt == now.addingTimeInterval(-5 * 60))
        #expect(state.updated == now.addingTimeInterval(-5 * 60))
        #expect(state.progress == 0.5 && state.stopsLeft == 3 && !state.isDelayed)
        // Optionals are present, so the most content is laid out.
        #expect(state.note == "Note")
        #expect(state.stops == [Stop(name: "Name", minutesAway: 3), Stop(name: "Name", minutesAway: 3)])
        #expect(state.tags.isEmpty)
        #expect(state.trackingURL.absoluteString == "https://example.com/trackingURL")
    }

    @Test("an enum is its first case, whatever its raw values: strings, integers from 1, none")
    func enums() throws {
        let state = try SampleContent(now: now).make(DeliveryState.self)
        #expect(state.status == .preparing)
        // The raw value 3 a plain integer would be is no case of Leg; its first case is taken instead.
        #expect(state.leg == .first)
        #expect(state.mode == .walking)
        #expect(SampleContent.firstCase(of: Int.self) == nil)
        #expect(SampleContent.firstCase(of: Stop.self) == nil)
        #expect(SampleContent.firstCase(of: Optional<Status>.self) == nil)
    }

    /// A comment thread: each reply may have replies.
    struct Comment: Codable { var text: String; var reply: [Comment]; var parent: Box? }
    final class Box: Codable { var comment: Comment? }

    @Test("a recursive type ends: past the depth limit optionals are absent and lists empty")
    func recursiveTypesEnd() throws {
        let comment = try SampleContent(now: now).make(Comment.self)
        var depth = 0
        var level: [Comment] = [comment]
        while let first = level.first { depth += 1; level = first.reply }
        #expect(depth > 1 && depth <= SampleContent.depthLimit + 1)
    }

    /// A decoder that accepts only the values it knows, as a hand-written `init(from:)` may.
    struct Strict: Decodable {
        init(from decoder: any Decoder) throws {
            let kind = try decoder.singleValueContainer().decode(String.self)
            guard kind == "parcel" else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown kind \(kind)"))
            }
        }
    }

    @Test("a type whose decoder insists on particular values cannot be made: its error is thrown, not a made-up value")
    func strictDecoderThrows() {
        #expect(throws: DecodingError.self) { try SampleContent(now: now).make(Strict.self) }
    }

    @Test("dates are made around the wall clock's current minute, so a view's `Date()...state.eta` is a valid range")
    func datesFollowTheWallClock() throws {
        struct Timer: Codable { var eta: Date }
        let before = Date()
        let sample = SampleContent()
        #expect(sample.now <= before && before.timeIntervalSince(sample.now) < 60)
        #expect(sample.now.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60) == 0)
        // The view's own `Date()`, read after the sample was made, still precedes the end 25 minutes on.
        #expect(Date() < (try sample.make(Timer.self)).eta)
    }

    @Test("property names in words")
    func words() {
        #expect(SampleContent.words(of: "driverName") == "Driver name")
        #expect(SampleContent.words(of: "eta_minutes") == "Eta minutes")
        #expect(SampleContent.words(of: "homeTeamURL") == "Home team URL")
        #expect(SampleContent.words(of: "") == "Sample")
    }
}
