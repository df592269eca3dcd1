import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WidgetryKit
import WidgetrySamples
@testable import WidgetryServer

/// `--watch`: a change in the asset folder bumps the version, empties the cache and re-renders with the
/// new files.
@Suite struct WatchTests {
    @Test func changingAnAssetBumpsTheVersionAndReRenders() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The wallet sample draws `wallet-background`; start without it (a placeholder and a missing-image warning).
        let server = ServerFixture.server(watch: folder, catalog: WidgetCatalog([RegisteredWidget(WalletShortcutsWidget.self)]))
        let watcher = server.startWatching()
        defer { watcher?.cancel() }
        try await ServerFixture.live(server) { client in
            let uri = "/api/diagnostics?widget=WalletShortcuts&family=systemMedium"
            let before = try ServerFixture.json(try await client.execute(uri: uri, method: .get))
            let missingBefore = (before["diagnostics"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "missingImage" }
            #expect(missingBefore)
            let image = SampleWidgets.assets.directories[0].appendingPathComponent("wallet-background.png")
            try FileManager.default.copyItem(at: image, to: folder.appendingPathComponent("wallet-background.png"))
            var version = 0
            for _ in 0..<100 where version == 0 {
                try await Task.sleep(for: .milliseconds(50))
                version = try ServerFixture.json(try await client.execute(uri: "/api/version", method: .get))["version"] as? Int ?? 0
            }
            #expect(version >= 1)
            let after = try ServerFixture.json(try await client.execute(uri: uri, method: .get))
            let missingAfter = (after["diagnostics"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "missingImage" }
            #expect(!missingAfter, "the added image is found after the change")
        }
    }

    @Test func fingerprintChangesWithContentAndIgnoresHiddenFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let watcher = AssetWatcher(directory: folder)
        let empty = watcher.fingerprint()
        try Data("x".utf8).write(to: folder.appendingPathComponent(".swap"))
        #expect(watcher.fingerprint() == empty)
        try Data("x".utf8).write(to: folder.appendingPathComponent("a.png"))
        let one = watcher.fingerprint()
        #expect(one != empty)
        try Data("xy".utf8).write(to: folder.appendingPathComponent("a.png"))
        #expect(watcher.fingerprint() != one)
    }
}
