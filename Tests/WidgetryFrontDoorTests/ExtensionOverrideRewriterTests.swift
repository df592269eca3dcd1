import Foundation
import Testing
@testable import WidgetryFrontDoor

/// Shared model code that overrides NSObject's members in an extension, as Objective-C-era apps write their
/// value classes: on iOS it compiles and `print`, `==` and `Set` use the overrides.
@Suite struct ExtensionOverrideRewriterTests {
    static let model = """
        import Foundation

        public class TripDay: NSObject {
            var year = 0
            var month = 0
            var day = 0
            init(year: Int, month: Int, day: Int) { self.year = year; self.month = month; self.day = day }
        }

        extension TripDay {
            public override var description: String { String(format: "%04ld-%02ld-%02ld", year, month, day) }
            public override var hash: Int { year * 400 + month * 31 + day }
            public override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? TripDay else { return false }
                return (year, month, day) == (other.year, other.month, other.day)
            }
        }

        """

    @Test func overridesMoveIntoTheClassWithEveryLineInPlace() {
        let (text, moves) = ExtensionOverrideRewriter.rewrite(Self.model)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.model.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(moves.map(\.member) == ["description", "hash", "isEqual(_:)"])
        // Lines as an editor numbers them: the `extension TripDay {` line is 10.
        #expect(moves.map(\.line) == [11, 12, 13])
        #expect(moves.allSatisfy { $0.forwarded && $0.className == "TripDay" })
        #expect(text.contains("public class TripDay: NSObject { public override var description: String { widgetryExtensionDescription };"))
        #expect(!text.contains("public override var hash: Int { year"))
    }

    @Test func anExtensionOfAClassDeclaredElsewhereIsRenamedAndSaysSo() {
        let source = "import Foundation\nextension Visit {\n    override var description: String { \"visit\" }\n}\n"
        let (text, moves) = ExtensionOverrideRewriter.rewrite(source)
        #expect(moves == [.init(line: 3, member: "description", className: "Visit", forwarded: false)])
        #expect(text.contains("var widgetryExtensionDescription: String"))
    }

    @Test func anOpenOverrideInAnExtensionBecomesPublicWhenRenamed() {
        // A theming library's `open override var description` in an extension of UIColor, which Widgetry declares final.
        let source = "import UIKit\nextension UIColor {\n    open override var description: String { \"#FFFFFF\" }\n}\n"
        let (text, moves) = ExtensionOverrideRewriter.rewrite(source)
        #expect(moves.map(\.member) == ["description"])
        #expect(text.contains("public  var widgetryExtensionDescription: String"))
    }

    @Test func coreDataLifecycleOverridesInTheEntitysExtensionMoveToo() {
        // Core Data's generated class and properties collapsed into one file, as a notes app's widget models are.
        let source = """
            import CoreData
            @objc(Note)
            public class Note: NSManagedObject {
            }
            extension Note {
                public override func awakeFromInsert() {
                    super.awakeFromInsert()
                }
            }
            """
        let (text, moves) = ExtensionOverrideRewriter.rewrite(source)
        #expect(moves == [.init(line: 6, member: "awakeFromInsert()", className: "Note", forwarded: true)])
        #expect(text.contains("public class Note: NSManagedObject { public override func awakeFromInsert() { widgetryExtensionAwakeFromInsert() };"))
        #expect(text.contains("    public  func widgetryExtensionAwakeFromInsert() {"))
    }

    @Test func aFileWithoutSuchOverridesIsUntouched() {
        let source = "extension Int {\n    var doubled: Int { self * 2 }\n}\nclass A: NSObject { override var description: String { \"a\" } }\n"
        #expect(ExtensionOverrideRewriter.rewrite(source).text == source)
    }

    /// The copy compiles with Linux's Swift (the original does not) and behaves as on iOS.
    @Test func theCopyBuildsAndUsesTheAppsOverrides() throws {
        guard let swiftc = CompiledCopyTests.swiftc else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("override-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
            let first = TripDay(year: 2026, month: 3, day: 9)
            let same = TripDay(year: 2026, month: 3, day: 9)
            print("\\(first) \\(first == same) \\(Set([first, same]).count)")
            """
        func run(_ model: String) throws -> (status: Int32, output: String) {
            let modelFile = folder.appendingPathComponent("TripDay.swift"), mainFile = folder.appendingPathComponent("main.swift")
            try model.write(to: modelFile, atomically: true, encoding: .utf8)
            try main.write(to: mainFile, atomically: true, encoding: .utf8)
            let executable = folder.appendingPathComponent("trip")
            let build = Process()
            build.executableURL = swiftc
            build.arguments = [modelFile.path, mainFile.path, "-o", executable.path]
            let log = Pipe()
            build.standardOutput = log
            build.standardError = log
            try build.run()
            let buildOutput = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            build.waitUntilExit()
            guard build.terminationStatus == 0 else { return (build.terminationStatus, buildOutput) }
            let program = Process()
            program.executableURL = executable
            let out = Pipe()
            program.standardOutput = out
            try program.run()
            let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            program.waitUntilExit()
            return (program.terminationStatus, output)
        }
        let original = try run(Self.model)
        #expect(original.status != 0)
        #expect(original.output.contains("cannot be overridden from extension"))
        let copy = try run(ExtensionOverrideRewriter.rewrite(Self.model).text)
        // iOS prints the override's text, and equal days are one element of a Set.
        #expect(copy.status == 0)
        #expect(copy.output == "2026-03-09 true 1\n")
    }
}
