import Foundation
import Testing
@testable import WidgetryUI

/// A guide like the one in Apple's "Aligning views across stacks": titles in nested stacks line up, and a
/// view that sets no value uses the bottom.
private struct TitleAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
}

/// A guide whose default is a third of the view's height, to show `defaultValue(in:)` being used.
private struct ThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private extension VerticalAlignment {
    static let title = VerticalAlignment(TitleAlignment.self)
    static let third = VerticalAlignment(ThirdAlignment.self)
}

@Suite struct AlignmentGuideTests {
    @Test("Custom guides line up views in nested stacks (Apple, Aligning views across stacks)")
    func acrossStacks() {
        let result = layout(HStack(alignment: .title) {
            VStack {
                Color.red.frame(width: 40, height: 40)
                Color.green.frame(width: 40, height: 10).alignmentGuide(.title) { $0[VerticalAlignment.top] }
            }
            VStack {
                Color.red.frame(width: 40, height: 60)
                Color.green.frame(width: 40, height: 10).alignmentGuide(.title) { $0[VerticalAlignment.top] }
                Color.blue.frame(width: 40, height: 30)
            }
        })
        // Each VStack reports its title's top: 40 + 8 = 48 and 60 + 8 = 68 (8 pt default spacing). The HStack
        // lines them up at 68, so the first column starts 20 pt down and both titles are at y = 68 in the stack.
        let first = result.frame("HStack/VStack[0]/Color[1]")
        let second = result.frame("HStack/VStack[1]/Color[1]")
        #expect(first.minY == second.minY)
        #expect(second.minY - result.frame("HStack").minY == 68)
        // The stack is as tall as the second column: 60 + 8 + 10 + 8 + 30 = 116.
        #expect(result.frame("HStack").height == 116)
    }

    @Test("alignmentGuide(.leading) { d in d[.trailing] } moves a view left by its width in a leading VStack")
    func leadingFromTrailing() {
        let result = layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        })
        // The guides are 0 and 50; both sit at the stack's reference line 50, so the first view starts
        // at 50 and the second at 0, and the stack is 150 wide.
        #expect(result.frame("VStack").width == 150)
        #expect(result.frame("VStack/Color[0]").minX - result.frame("VStack").minX == 50)
        #expect(result.frame("VStack/Color[1]").minX == result.frame("VStack").minX)
    }

    @Test("A custom guide's defaultValue(in:) applies where no view sets it")
    func defaultValue() {
        let result = layout(HStack(alignment: .third, spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Color.blue.frame(width: 10, height: 60)
        })
        // Thirds are 10 and 20: the shorter view starts 10 pt lower.
        #expect(result.frame("HStack/Color[0]").minY - result.frame("HStack/Color[1]").minY == 10)
        #expect(result.frame("HStack").height == 60)
    }

    @Test("In a ZStack a view's explicit guides on both axes place it against the others")
    func zStackGuides() {
        let result = layout(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 20)
                .alignmentGuide(.leading) { _ in -30 }
                .alignmentGuide(.top) { _ in -40 }
        })
        let stack = result.frame("ZStack")
        #expect(stack.size == CGSize(width: 100, height: 100))
        #expect(result.frame("ZStack/Color[1]").minX - stack.minX == 30)
        #expect(result.frame("ZStack/Color[1]").minY - stack.minY == 40)
    }

    @Test("A frame lines its content's explicit guide up with its own edge")
    func frameGuide() {
        let result = layout(Color.red.frame(width: 20, height: 20)
            .alignmentGuide(.leading) { _ in 10 }
            .frame(width: 100, height: 20, alignment: .leading))
        // The content's leading guide (10 pt in) sits on the frame's leading edge: it starts 10 pt before it.
        let frame = result.root.frame
        #expect(result.frame("Color").minX == frame.minX - 10)
    }

    @Test("ViewDimensions reads explicit guides, and nil where none is set")
    func explicitSubscript() {
        var seen: [CGFloat?] = []
        let view = Color.red.frame(width: 40, height: 10)
            .alignmentGuide(.leading) { _ in 5 }
            .alignmentGuide(.trailing) { d in
                seen.append(d[explicit: HorizontalAlignment.leading])
                seen.append(d[explicit: VerticalAlignment.top])
                return d[HorizontalAlignment.leading] + 1
            }
        let result = layout(VStack(alignment: .trailing, spacing: 0) { view; Color.blue.frame(width: 10, height: 10) })
        #expect(seen.contains(5) && seen.contains(nil))
        // The first view's trailing guide is 6, the second's 10: the first starts 4 pt right of the second's start.
        #expect(result.frame("VStack/Color[0]").minX - result.frame("VStack/Color[1]").minX == 4)
    }
}
