import Foundation
import Testing
@testable import WidgetryUI

@Suite struct ViewThatFitsTests {
    /// A row that needs 300 points, and a shorter fallback.
    var choices: some View {
        ViewThatFits {
            HStack(spacing: 0) { Color.red.frame(width: 300, height: 20) }
            Text("Short")
        }
    }

    @Test("The first view whose ideal width fits is shown: the wide row at 320 pt, the fallback at 200 pt")
    func picksFirstThatFits() {
        let wide = layout(choices, width: 320, height: 100)
        #expect(wide.element(pathEndingWith: "ViewThatFits/HStack") != nil)
        #expect(wide.texts.isEmpty)
        let narrow = layout(choices, width: 200, height: 100)
        #expect(narrow.element(pathEndingWith: "ViewThatFits/HStack") == nil)
        #expect(narrow.texts.map(\.text.string) == ["Short"])
    }

    @Test("When nothing fits, the last view is shown")
    func lastWhenNoneFits() {
        let view = ViewThatFits {
            Color.red.frame(width: 300, height: 20)
            Color.blue.frame(width: 250, height: 20)
        }
        let result = layout(view, width: 100, height: 100)
        #expect(result.root.children.count == 1)
        #expect(result.root.frame.width == 250)
    }

    @Test("Only the axes named are compared: a tall view fits when only width is checked")
    func axes() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 50, height: 500)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(layout(view, width: 100, height: 100).root.frame.size == CGSize(width: 50, height: 500))
    }

    @Test("The usual Dynamic Type fallback: a one-line row gives way to a stacked one at accessibility sizes")
    func dynamicTypeFallback() {
        let view = ViewThatFits(in: .horizontal) {
            HStack { Text("Meeting with the design team"); Text("10:30") }
            VStack(alignment: .leading) { Text("Meeting with the design team"); Text("10:30") }
        }
        let regular = layout(view, width: 338, height: 300)
        let large = layout(view, width: 338, height: 300) { $0.dynamicTypeSize = .accessibility3 }
        #expect(regular.element(pathEndingWith: "ViewThatFits/HStack") != nil)
        #expect(large.element(pathEndingWith: "ViewThatFits/VStack") != nil)
    }
}
