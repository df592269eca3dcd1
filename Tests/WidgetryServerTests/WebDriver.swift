import Foundation

/// Just enough of the W3C WebDriver protocol (plain HTTP and JSON) to drive headless Chromium through
/// `chromedriver`: open a page, find elements, type keys, run a script, take a screenshot.
final class WebDriver: @unchecked Sendable {
    /// Where Debian installs the browser and its driver (`apt-get install chromium chromium-driver`).
    static let chromium = "/usr/bin/chromium"
    static let chromedriver = "/usr/bin/chromedriver"

    private let process: Process
    private let port: Int
    private var session = ""

    /// Starts chromedriver on a free port and a headless Chromium session.
    init() async throws {
        for tool in [Self.chromium, Self.chromedriver] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw FixtureError("\(tool) is not installed; the browser test needs Debian's chromium and chromium-driver "
                + "(`sudo apt-get install chromium chromium-driver`, which scripts/install-dependencies.sh should do)")
        }
        port = try Self.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromedriver)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var ready = false
        var lastError: (any Error)?
        for _ in 0..<100 where !ready {
            try await Task.sleep(for: .milliseconds(100))
            do { ready = try await object("GET", "/status")["ready"] as? Bool ?? false } catch { lastError = error }
        }
        guard ready else {
            stopDriver()
            throw FixtureError("chromedriver did not become ready on port \(port): \(lastError.map { "\($0)" } ?? "not ready")")
        }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": ["goog:chromeOptions": [
            "binary": Self.chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1100"],
        ]]]]
        let created = try await object("POST", "/session", capabilities)
        guard let id = created["sessionId"] as? String else {
            stopDriver()
            throw FixtureError("chromedriver did not start a session: \(created)")
        }
        session = id
    }

    /// Ends the session and the driver.
    func quit() async {
        _ = try? await call("DELETE", "/session/\(session)")
        stopDriver()
    }

    /// Kills chromedriver. SIGKILL, not `terminate()`: children of the test process inherit a signal
    /// mask that blocks SIGTERM (NIO's threads block it), so chromedriver would outlive the test.
    private func stopDriver() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Opens `url`.
    func open(_ url: String) async throws { _ = try await call("POST", "/session/\(session)/url", ["url": url]) }

    /// The id of the element matching `css`.
    func element(_ css: String) async throws -> String {
        let found = try await call("POST", "/session/\(session)/element", ["using": "css selector", "value": css])
        guard let element = found as? [String: Any], let id = element.values.first as? String else {
            throw FixtureError("no element \(css): \(found)")
        }
        return id
    }

    /// Clicks an element.
    func click(_ element: String) async throws { _ = try await call("POST", "/session/\(session)/element/\(element)/click", [:]) }

    /// Types `text` (WebDriver key codes allowed, e.g. `\u{E014}` for the right arrow) into an element.
    func type(_ text: String, into element: String) async throws {
        _ = try await call("POST", "/session/\(session)/element/\(element)/value", ["text": text])
    }

    /// The value a script returns.
    func script(_ source: String) async throws -> Any { try await call("POST", "/session/\(session)/execute/sync", ["script": source, "args": []]) }

    /// A PNG of the viewport.
    func screenshot() async throws -> Data {
        guard let base64 = try await call("GET", "/session/\(session)/screenshot") as? String, let data = Data(base64Encoded: base64) else {
            throw FixtureError("no screenshot")
        }
        return data
    }

    /// Sends a command and returns its `value`. Through `curl`: Foundation's URLSession on Linux fails on
    /// chromedriver's responses ("Failed writing header"), and curl is on every machine that has chromium.
    @discardableResult
    private func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-sS", "-m", "60", "-X", method, "-H", "Content-Type: application/json"]
            + (payload == nil ? [] : ["--data-binary", "@-"]) + ["http://127.0.0.1:\(port)\(path)"]
        let input = Pipe(), output = Pipe()
        curl.standardInput = input
        curl.standardOutput = output
        curl.standardError = FileHandle.nullDevice
        try curl.run()
        if let payload { input.fileHandleForWriting.write(payload) }
        try input.fileHandleForWriting.close()
        // The read blocks until curl exits (up to its 60 s limit): on a thread of its own, not one of Swift concurrency's.
        // Their pool is as wide as the machine has cores; with two, a blocked read beside a test that holds the render
        // queue left the live servers' handlers no thread, and every suite's requests timed out.
        let data = await withCheckedContinuation { (done: CheckedContinuation<Data, Never>) in
            Thread {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                curl.waitUntilExit()
                done.resume(returning: data)
            }.start()
        }
        guard curl.terminationStatus == 0 else { throw FixtureError("curl \(method) \(path) failed with status \(curl.terminationStatus)") }
        let json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
        let value = json?["value"] ?? NSNull()
        if let error = value as? [String: Any], let name = error["error"] as? String {
            throw FixtureError("WebDriver \(method) \(path): \(name): \(error["message"] ?? "")")
        }
        return value
    }

    private func object(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        try await call(method, path, body) as? [String: Any] ?? [:]
    }

    /// A port nobody is listening on (bound and released; chromedriver takes it right after).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw FixtureError("socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw FixtureError("could not find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
