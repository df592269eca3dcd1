import Testing
import WidgetryFrontDoor

/// A generated package's build log becomes the user's diagnostics: at their file and line, each once,
/// with a hint when Widgetry knows the cause.
@Suite struct BuildLogReaderTests {
    /// Written in the shape Swift 6.3's `swift build` prints (compared with a real run): the module is
    /// emitted and compiled by separate jobs, so the same diagnostics come twice; each is followed by a
    /// source excerpt; warnings carry a `[#group]`.
    static let log = """
        Building for debugging...
        [0/12] Write sources
        [3/12] Write swift-version-6A52383ED409C6A7.txt
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [5/12] Emitting module StepsWidget
        /Users/ana/Steps/StepsWidget/StepsChart.swift:3:8: error: no such module 'OSLog'
        1 | import SwiftUI
        2 | import WidgetKit
        3 | import OSLog
          |        `- error: no such module 'OSLog'
        4 |

        /Users/ana/Steps/StepsWidget/Store.swift:12:6: error: Objective-C interoperability is disabled
        11 | final class Store: NSObject {
        12 |     @objc func refresh() {}
           |      `- error: Objective-C interoperability is disabled
        13 | }

        [7/12] Compiling StepsWidget StepsView.swift
        /Users/ana/Steps/StepsWidget/Store.swift:12:6: error: Objective-C interoperability is disabled
        11 | final class Store: NSObject {
        12 |     @objc func refresh() {}
           |      `- error: Objective-C interoperability is disabled
        13 | }

        /Users/ana/Steps/StepsWidget/StepsView.swift:21:14: error: value of type 'Text' has no member 'monospaced'
        20 |         Text(entry.count, format: .number)
        21 |             .monospaced()
           |              `- error: value of type 'Text' has no member 'monospaced'
        22 |     }

        /Users/ana/Steps/StepsWidget/StepsView.swift:30:9: warning: initialization of immutable value 'goal' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
        29 |     func progress() -> Double {
        30 |     let goal = 10_000
           |         `- warning: initialization of immutable value 'goal' was never used; consider replacing with assignment to '_' or removing it [#no-usage]

        /Users/ana/Steps/StepsWidget/StepsView.swift:44:22: error: missing argument for parameter 'count' in call
        /Users/ana/Steps/StepsWidget/StepsEntry.swift:4:10: note: 'init(date:count:)' declared here
        \u{1B}[1m/Users/ana/Steps/StepsWidget/Timing.swift:8:21: \u{1B}[31merror: \u{1B}[0m\u{1B}[1mcannot find 'CFArrayGetCount' in scope\u{1B}[0m
        [9/12] Compiling StepsWidget Timing.swift
        /Users/ana/Steps/StepsWidget/StepsView.swift:21:14: error: value of type 'Text' has no member 'monospaced'
        error: fatalError
        """

    @Test func locatedDiagnosticsAreReadOnceInOrder() {
        let diagnostics = BuildLogReader.read(Self.log)
        #expect(diagnostics.map { "\($0.file.split(separator: "/").last!):\($0.line):\($0.column) \($0.severity)" } == [
            "StepsChart.swift:3:8 error",
            "Store.swift:12:6 error",
            "StepsView.swift:21:14 error",
            "StepsView.swift:30:9 warning",
            "StepsView.swift:44:22 error",
            "StepsEntry.swift:4:10 note",
            "Timing.swift:8:21 error",
        ])
        #expect(diagnostics[0].file == "/Users/ana/Steps/StepsWidget/StepsChart.swift")
        #expect(diagnostics[5].message == "'init(date:count:)' declared here")
        #expect(diagnostics[6].message == "cannot find 'CFArrayGetCount' in scope")
    }

    @Test func knownGapsAndObjectiveCErrorsCarryAHint() {
        let hints = BuildLogReader.read(Self.log).map(\.hint)
        #expect(hints[0] == "`import OSLog` is not in Widgetry yet (its logging API is Widgetry's `WidgetryOSLog` module); see docs/compatibility.md")
        #expect(hints[1]?.contains("#if canImport(ObjectiveC)") == true)
        #expect(hints[2] == "`Text.monospaced()` is not in Widgetry yet; see docs/compatibility.md")
        #expect(hints[3] == nil)
        #expect(hints[4] == nil)
        #expect(hints[6]?.contains("use the Foundation type or call") == true)
    }

    @Test func knownTypesModulesAndMembersNameThemselves() {
        let log = """
            /w/Steps/Shortcuts.swift:10:13: error: cannot find 'SectionedFetchRequest' in scope
            /w/Steps/Log.swift:1:8: error: no such module 'OSLog'
            /w/Steps/Corner.swift:5:40: error: type 'WidgetFamily' has no member 'accessoryCorner'
            /w/Steps/Snapshot.swift:2:20: error: cannot find 'UISceneConfiguration' in scope
            """
        #expect(BuildLogReader.read(log).map(\.hint) == [
            "`SectionedFetchRequest` is not in Widgetry yet; see docs/compatibility.md",
            "`import OSLog` is not in Widgetry yet (its logging API is Widgetry's `WidgetryOSLog` module); see docs/compatibility.md",
            "`.accessoryCorner` (watchOS) is not in Widgetry yet; see docs/compatibility.md",
            "`UISceneConfiguration` (UIKit) is not in Widgetry yet; see docs/compatibility.md",
        ])
    }

    @Test func renderingPrintsTheCompilerFormatWithHintsBelow() {
        let rendered = BuildLogReader.render(Array(BuildLogReader.read(Self.log).prefix(4)))
        #expect(rendered == """
            /Users/ana/Steps/StepsWidget/StepsChart.swift:3:8: error: no such module 'OSLog'
              hint: `import OSLog` is not in Widgetry yet (its logging API is Widgetry's `WidgetryOSLog` module); see docs/compatibility.md
            /Users/ana/Steps/StepsWidget/Store.swift:12:6: error: Objective-C interoperability is disabled
              hint: \(BuildLogReader.read(Self.log)[1].hint!)
            /Users/ana/Steps/StepsWidget/StepsView.swift:21:14: error: value of type 'Text' has no member 'monospaced'
              hint: `Text.monospaced()` is not in Widgetry yet; see docs/compatibility.md
            /Users/ana/Steps/StepsWidget/StepsView.swift:30:9: warning: initialization of immutable value 'goal' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
            """)
    }

    @Test func aPathEscapedForSourceLocationIsReportedAsTheUsersPath() {
        let log = #"/tmp/the \"best\" widgets\\v2/W.swift:3:1: error: expected declaration"#
        #expect(BuildLogReader.read(log).first?.file == #"/tmp/the "best" widgets\v2/W.swift"#)
    }

    @Test func everyHintTableEntryNamesItsSource() {
        #expect(WidgetryGap.known.allSatisfy { !$0.source.isEmpty && !$0.patterns.isEmpty && !$0.hint.isEmpty })
    }

    @Test("clang's fatal error in an Objective-C package's header is an error, outside the user's files, with the reason")
    func objectiveCPackageHeader() {
        // As SwiftPM prints clang compiling an Objective-C package target on Linux.
        let log = """
            In file included from /ci/pkgs/Base32/Base32/Base32Additions.m:12:
            /ci/pkgs/Base32/Base32/Base32Additions.h:12:9: fatal error: 'Foundation/Foundation.h' file not found
               12 | #import <Foundation/Foundation.h>
            1 error generated.
            error: cancelled
            """
        let diagnostics = BuildLogReader.read(log)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error && diagnostics.first?.line == 12 && diagnostics.first?.column == 9)
        #expect(diagnostics.first?.hint?.contains("written in Objective-C") == true)
        let report = GapReport(diagnostics: diagnostics, ownFiles: ["/ci/App/Widget/Widget.swift"])
        #expect(report.otherErrors.isEmpty && report.gaps.isEmpty && report.elsewhereErrors.count == 1)
    }
}
