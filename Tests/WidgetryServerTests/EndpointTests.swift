import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WidgetryCheck
@testable import WidgetryServer

/// Every endpoint answers what `docs/server.md` says, and every wrong parameter gets a 400 naming it.
@Suite struct EndpointTests {
    @Test func pageAndItsAssetsAreServed() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
            let html = String(buffer: page.body)
            #expect(html.contains("id=\"size\"") && html.contains("type=\"range\"") && html.contains("/app.js"))
            let script = try await client.execute(uri: "/app.js", method: .get)
            #expect(script.status == .ok && String(buffer: script.body).contains("/api/diagnostics"))
            let style = try await client.execute(uri: "/app.css", method: .get)
            #expect(style.status == .ok && style.headers[.contentType]?.hasPrefix("text/css") == true)
        }
    }

    @Test func widgetsListsWidgetsDevicesSizesAndTimelines() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let response = try await client.execute(uri: "/api/widgets", method: .get)
            #expect(response.status == .ok)
            let body = try JSONDecoder.iso.decode(API.WidgetsResponse.self, from: Data(buffer: response.body))
            #expect(body.widgets.map(\.name).contains("DayEvents"))
            #expect(body.sizeCategories.count == 12 && body.sizeCategories.first == "xSmall" && body.sizeCategories.last == "accessibility5")
            #expect(body.appearances == ["light", "dark"])
            #expect(body.scales == [1, 2, 3])
            #expect(body.devices.contains { $0.name == body.defaultDevice })
            let quote = try #require(body.widgets.first { $0.name == "DailyQuote" })
            #expect(quote.families == ["systemSmall", "systemMedium"])
            let timeline = try #require(quote.timeline, "the hourly quote changes over a day")
            #expect(timeline.moments.count > 1)
            #expect(body.widgets.first { $0.name == "DayEvents" }?.families.isEmpty == false)
            // The page's lists come from here: each device's contexts per family (StandBy shows small
            // widgets on iPhone only; accessory families appear on the Lock Screen), the usual contexts, the
            // pseudo-locales.
            let phone = try #require(body.devices.first { $0.name == "iPhone 16" })
            #expect(phone.contexts["systemSmall"]?.contains("standBy") == true)
            #expect(phone.contexts["systemMedium"]?.contains("standBy") == false)
            #expect(phone.contexts["accessoryCircular"] == ["lockScreen"])
            #expect(body.usualContexts == ["homeScreen", "lockScreen"])
            #expect(body.pseudoLocales.contains("pseudo-double-length"))
        }
    }

    @Test("/api/version names the server process, the same on every call, so a page can tell a restarted server")
    func versionNamesTheInstance() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let first = try JSONDecoder.iso.decode(API.VersionResponse.self, from: Data(buffer: try await client.execute(uri: "/api/version", method: .get).body))
            let second = try JSONDecoder.iso.decode(API.VersionResponse.self, from: Data(buffer: try await client.execute(uri: "/api/version", method: .get).body))
            #expect(!first.instance.isEmpty && first.instance == second.instance)
            let script = String(buffer: try await client.execute(uri: "/app.js", method: .get).body)
            #expect(script.contains("result.body.instance !== instance") && script.contains("location.reload()"))
        }
        #expect(try ServerFixture.server().instance != ServerFixture.server().instance)
    }

    @Test("The preview page names no context, appearance or locale itself: it fills its lists from /api/widgets")
    func pageListsComeFromTheAPI() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let html = String(buffer: try await client.execute(uri: "/", method: .get).body)
            for name in ["tinted", "standBy", "clearGlass", "pseudo-rtl", ">light<"] { #expect(!html.contains(name), "\(name)") }
            let script = String(buffer: try await client.execute(uri: "/app.js", method: .get).body)
            #expect(script.contains("meta.contexts") && script.contains("meta.pseudoLocales") && script.contains("meta.appearances"))
            // The gallery's viewer marks a cell the same way: one implementation (CellMarks).
            #expect(script.hasPrefix(CellMarks.script) && script.contains("markCell($(\"frame\")"))
        }
    }

    @Test func renderGivesPNGAndSVGAtTheRequestedScale() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let png = try await client.execute(uri: "/api/render?widget=DayEvents&family=systemMedium&device=iPhone%2016&size=accessibility3&appearance=dark&scale=2", method: .get)
            #expect(png.status == .ok)
            #expect(png.headers[.contentType] == "image/png")
            let bytes = [UInt8](Data(buffer: png.body))
            #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            // IHDR width and height, big-endian, at bytes 16…23: the medium widget's points × 2.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width > 600 && width < 800 && height > 300 && height < 400, "got \(width)×\(height)")

            let svg = try await client.execute(uri: "/api/render?widget=DayEvents&format=svg", method: .get)
            #expect(svg.status == .ok && svg.headers[.contentType] == "image/svg+xml")
            #expect(String(buffer: svg.body).contains("<svg"))
        }
    }

    @Test func diagnosticsListProblemsWithFramesAndTapTargets() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let broken = try await client.execute(uri: "/api/diagnostics?widget=DayEventsFixedRows&family=systemMedium&size=accessibility5", method: .get)
            #expect(broken.status == .ok)
            let body = try JSONDecoder.iso.decode(API.DiagnosticsResponse.self, from: Data(buffer: broken.body))
            #expect(body.cell.dynamicTypeSize == .accessibility5 && body.cell.family == .systemMedium)
            #expect(!body.diagnostics.isEmpty, "the fixed-row sample is broken on purpose at large text sizes")
            #expect(body.diagnostics.contains { $0.frame != nil })

            let linked = try await client.execute(uri: "/api/diagnostics?widget=LocationSummary&family=systemSmall", method: .get)
            let taps = try JSONDecoder.iso.decode(API.DiagnosticsResponse.self, from: Data(buffer: linked.body)).tapTargets
            #expect(taps.contains { $0.isWidgetURL && $0.url == "widgetry-sample://location" })
        }
    }

    @Test func timeShowsTheTimelineEntryOnScreenThen() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let first = try await client.execute(uri: "/api/diagnostics?widget=DailyQuote&time=2026-05-28T20:30:00Z", method: .get)
            let later = try await client.execute(uri: "/api/diagnostics?widget=DailyQuote&time=2026-05-28T21:30:00Z", method: .get)
            #expect(first.status == .ok && later.status == .ok)
            let a = try JSONDecoder.iso.decode(API.DiagnosticsResponse.self, from: Data(buffer: first.body))
            let b = try JSONDecoder.iso.decode(API.DiagnosticsResponse.self, from: Data(buffer: later.body))
            #expect(a.frameLabel != nil && a.frameLabel != b.frameLabel)
            let imageA = try await client.execute(uri: "/api/render?widget=DailyQuote&time=2026-05-28T20:30:00Z", method: .get)
            let imageB = try await client.execute(uri: "/api/render?widget=DailyQuote&time=2026-05-28T21:30:00Z", method: .get)
            #expect(imageA.status == .ok && Data(buffer: imageA.body) != Data(buffer: imageB.body))
        }
    }

    @Test func checkGroupsTheWidgetsProblemsOnOneDevice() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let response = try await client.execute(uri: "/api/check?widget=DayEventsFixedRows", method: .get)
            #expect(response.status == .ok)
            let body = try ServerFixture.json(response)
            let problems = try #require(body["problems"] as? [[String: Any]])
            #expect(!problems.isEmpty)
            let cells = problems.flatMap { $0["cells"] as? [[String: Any]] ?? [] }
            #expect(Set(cells.compactMap { $0["device"] as? String }).count == 1, "one device by default")
            // Every family × 12 sizes × 2 appearances on that device.
            #expect((body["cellCount"] as? Int ?? 0) % 24 == 0)

            let other = try await client.execute(uri: "/api/check?widget=DayEventsFixedRows&device=iPhone%20SE", method: .get)
            let otherCells = try #require(try ServerFixture.json(other)["problems"] as? [[String: Any]]).flatMap { $0["cells"] as? [[String: Any]] ?? [] }
            #expect(otherCells.allSatisfy { ($0["device"] as? String)?.contains("SE") == true })
        }
    }

    @Test func simulateGivesTheRunAsJSONOrChart() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let run = try await client.execute(uri: "/api/simulate?widget=DailyQuote&family=systemSmall&days=1&start=2026-05-28T08:00:00Z", method: .get)
            #expect(run.status == .ok)
            let body = try ServerFixture.json(run)
            #expect(body["kind"] as? String == "DailyQuote")
            #expect((body["reloads"] as? [Any])?.isEmpty == false)
            let chart = try await client.execute(uri: "/api/simulate?widget=DailyQuote&format=svg", method: .get)
            #expect(chart.status == .ok && String(buffer: chart.body).contains("<svg"))
        }
    }

    @Test func versionAndStatsAnswer() async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let version = try await client.execute(uri: "/api/version", method: .get)
            #expect(try ServerFixture.json(version)["version"] as? Int == 0)
            let stats = try await client.execute(uri: "/api/stats", method: .get)
            let body = try ServerFixture.json(stats)
            #expect(body["queue"] is [String: Any] && body["cache"] is [String: Any])
        }
    }

    /// Each wrong or missing parameter: the status, the parameter named, and what is allowed.
    @Test(arguments: [
        ("/api/render", "widget", nil as String?),
        ("/api/render?widget=Nope", "widget", "DayEvents"),
        ("/api/render?widget=DayEvents&family=systemGigantic", "family", "systemMedium"),
        ("/api/render?widget=DailyQuote&family=systemLarge", "family", "systemSmall"),
        ("/api/render?widget=DayEvents&device=iPhone%2099", "device", "iPhone 16"),
        ("/api/render?widget=DayEvents&size=huge", "size", "accessibility5"),
        ("/api/render?widget=DayEvents&appearance=sepia", "appearance", "dark"),
        ("/api/render?widget=DayEvents&scale=4", "scale", "3"),
        ("/api/render?widget=DayEvents&scale=0", "scale", "1"),
        ("/api/render?widget=DayEvents&scale=2.5", "scale", "2"),
        ("/api/render?widget=DayEvents&scale=100000", "scale", "3"),
        ("/api/render?widget=DayEvents&format=gif", "format", "png"),
        ("/api/render?widget=DailyQuote&time=yesterday", "time", nil),
        ("/api/render?widget=DailyQuote&time=1999-01-01T00:00:00Z", "time", nil),
        ("/api/render?widget=DayEvents&famly=systemSmall", "famly", "family"),
        ("/api/render?widget=DayEvents&widget=Grid", "widget", nil),
        ("/api/diagnostics?widget=DayEvents&size=accessibility9", "size", "xSmall"),
        ("/api/diagnostics", "widget", nil),
        ("/api/check", "widget", nil),
        ("/api/check?widget=DayEvents&device=Nokia", "device", nil),
        ("/api/check?widget=DayEvents&family=systemSmall", "family", "widget"),
        ("/api/simulate?widget=DailyQuote&days=0", "days", nil),
        ("/api/simulate?widget=DailyQuote&days=400", "days", nil),
        ("/api/simulate?widget=DailyQuote&start=soon", "start", nil),
        ("/api/simulate?widget=DailyQuote&family=accessoryInline", "family", "systemMedium"),
        ("/api/simulate?widget=DailyQuote&format=xml", "format", "svg"),
        ("/api/simulate?days=1", "widget", nil),
        ("/api/version?x=1", "x", nil),
    ])
    func wrongParameterIs400NamingIt(uri: String, parameter: String, allowedExample: String?) async throws {
        try await ServerFixture.live(ServerFixture.server()) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest, "\(uri)")
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let body = try ServerFixture.json(response)
            #expect(body["parameter"] as? String == parameter, "\(uri): \(body)")
            #expect((body["error"] as? String)?.isEmpty == false)
            if let allowedExample {
                let allowed = try #require(body["allowed"] as? [String], "\(uri) lists allowed values")
                #expect(allowed.contains(allowedExample), "\(uri): \(allowed)")
            }
        }
    }
}

extension JSONDecoder {
    /// A decoder for the API's ISO 8601 dates.
    static var iso: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
