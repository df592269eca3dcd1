import Foundation
import Testing
import WidgetryXcode
@testable import WidgetryFrontDoor

/// Found by fuzzing the `#if` rewriter (docs/robustness.md): a run of `[` makes swift-syntax's parser take time that
/// doubles with each one, so a file with 120 of them hung the front door. Such a file is now refused, naming its line.
@Suite struct BracketRunTests {
    @Test func longestRunAndItsLine() {
        #expect(BracketRun.longest(in: "let grid = [[1, 2], [3, 4]]\n").depth == 2)
        let run = BracketRun.longest(in: "struct A {\n  init() {\n    [ [ [\n[[ x]]]]]\n  }\n}\n")
        #expect(run.depth == 5 && run.line == 3)
    }

    /// A script widget's runtime prints a progress bar of brackets, and a comment draws one: text, not code, which the
    /// parser never looks ahead in (held-out batch 6 refused such a file).
    @Test func bracketsInStringsAndCommentsAreText() {
        let run = String(repeating: "[", count: 43)
        for text in ["print(\"\(run)\")\n", "let bar = #\"\(run)\"#\n", "let doc = \"\"\"\n\(run)\n\"\"\"\n",
                     "// \(run)\nlet x = 1\n", "/* outer /* \(run) */ still comment */ let y = [1]\n"] {
            #expect(BracketRun.longest(in: text).depth <= 1, "\(text)")
        }
        // Code inside an interpolation is code: its runs count, at its line.
        let interpolated = BracketRun.longest(in: "let a = 1\nlet s = \"value: \\(\(run)0\(String(repeating: "]", count: 43)))\"\n")
        #expect(interpolated.depth == 43 && interpolated.line == 2)
        // After a string closes, code counts again.
        #expect(BracketRun.longest(in: "let s = \"[[[[[\"; let grid = [[[1]]]\n").depth == 3)
    }

    /// The fuzzer's input, in shape: a refresh intent's file whose body was cut by 120 `[` (what libFuzzer's cross-over
    /// made of two of our Commute files); the planner stops on it at once, with the file and line.
    @Test func plannerRefusesARunDeeperThanTheLimit() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bracket-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("RefreshIntent.swift")
        let text = "import AppIntents\n\nstruct RefreshIntent: AppIntent {\n    init() {\n" + String(repeating: "[", count: 120)
            + "     for activity in activities {}\n    }\n}\n"
        try Data(text.utf8).write(to: file)
        let target = TargetSources(name: "Widgets", moduleName: "Widgets", swiftFiles: [file])
        #expect(throws: FrontDoorError.bracketRun(file: file.path, line: 5, depth: 120)) {
            try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"),
                                               widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
        }
        // A nested literal as real code writes it is read as before.
        try Data("let matrix = [[[1, 0], [0, 1]], [[0, 1], [1, 0]]]\n".utf8).write(to: file)
        _ = try GeneratedPackagePlanner().plan(target: target, frameworks: [], folder: root.appendingPathComponent("out"),
                                               widgetryPackage: URL(fileURLWithPath: "/opt/widgetry"))
    }
}
