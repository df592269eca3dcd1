import Foundation
import Testing

/// Debian's `chromium` (installed by `make test`), run headless from disk with no server, for the tests that
/// check that the gallery's pages run in a real browser.
struct HeadlessChromium {
    let executable: String

    /// The installed browser; the test fails with how to install it when there is none.
    init() throws {
        let installed = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        executable = try #require(installed, "Chromium is not installed: run `make test` (it installs Debian's chromium) or apt-get install chromium")
    }

    /// The page's DOM once its scripts have run (up to ten seconds of virtual time).
    func dom(_ address: String) throws -> String {
        try run(["--dump-dom", address])
    }

    /// A screenshot of the page at `width` × `height` CSS pixels, written to `file`.
    func screenshot(_ address: String, width: Int, height: Int, to file: URL) throws {
        _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(file.path)", address])
    }

    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
