import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WidgetryFoundation

/// A weather widget's provider fetching its forecast, as apps write it: in a check the request is answered from the
/// team's fixture, or fails at once as on a device with no connection; nothing leaves the machine.
@Suite(.serialized) struct NetworkFixturesTests {
    static let fixtures: AppFixtures = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-network-\(UUID().uuidString)")
        let forecast = folder.appendingPathComponent("Network/api.weather.test/v2/forecast.json")
        try? FileManager.default.createDirectory(at: forecast.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(#"{"city":"Lyon","high":21}"#.utf8).write(to: forecast)
        return AppFixtures(folder: folder)
    }()

    init() { NetworkFixtures.install(fixtures: Self.fixtures, environment: [:]) }

    @Test("A GET whose fixture exists gets it with status 200 and its media type; the query does not name the file")
    func answeredFromFixture() async throws {
        let url = try #require(URL(string: "https://api.weather.test/v2/forecast.json?city=lyon&units=metric"))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect(String(decoding: data, as: UTF8.self) == #"{"city":"Lyon","high":21}"#)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200 && http.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test("A later install — another command in the same process — adds its folder: the latest answers first, and the earlier folder's files still answer")
    func laterInstallAddsAFolder() async throws {
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-network-\(UUID().uuidString)")
        let forecast = other.appendingPathComponent("Network/api.weather.test/v2/forecast.json")
        try FileManager.default.createDirectory(at: forecast.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"city":"Nantes","high":17}"#.utf8).write(to: forecast)
        let radar = Self.fixtures.folder.appendingPathComponent("Network/api.weather.test/v2/radar.json")
        try Data(#"{"frames":3}"#.utf8).write(to: radar)
        NetworkFixtures.install(fixtures: AppFixtures(folder: other), environment: [:])
        defer { NetworkFixtures.install(fixtures: Self.fixtures, environment: [:]) }
        let (newer, _) = try await URLSession.shared.data(from: try #require(URL(string: "https://api.weather.test/v2/forecast.json")))
        #expect(String(decoding: newer, as: UTF8.self) == #"{"city":"Nantes","high":17}"#)
        // Only the first folder has it: a check's command tests installing their own folders must not take it away.
        let (earlier, _) = try await URLSession.shared.data(from: try #require(URL(string: "https://api.weather.test/v2/radar.json")))
        #expect(String(decoding: earlier, as: UTF8.self) == #"{"frames":3}"#)
    }

    @Test("Any other request fails at once, refused by the closed proxy, and the completion handler runs")
    func offline() async throws {
        let started = Date()
        let url = try #require(URL(string: "https://api.weather.test/v2/alerts"))
        let failure: URLError? = await withCheckedContinuation { continuation in
            URLSession.shared.dataTask(with: url) { _, _, error in continuation.resume(returning: error as? URLError) }.resume()
        }
        #expect(failure?.code == .cannotConnectToHost)
        // A POST is never answered from a fixture, even where one exists.
        var post = URLRequest(url: try #require(URL(string: "https://api.weather.test/v2/forecast.json")))
        post.httpMethod = "POST"
        await #expect(throws: URLError.self) { _ = try await URLSession.shared.data(for: post) }
        // "At once": far below any network time-out (URLRequest's default is 60 s).
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("A session with its own configuration fails at once too: its requests go to a proxy nothing listens on")
    func ownConfiguration() async throws {
        let started = Date()
        let session = URLSession(configuration: .default)
        let url = try #require(URL(string: "https://api.weather.test/v2/forecast.json"))
        let failure = await #expect(throws: URLError.self) { _ = try await session.data(from: url) }
        // Refused by the proxy, not looked up: without it the name would fail in DNS (cannotFindHost) or the request leave.
        #expect(failure?.code == .cannotConnectToHost, "\(String(describing: failure))")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test("Fixture files are named by host and path; a path ending in / is its index; .. never leaves the folder")
    func fileNames() throws {
        let root = Self.fixtures.folder.appendingPathComponent("Network").path
        #expect(NetworkFixtures.file(for: try #require(URL(string: "https://a.test/v1/x?y=1")), in: Self.fixtures)?.path == root + "/a.test/v1/x")
        #expect(NetworkFixtures.file(for: try #require(URL(string: "https://a.test/")), in: Self.fixtures)?.path == root + "/a.test/index")
        #expect(NetworkFixtures.file(for: try #require(URL(string: "https://a.test/../../etc/passwd")), in: Self.fixtures) == nil)
    }
}
