import Foundation
import Testing
@testable import WidgetryXcode

/// Inputs the libFuzzer targets (scripts/fuzz.sh) found, each reduced and kept as a test.
@Suite struct XcodeFuzzRegressionTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-xcconfig-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("an .xcconfig that includes itself twice is a cycle error at once, not 2^16 reads")
    func selfIncludingConfig() throws {
        // fuzz-xcconfig's timeout input: two `#include "Input.xcconfig"` lines in Input.xcconfig. Each read
        // read the file twice more, to the depth limit of 16: 65,536 reads, over 10 s under the sanitizer.
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("Input.xcconfig")
        try Data("SWIFT_VERSION = 5.0\n#include \"Input.xcconfig\"\n#include \"Input.xcconfig\"\n".utf8).write(to: input)
        let start = Date()
        #expect {
            _ = try XCConfigFile.settings(contentsOf: input)
        } throws: { error in
            "\(error)".contains("already being read") && "\(error)".contains("Input.xcconfig → Input.xcconfig")
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test("a cycle through two files names both; a file included twice without a cycle is read twice")
    func cycleThroughTwoFiles() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("A = 1\n#include \"B.xcconfig\"\n".utf8).write(to: root.appendingPathComponent("A.xcconfig"))
        try Data("B = 2\n#include \"A.xcconfig\"\n".utf8).write(to: root.appendingPathComponent("B.xcconfig"))
        #expect {
            _ = try XCConfigFile.settings(contentsOf: root.appendingPathComponent("A.xcconfig"))
        } throws: { "\($0)".contains("A.xcconfig → B.xcconfig → A.xcconfig") }

        try Data("FLAGS = $(inherited) -x\n".utf8).write(to: root.appendingPathComponent("Shared.xcconfig"))
        try Data("FLAGS = base\n#include \"Shared.xcconfig\"\n#include \"Shared.xcconfig\"\n".utf8).write(to: root.appendingPathComponent("Twice.xcconfig"))
        let settings = try XCConfigFile.settings(contentsOf: root.appendingPathComponent("Twice.xcconfig"))
        #expect(settings["FLAGS"]?.settingText == "base -x -x")
    }
}
