import Foundation
import Testing
import WidgetryFindings
@testable import WidgetryUI

/// `Text`, `Image` and the stacks remember the file and line that created them (their initializers'
/// `#filePath`/`#line` defaults); views Widgetry's own code creates (a `Label`'s title) have none, and lines
/// are not part of a view's value.
@Suite struct ViewSourceTests {
    @Test("A Text, a modified Text, an Image and a stack carry this file and the lines that created them")
    func viewsCarryTheirLines() throws {
        let first = #line + 2
        let view = VStack {
            Text("Plain")
            Text("Styled")
                .font(.headline)
            HStack { Image(systemName: "star") }
        }
        let result = layout(view)
        let plain = try #require(result.allElements.first { $0.name == "Text(\"Plain\")" })
        #expect(plain.sourceLine == SourceLine(file: #filePath, line: first))
        #expect(result.allElements.first { $0.name == "Text(\"Styled\")" }?.sourceLine?.line == first + 1)
        #expect(result.allElements.first { $0.name == "HStack" }?.sourceLine?.line == first + 3)
        #expect(result.allElements.first { $0.name == "VStack" }?.sourceLine?.line == first - 1)
        let symbol = try #require(result.allElements.first { $0.name?.contains("star") == true })
        #expect(symbol.sourceLine?.line == first + 3)
    }

    @Test("A Label's title is reported at the Label's line; a view Widgetry's own code creates has no line")
    func widgetryViewsHaveNone() throws {
        let line = #line + 1
        let result = layout(Label("Rain", systemImage: "cloud.rain"))
        let title = try #require(result.allElements.first { $0.name?.hasPrefix("Text(\"Rain\")") == true })
        #expect(title.sourceLine?.line == line)
        // The row a Label lays its parts in is Widgetry's.
        #expect(result.allElements.first { $0.name == "HStack" }?.sourceLine == nil)
    }

    @Test("Two equal texts created on different lines are equal and hash alike")
    func linesAreNotPartOfTheValue() {
        let a = Text("Same")
        let b = Text("Same")
        #expect(a.viewSource?.line != b.viewSource?.line)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test("Text.init and Image.init still work as function values, as in SwiftUI")
    func functionValues() {
        let texts = ["a", "b"].map(Text.init(verbatim:))
        let symbols = ["star", "moon"].map(Image.init(systemName:))
        #expect(texts.count == 2 && symbols.count == 2)
        #expect(texts[0].viewSource == nil)
    }
}
