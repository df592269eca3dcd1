import Foundation
import Testing
@testable import WidgetryFrontDoor

/// An image loader's per-download progress and a placeholder response, as such code writes them (our own code):
/// `Progress()`, `.init()` and `HTTPURLResponse()` compile on iOS, where both inherit NSObject's `init`, and not with
/// Linux's Foundation.
@Suite struct EmptyInitializerRewriterTests {
    static let loader = """
        import Foundation
        import FoundationNetworking  // where Linux keeps HTTPURLResponse

        final class DownloadState {
            var progress: Progress = .init()
            var overall = Progress()
            let unrelated: Int = .init()
            func restart() {
                progress = .init()
                self.overall = .init()
                let child = Progress(totalUnitCount: 10)
                overall.addChild(child, withPendingUnitCount: 1)
            }
            func placeholder() -> HTTPURLResponse { HTTPURLResponse() }
            func untitled() -> NSAttributedString { NSAttributedString() }
            var caption = NSMutableAttributedString()
        }

        """

    @Test("Progress(), HTTPURLResponse(), a Progress variable's .init() and .init() assigned to one are written with no parent; lines unmoved")
    func rewritesEachSpelling() {
        let (text, rewrites) = EmptyInitializerRewriter.rewrite(Self.loader)
        #expect(rewrites.map(\.line) == [5, 6, 9, 10, 14, 15, 16])
        #expect(rewrites.map(\.type) == ["Progress", "Progress", "Progress", "Progress", "HTTPURLResponse", "NSAttributedString", "NSMutableAttributedString"])
        #expect(text.contains(#"func untitled() -> NSAttributedString { NSAttributedString(string: "") }"#))
        #expect(text.contains(#"var caption = NSMutableAttributedString(string: "")"#))
        #expect(text.contains("var progress: Progress = .init(parent: nil, userInfo: nil)"))
        #expect(text.contains("var overall = Progress(parent: nil, userInfo: nil)"))
        #expect(text.contains("progress = .init(parent: nil, userInfo: nil)"))
        #expect(text.contains("self.overall = .init(parent: nil, userInfo: nil)"))
        #expect(text.contains("let unrelated: Int = .init()"), "an .init() of another type is left alone")
        #expect(text.contains("Progress(totalUnitCount: 10)"))
        // A placeholder response: status 0 and no headers, as iOS's empty HTTPURLResponse.
        #expect(text.contains(#"HTTPURLResponse(url: URL(string: "about:blank")!, statusCode: 0, httpVersion: nil, headerFields: nil)!"#))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.loader.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test("The rewritten loader compiles with Linux's Foundation, which the original does not")
    func compilesOnLinux() throws {
        let swiftc = try #require(CompiledCopyTests.swiftc)
        func typechecks(_ source: String) throws -> Bool {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = swiftc
            process.arguments = ["-typecheck", file.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        #expect(try !typechecks(Self.loader))
        #expect(try typechecks(EmptyInitializerRewriter.rewrite(Self.loader).text))
    }

    @Test("A file that names no Progress is returned as it was")
    func untouched() {
        let source = "struct Item { var count: Int = .init() }\n"
        #expect(EmptyInitializerRewriter.rewrite(source).text == source)
    }
}
