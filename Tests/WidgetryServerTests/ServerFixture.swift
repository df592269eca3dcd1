import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import WidgetryKit
import WidgetrySamples
@testable import WidgetryServer

/// Builds preview servers over the sample widgets and runs them on a free loopback port.
enum ServerFixture {
    /// A server over the samples with `limits`, logging only warnings (the tests' output stays readable).
    static func server(limits: PreviewLimits = PreviewLimits(), watch: URL? = nil, catalog: WidgetCatalog = SampleWidgets.catalog) -> PreviewServer {
        var logger = Logger(label: "widgetry.serve.test")
        logger.logLevel = .warning
        return PreviewServer(configuration: PreviewServerConfiguration(
            host: "127.0.0.1", port: 0, catalog: catalog, limits: limits, watchDirectory: watch, watchInterval: 0.1, logger: logger))
    }

    /// Runs `body` against `server` listening on a free loopback port.
    static func live<Value>(_ server: PreviewServer, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await server.makeApplication().test(.live, body)
    }

    /// The body of `response` as JSON.
    static func json(_ response: TestResponse) throws -> [String: Any] {
        let data = Data(buffer: response.body)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FixtureError("not a JSON object: \(String(decoding: data, as: UTF8.self).prefix(200))")
        }
        return object
    }

    /// The package's root folder (for artifacts under `.build`).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A folder for artifacts the tests keep (screenshots), under `.build/test-artifacts`.
    static var artifacts: URL {
        let folder = packageRoot.appendingPathComponent(".build/test-artifacts")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// A test set-up failure with a readable message.
struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Data {
    /// The readable bytes of `buffer`.
    init(buffer: ByteBuffer) {
        self = Data(buffer.readableBytesView)
    }
}
