import Foundation
import Testing
import WidgetryFrontDoor

/// The copy names the user's file in a way the compiler accepts and the log reader maps back.
@Suite struct SourceLocationDirectiveTests {
    @Test func spacesAndAccentsAreWrittenAsTheyAre() {
        let url = URL(fileURLWithPath: "/Users/ana/My Widgets/Café/Entry View.swift")
        let rewritten = ConditionRewriter.rewrite("let a = 1", fileURL: url, configuration: IOSBuildConfiguration())
        #expect(rewritten.text == "#sourceLocation(file: \"/Users/ana/My Widgets/Café/Entry View.swift\", line: 1)\nlet a = 1")
    }

    @Test func quotesAndBackslashesAreEscapedSoTheDirectiveParses() {
        let url = URL(fileURLWithPath: #"/tmp/the "best" widgets\v2/W.swift"#)
        let rewritten = ConditionRewriter.rewrite("let a = 1", fileURL: url, configuration: IOSBuildConfiguration())
        let header = String(rewritten.text.prefix { $0 != "\n" })
        #expect(header == #"#sourceLocation(file: "/tmp/the \"best\" widgets\\v2/W.swift", line: 1)"#)
    }

    @Test func theReportedPathMapsBackToTheUsersPath() {
        // swiftc repeats the literal's text without decoding it, so the reader undoes the escaping.
        let path = #"/tmp/the "best" widgets\v2/W.swift"#
        let reported = SourceLocationDirective.literalContents(of: path)
        #expect(reported != path)
        #expect(SourceLocationDirective.originalPath(fromReported: reported) == path)
        #expect(SourceLocationDirective.originalPath(fromReported: "/plain/path.swift") == "/plain/path.swift")
        #expect(SourceLocationDirective.originalPath(fromReported: #"C:\odd\path.swift"#) == #"C:\odd\path.swift"#)
    }

    @Test func aLineBreakInAPathCannotShiftTheLines() {
        #expect(!SourceLocationDirective.header(forFile: "/tmp/a\nb.swift").dropLast().contains("\n"))
    }
}
