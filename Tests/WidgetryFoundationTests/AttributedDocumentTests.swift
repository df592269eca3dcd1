import Foundation
import Testing
import WidgetryFoundation

/// An HTML description turned into text, as a feed widget's shared code does.
@Suite struct AttributedDocumentTests {
    @Test("HTML becomes its text: blocks and line breaks as lines, entities decoded, scripts dropped, white space collapsed")
    func html() throws {
        let html = """
            <html><head><style>p { color: red }</style></head><body>
            <h1>St.&nbsp;Nicholas</h1><p>Bishop of   Myra &amp; wonder-worker,<br>feast on 6&#160;December.</p>
            <script>track()</script><p>Caf&#xE9; &lt;open&gt;</p></body></html>
            """
        let text = try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html,
                                                                            .characterEncoding: String.Encoding.utf8.rawValue],
                                          documentAttributes: nil).string
        #expect(text == "St.\u{00A0}Nicholas\nBishop of Myra & wonder-worker,\nfeast on 6\u{00A0}December.\nCafé <open>")
    }

    @Test("plain text is read as it is; RTF throws, as a document the reader cannot read does")
    func otherTypes() throws {
        let plain = try NSAttributedString(data: Data("  two  spaces ".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
                                           documentAttributes: nil)
        #expect(plain.string == "  two  spaces ")
        #expect(throws: (any Error).self) {
            try NSAttributedString(data: Data("{\\rtf1 x}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
        }
    }
}
