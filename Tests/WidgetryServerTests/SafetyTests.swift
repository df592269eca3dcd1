import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import WidgetryServer

/// Path traversal, the render queue's back-pressure, and the cache.
@Suite struct SafetyTests {
    /// A watched asset folder holding one image, beside a secret file that must never be served.
    static func assetFolder() throws -> (root: URL, assets: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-server-test-\(UUID().uuidString)")
        let assets = root.appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: assets.appendingPathComponent("logo.png"))
        try Data("TOP-SECRET-CONTENT".utf8).write(to: root.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(at: assets.appendingPathComponent("escape.png"), withDestinationURL: root.appendingPathComponent("secret.png"))
        return (root, assets)
    }

    @Test(arguments: [
        "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "//etc/passwd", "/etc/passwd",
        "/assets/../secret.png", "/assets/%2e%2e/secret.png", "/assets/..%2fsecret.png", "/assets/%2e%2e%2fsecret.png",
        "/assets/%2fetc%2fpasswd", "/assets//etc/passwd", "/assets/escape.png", "/assets/logo.png%00.json",
        "/assets/.hidden.png", "/assets/", "/app.js/../../etc/passwd", "/api/../../../etc/passwd",
        "/assets/%5c..%5csecret.png",
    ])
    func traversalIsRefused(path: String) async throws {
        let (root, assets) = try Self.assetFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await ServerFixture.live(ServerFixture.server(watch: assets)) { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect([.notFound, .badRequest].contains(response.status), "\(path) → \(response.status)")
            let body = String(buffer: response.body)
            #expect(!body.contains("TOP-SECRET-CONTENT") && !body.contains("root:x:0"), "\(path) leaked \(body.prefix(80))")
        }
    }

    @Test func theWatchedFolderIsServed() async throws {
        let (root, assets) = try Self.assetFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await ServerFixture.live(ServerFixture.server(watch: assets)) { client in
            let response = try await client.execute(uri: "/assets/logo.png", method: .get)
            #expect(response.status == .ok && response.headers[.contentType] == "image/png")
        }
    }

    @Test func resolverRefusesEverythingOutsideTheFolder() throws {
        let (root, assets) = try Self.assetFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let resolver = AssetFolderResolver(root: assets)
        #expect(resolver.resolve(["logo.png"]) != nil)
        for segments: [Substring] in [["..", "secret.png"], ["%2e%2e", "secret.png"], ["..%2Fsecret.png"], ["escape.png"],
                                       [root.path.dropFirst() + "/secret.png"], ["%2Fetc%2Fpasswd"], ["logo.png%00"], [""], []] {
            #expect(resolver.resolve(segments) == nil, "\(segments)")
        }
    }

    @Test func aFullQueueAnswers503WithRetryAfter() async throws {
        let server = ServerFixture.server(limits: PreviewLimits(concurrentRenders: 1, waitingRenders: 0, retryAfterSeconds: 2))
        // Occupy the only slot with a job that waits for the test's signal.
        let gate = DispatchSemaphore(value: 0)
        let blocker = Task { try await server.queue.run { gate.wait() } }
        while server.queue.statistics.running < 1 { try await Task.sleep(for: .milliseconds(5)) }
        try await ServerFixture.live(server) { client in
            let refused = try await client.execute(uri: "/api/render?widget=DayEvents", method: .get)
            #expect(refused.status == .serviceUnavailable)
            #expect(refused.headers[.retryAfter] == "2")
            #expect(try ServerFixture.json(refused)["error"] as? String != nil)
            // Cheap endpoints do not queue.
            #expect(try await client.execute(uri: "/api/version", method: .get).status == .ok)
            gate.signal()
            _ = try await blocker.value
            let served = try await client.execute(uri: "/api/render?widget=DayEvents", method: .get)
            #expect(served.status == .ok)
        }
        #expect(server.queue.statistics.refused == 1)
    }

    @Test func queueAdmitsUpToItsLimitsAndRefusesTheRest() async throws {
        let queue = RenderQueue(concurrency: 2, waitingLimit: 3)
        let gate = DispatchSemaphore(value: 0)
        let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    do { try await queue.run { gate.wait() }; return true } catch is RenderQueue.Full { return false }
                }
            }
            // Wait until 2 run and 3 wait (the other 3 are refused at once), then let them all finish.
            while queue.statistics.running < 2 || queue.statistics.waiting < 3 { try await Task.sleep(for: .milliseconds(5)) }
            for _ in 0..<5 { gate.signal() }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 5)
        #expect(outcomes.filter { !$0 }.count == 3)
        let statistics = queue.statistics
        #expect(statistics.peakRunning == 2 && statistics.peakWaiting == 3 && statistics.running == 0 && statistics.refused == 3)
    }

    @Test func aRepeatedRequestIsACacheHit() async throws {
        let server = ServerFixture.server()
        try await ServerFixture.live(server) { client in
            let uri = "/api/render?widget=DayEvents&family=systemMedium&size=xxLarge&appearance=dark&scale=1"
            let first = try await client.execute(uri: uri, method: .get)
            let second = try await client.execute(uri: uri, method: .get)
            #expect(first.headers[RequestLogMiddleware<BasicRequestContext>.cacheHeader] == "miss")
            #expect(second.headers[RequestLogMiddleware<BasicRequestContext>.cacheHeader] == "hit")
            #expect(Data(buffer: first.body) == Data(buffer: second.body))
            // Any input changed is a different entry.
            let other = try await client.execute(uri: uri.replacingOccurrences(of: "scale=1", with: "scale=2"), method: .get)
            #expect(other.headers[RequestLogMiddleware<BasicRequestContext>.cacheHeader] == "miss")
        }
        #expect(server.cache.statistics.hits == 1)
    }

    @Test func cacheEvictsTheLeastRecentlyUsed() {
        let cache = RenderCache(capacity: 2, byteCapacity: 100)
        cache.insert(.init(data: Data(count: 10), contentType: "a"), for: "a")
        cache.insert(.init(data: Data(count: 10), contentType: "b"), for: "b")
        _ = cache.item(for: "a")
        cache.insert(.init(data: Data(count: 10), contentType: "c"), for: "c")
        #expect(cache.item(for: "b") == nil && cache.item(for: "a") != nil && cache.item(for: "c") != nil)
        cache.insert(.init(data: Data(count: 95), contentType: "d"), for: "d")
        #expect(cache.statistics.bytes <= 100 && cache.item(for: "d") != nil)
        cache.insert(.init(data: Data(count: 101), contentType: "e"), for: "e")
        #expect(cache.item(for: "e") == nil, "larger than the whole cache")
    }
}
