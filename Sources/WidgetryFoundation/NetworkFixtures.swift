import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A widget's network requests in a check: answered from the team's fixtures (`Fixtures/Network/<host>/<path>`), and
/// otherwise failed at once, as on a device with no connection — never sent. A check must give the same report on every
/// run and every machine (a CI runner with a network and one without), and a provider waiting on a server a CI runner
/// cannot reach would only time out.
///
/// Two layers, because Linux's Foundation picks a session's protocol from its configuration first:
/// - a `GET` or `HEAD` of `URLSession.shared` (and `Data(contentsOf:)`, which uses it) whose fixture file exists is answered
///   by ``FixtureURLProtocol`` with status 200;
/// - every other request goes through libcurl, whose proxy is pointed at a closed port on this machine: it fails at once
///   with `URLError(.cannotConnectToHost)` instead of leaving, and a note names the fixture file that would answer it.
///   (Failing those requests in the protocol instead, with iOS's `notConnectedToInternet`, crashed Linux's Foundation in a
///   real widget's provider — "Trying to access a behaviour for a task that in not in the registry" — so the failure is
///   left to Foundation's own path.)
///
/// `WIDGETRY_NETWORK=live` turns both off (a run that should fetch real data).
///
/// Install before the process's first use of `URLSession.shared`: Linux's Foundation fixes the shared session's protocols
/// when it makes the session, so one made earlier never asks ``FixtureURLProtocol`` (the commands install first thing).
public enum NetworkFixtures {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installedFixtures: [AppFixtures] = []

    /// The proxy every libcurl request is sent to: port 9 (discard) on this machine, where nothing listens.
    static let closedProxy = "http://127.0.0.1:9"

    /// Makes the process's network requests answer from `fixtures` or fail as offline. A check calls it once; a later
    /// call adds its folder, consulted before the earlier ones (a process running several commands — a test run —
    /// keeps answering each one's requests from its own files). Returns whether requests are now answered here (`false`
    /// with `WIDGETRY_NETWORK=live`).
    @discardableResult
    public static func install(fixtures: AppFixtures = .current, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard environment["WIDGETRY_NETWORK"] != "live" else { return false }
        let first = lock.withLock {
            defer { installedFixtures = [fixtures] + installedFixtures.filter { $0 != fixtures } }
            return installedFixtures.isEmpty
        }
        if first {
            URLProtocol.registerClass(FixtureURLProtocol.self)
            for name in ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] { setenv(name, closedProxy, 1) }
            for name in ["no_proxy", "NO_PROXY"] { unsetenv(name) }
        }
        return true
    }

    /// The fixture folders requests are answered from, the latest installed first; empty until installed.
    static var folders: [AppFixtures] { lock.withLock { installedFixtures } }

    /// The first installed folder's existing file answering `url`.
    static func existingFile(for url: URL) -> URL? {
        folders.lazy.compactMap { file(for: url, in: $0) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The file answering `url`: `Network/<host>/<path>` in `fixtures` (`index` for a path ending in `/` or empty); the
    /// query is not part of the name, so one file answers every query of a path.
    public static func file(for url: URL, in fixtures: AppFixtures) -> URL? {
        guard let host = url.host, !host.isEmpty else { return nil }
        var path = url.path
        if path.isEmpty || path.hasSuffix("/") { path += "index" }
        let parts = path.split(separator: "/").map(String.init)
        guard !parts.contains("..") else { return nil }
        return parts.reduce(fixtures.folder.appendingPathComponent("Network").appendingPathComponent(host)) { $0.appendingPathComponent($1) }
    }
}

/// Answers `http` and `https` requests that have a network fixture (``NetworkFixtures``); takes no other request.
final class FixtureURLProtocol: URLProtocol, @unchecked Sendable {
    // @unchecked: URLProtocol is a class Foundation drives from its own queue; this one keeps no state of its own.
    override class func canInit(with request: URLRequest) -> Bool {
        guard let url = request.url, ["http", "https"].contains(url.scheme?.lowercased() ?? ""), let fixtures = NetworkFixtures.folders.first else {
            return false
        }
        let method = request.httpMethod ?? "GET"
        if ["GET", "HEAD"].contains(method), NetworkFixtures.existingFile(for: url) != nil { return true }
        // Left to Foundation's own path, which the closed proxy fails at once.
        let answer = NetworkFixtures.file(for: url, in: fixtures).map { "add \($0.path) to answer it" } ?? "it cannot be answered from a fixture"
        SkippedEffects.note("Network", "\(method) \(url.absoluteString) failed as on a device with no connection (a check sends no request); \(answer)")
        return false
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else {
            client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
            return
        }
        let method = request.httpMethod ?? "GET"
        if ["GET", "HEAD"].contains(method), let file = NetworkFixtures.existingFile(for: url), let body = try? Data(contentsOf: file) {
            let headers = ["Content-Type": Self.contentType(of: file), "Content-Length": String(body.count)]
            let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers)
            if let response { client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed) }
            if method == "GET" { client?.urlProtocol(self, didLoad: body) }
            client?.urlProtocolDidFinishLoading(self)
            return
        }
        client?.urlProtocol(self, didFailWithError: URLError(.resourceUnavailable, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    }

    override func stopLoading() {}

    /// The media type a server would send for `file`, by its extension.
    static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "json": "application/json"
        case "xml": "application/xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "svg": "image/svg+xml"
        case "html", "htm": "text/html"
        case "txt", "csv": "text/plain"
        default: "application/octet-stream"
        }
    }
}
