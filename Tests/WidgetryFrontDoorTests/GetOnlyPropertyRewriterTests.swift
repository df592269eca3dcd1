import Testing
@testable import WidgetryFrontDoor

@Suite struct GetOnlyPropertyRewriterTests {
    @Test("An assignment to waitsForConnectivity is written to WidgetryFoundation's settable name, on its own line; a read is left alone")
    func assignmentRenamed() {
        let source = """
        let config = URLSessionConfiguration.default
        config.timeoutIntervalForRequest = 15
        config.waitsForConnectivity = true
        let waits = config.waitsForConnectivity
        """
        let (text, rewrites) = GetOnlyPropertyRewriter.rewrite(source)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(text.contains("config.widgetryWaitsForConnectivity = true"))
        #expect(text.contains("let waits = config.waitsForConnectivity"))
        #expect(rewrites == [GetOnlyPropertyRewriter.Rewrite(line: 3, property: "waitsForConnectivity")])
    }

    @Test("A file's own property of that name, declared or assigned without a base, is not touched")
    func ownPropertyKept() {
        let source = "struct Options { var waitsForConnectivity = false }\nvar o = Options()\nwaitsForConnectivity = true\n"
        #expect(GetOnlyPropertyRewriter.rewrite(source).rewrites.isEmpty)
    }
}
