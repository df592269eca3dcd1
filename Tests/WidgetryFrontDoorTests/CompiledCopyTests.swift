import Foundation
import Testing
import WidgetryFrontDoor

/// The rewritten copy is real Swift: swiftc on Linux compiles its iOS branches, and reports a mistake
/// at the user's own file and line through `#sourceLocation`.
@Suite struct CompiledCopyTests {
    static let swiftc: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static let widget = """
        import Foundation

        struct StepsEntry {
            let date: Date
            let steps: Int
        }

        #if os(iOS)
        let platformName = "iPhone"
        #elseif os(Linux)
        let platformName = 0
        #endif

        #if os(watchOS) || (
            os(iOS) && !targetEnvironment(macCatalyst))
        let usesTouch = true
        #endif

        struct StepsView {
            let entry: StepsEntry
            let touch: Bool = usesTouch
            var title: String {
                #if targetEnvironment(simulator)
                return 0
                #else
                return "\\(entry.steps) steps on " + platformName
                #endif
            }
            var subtitle: String {
                entry.date.formatted(date: .abbreviated, time: .omitted)
                    #if os(iOS)
                    .uppercased()
                    #endif
            }
        }

        BROKEN_LINE
        """

    private func typecheck(_ source: String, named name: String) throws -> (status: Int32, output: String, original: URL, originalStatus: Int32) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frontdoor-\(UUID().uuidString)")
        let original = folder.appendingPathComponent("My Widgets/\(name)")
        let copy = folder.appendingPathComponent("Generated/Sources/StepsWidget/\(name)")
        for file in [original, copy] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        try source.write(to: original, atomically: true, encoding: .utf8)
        let rewritten = ConditionRewriter.rewrite(source, fileURL: original, configuration: IOSBuildConfiguration())
        try rewritten.text.write(to: copy, atomically: true, encoding: .utf8)

        let copied = try Self.swiftcTypecheck(copy)
        return (copied.status, copied.output, original, try Self.swiftcTypecheck(original).status)
    }

    static func swiftcTypecheck(_ file: URL) throws -> (status: Int32, output: String) {
        let swiftc: URL = try #require(Self.swiftc)
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-typecheck", "-parse-as-library", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: swiftc != nil, "needs swiftc on PATH"))
    func theIOSBranchesTypeCheckOnLinux() throws {
        let result = try typecheck(Self.widget.replacingOccurrences(of: "BROKEN_LINE", with: ""), named: "StepsView.swift")
        #expect(result.status == 0, "\(result.output)")
        // The user's file as written takes Linux's `platformName = 0` branch and does not compile.
        #expect(result.originalStatus != 0)
    }

    @Test(.enabled(if: swiftc != nil, "needs swiftc on PATH"))
    func aMistakeIsReportedAtTheOriginalPathAndLine() throws {
        let source = Self.widget.replacingOccurrences(of: "BROKEN_LINE", with: "let goal: Int = \"ten thousand\"")
        let brokenLine = source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("let goal") }! + 1
        let result = try typecheck(source, named: "StepsView.swift")
        #expect(result.status != 0)
        let errors = BuildLogReader.read(result.output).filter { $0.severity == .error }
        #expect(errors.count == 1, "\(result.output)")
        #expect(errors.first?.file == result.original.path)
        #expect(errors.first?.line == brokenLine)
        #expect(errors.first?.column == 17)
    }

    /// Shared model code of the Objective-C era, as widget extensions carry it from their app.
    static let objectiveCModel = """
        import Foundation

        @objc protocol StepsSource {
            func currentSteps() -> Int
        }

        @objcMembers final class StepsStore: NSObject, StepsSource {
            @objc dynamic var steps = 0
            @objc(currentStepsValue) func currentSteps() -> Int { steps }
            @objc static let shared = StepsStore()
        }

        @objc enum Unit: Int { case steps, kilometres }

        BROKEN_LINE
        """

    @Test(.enabled(if: swiftc != nil, "needs swiftc on PATH"))
    func objectiveCAttributesAreRemovedOnTheCopyWithLinesUnmoved() throws {
        let source = Self.objectiveCModel.replacingOccurrences(of: "BROKEN_LINE", with: "let total: Int = StepsStore.shared.currentSteps() + \"1\"")
        let brokenLine = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("let total") }! + 1
        let rewritten = ObjectiveCAttributeRewriter.rewrite(source)
        // @objc on the protocol, @objcMembers, @objc on the dynamic var, @objc(currentStepsValue), @objc static, @objc enum.
        #expect(rewritten.removed == 6)
        #expect(rewritten.text.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        let clean = ObjectiveCAttributeRewriter.rewrite(Self.objectiveCModel.replacingOccurrences(of: "BROKEN_LINE", with: ""))
        let compiled = try typecheck(clean.text, named: "StepsStore.swift")
        #expect(compiled.status == 0, "\(compiled.output)")
        // As written, Linux's Swift refuses it ("Objective-C interoperability is disabled").
        let original = try typecheck(Self.objectiveCModel.replacingOccurrences(of: "BROKEN_LINE", with: ""), named: "StepsStoreOriginal.swift")
        #expect(original.originalStatus != 0)
        // A mistake of the user's own is still reported at its line.
        let broken = try typecheck(rewritten.text, named: "StepsStore.swift")
        let errors = BuildLogReader.read(broken.output).filter { $0.severity == .error }
        #expect(errors.first?.line == brokenLine, "\(broken.output)")
    }
}
